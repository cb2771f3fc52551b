import Testing

@testable import InstantSearchREPL

/// Text and `--json` render the same results: the same values, the same hits, the same pages.
@Suite("Text and --json render one model")
@MainActor
struct OneModelTests {
  /// How many hits a JSON line holds.
  static func hitCount(_ line: Substring) -> Int {
    line.components(separatedBy: #""objectID""#).count - 1
  }

  @Test("Every command that searches returns as many hits as the text shows")
  func sameHits() async throws {
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript, json: true))
    #expect(await session.start(LaunchOptions()) == .succeeded)
    for line in ["search phone", "sort 2", "filter add or:brand brand:Apple", "clear", "next"] {
      #expect(await session.execute(line) == .succeeded)
    }
    let lines = transcript.output.split(separator: "\n")
    #expect(lines.count == 6)
    #expect(lines.allSatisfy { Self.hitCount($0) == Session.hitsShown })
    #expect(lines.allSatisfy { $0.contains(#""more":10"#) })
  }

  @Test("No hits are no pages: page 0 of 0 in JSON, no pages in text")
  func noPages() async throws {
    let (json, _) = try await ShopFolder.run(["search zzzzzz"], json: true)
    let line = try #require(json.output.split(separator: "\n").last)
    #expect(line.contains(#""page":0"#) && line.contains(#""nbPages":0"#))
    let (text, _) = try await ShopFolder.run(["search zzzzzz"])
    #expect(text.output.contains("0 hits in "))
    #expect(text.output.contains(" · no pages · query \"zzzzzz\""))
    #expect(!text.output.contains("page 1/1 · query \"zzzzzz\""))
  }

  @Test("With --json at a terminal an error is printed once, as JSON; a script gets both")
  func errorOnce() async throws {
    let transcript = Transcript()
    var configuration = SessionConfiguration.testing(transcript, json: true)
    configuration.isInteractive = true
    let session = Session(configuration: configuration)
    #expect(await session.start(LaunchOptions()) == .succeeded)
    #expect(await session.execute("sort 9") == .failed)
    #expect(!transcript.errors.contains("error:"))
    #expect(transcript.output.contains(#""error":"sort: no sort order 9"#))
    let (script, _) = try await ShopFolder.run(["sort 9"], json: true)
    #expect(script.errors.contains("error: sort: no sort order 9"))
    #expect(script.output.contains(#""error":"sort: no sort order 9"#))
  }
}
