import Foundation
import InstantSearchREPL
import LineEditor
import Testing

@Suite("Opening records files and folders")
@MainActor
struct DataLoadingSessionTests {
  /// Runs `lines` in a session opened on `path` inside a fresh shop folder, after `prepare`
  /// has changed the folder.
  func run(
    _ lines: [String], opening path: (ShopFolder) -> String,
    prepare: (ShopFolder) throws -> Void = { _ in }
  ) async throws -> (Transcript, CommandOutcome) {
    let folder = try ShopFolder()
    defer { folder.remove() }
    try prepare(folder)
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript))
    let outcome = await session.start(LaunchOptions(dataPath: path(folder)))
    _ = await REPL(session: session, reader: .scripted(lines: lines)).run()
    return (transcript, outcome)
  }

  @Test("--data on a records file loads its replicas' own settings, as the folder does")
  func recordsFile() async throws {
    let (transcript, outcome) = try await run(
      ["sort shop_price_asc"], opening: { $0.path + "/shop.json" })
    #expect(outcome == .succeeded)
    let output = transcript.output
    #expect(output.contains("sort orders: shop, shop_price_asc"))
    let sorted = try #require(output.range(of: "sorted by shop_price_asc"))
    let after = output[sorted.upperBound...]
    // Cheapest first: the replica's asc(price), not the primary's order.
    #expect(
      after.firstRange(of: "Green hat")!.lowerBound < after.firstRange(of: "Red hat")!.lowerBound)
    #expect(
      after.firstRange(of: "Red hat")!.lowerBound < after.firstRange(of: "Red running")!.lowerBound)
  }

  @Test("a folder with one bad file opens its sound indices and says what it left out")
  func partialFolder() async throws {
    let (transcript, outcome) = try await run(
      [], opening: \.path,
      prepare: { folder in
        try "[1, 2]".write(
          toFile: folder.path + "/broken.json", atomically: true, encoding: .utf8)
      })
    #expect(outcome == .succeeded)
    #expect(transcript.output.contains("records in shop"))
    #expect(transcript.output.contains("not loaded: "))
    #expect(transcript.output.contains("broken.json:1"))
  }

  @Test("--strict: every parameter the session's searches send is one the engine honours")
  func strict() async throws {
    let folder = try ShopFolder()
    defer { folder.remove() }
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript))
    let options = LaunchOptions(dataPath: folder.path, strict: true)
    #expect(await session.start(options) == .succeeded)
    let status = await REPL(
      session: session,
      reader: .scripted(lines: ["search red", "facets brand", "sort shop_price_asc", "page 1"])
    ).run()
    #expect(status == 0)
    #expect(transcript.errors.isEmpty)
  }
}
