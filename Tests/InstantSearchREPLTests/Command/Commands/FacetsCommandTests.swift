import Foundation
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@testable import InstantSearchREPL

@Suite("facets counts what is left, in text and --json alike")
@MainActor
struct FacetsCommandTests {
  /// Runs `lines` on a folder of `values` talks, each with a tag of its own, whose settings set
  /// `maxValuesPerFacet` when it is given.
  static func runTags(
    _ lines: [String], values: Int, maxValuesPerFacet: Int?, json: Bool = false
  ) async throws -> Transcript {
    let folder = try TestFolders.folder("tags").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let records = (0..<values).map { number -> JSON in
      [
        "objectID": .string("\(number)"), "name": .string("talk \(number)"),
        "tags": [.string("t\(number)")],
      ]
    }
    var settings: JSONObject = ["attributesForFaceting": ["tags"]]
    settings["maxValuesPerFacet"] = maxValuesPerFacet.map { .number(Double($0)) }
    try JSON.array(records).jsonString.write(
      toFile: folder + "/talks.json", atomically: true, encoding: .utf8)
    try JSON.object(settings).jsonString.write(
      toFile: folder + "/talks_settings.json", atomically: true, encoding: .utf8)
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript, json: json))
    #expect(await session.start(LaunchOptions(dataPath: folder)) == .succeeded)
    _ = await REPL(session: session, reader: .scripted(lines: lines)).run()
    return transcript
  }

  @Test("facets tags 5 shows five values in text and in --json, and the true count left")
  func sameValues() async throws {
    let text = try await Self.runTags(["facets tags 5"], values: 409, maxValuesPerFacet: 1000)
    let shown = text.output.split(separator: "\n").filter { $0.hasPrefix("  t") }
    #expect(shown.count == 5)
    #expect(text.output.contains("… 404 more values: facets tags 409\n"))
    let json = try await Self.runTags(
      ["facets tags 5"], values: 409, maxValuesPerFacet: 1000, json: true)
    let line = try #require(json.output.split(separator: "\n").last)
    #expect(line.components(separatedBy: #""value":"#).count - 1 == 5)
    #expect(line.contains(#""more":404"#))
    #expect(!line.contains("maxValuesPerFacet"))
  }

  @Test("A response cut by maxValuesPerFacet says so, and how to raise it")
  func capped() async throws {
    let text = try await Self.runTags(
      ["facets tags 5", "facets tags 500"], values: 409, maxValuesPerFacet: nil)
    #expect(
      text.output.contains(
        "… 95 more values in the response (facets tags 100), which is capped by"
          + " maxValuesPerFacet (100): there may be more;"))
    #expect(
      text.output.contains(
        "all 100 values of the response: capped by maxValuesPerFacet (100);"
          + " maxValuesPerFacet (at most 1000) in the index's settings raises it"))
    let json = try await Self.runTags(
      ["facets tags 500"], values: 409, maxValuesPerFacet: nil, json: true)
    let line = try #require(json.output.split(separator: "\n").last)
    #expect(line.contains(#""more":0"#) && line.contains(#""maxValuesPerFacet":100"#))
  }

  @Test("All the values shown and not capped: no note")
  func allShown() async throws {
    let text = try await Self.runTags(["facets tags"], values: 12, maxValuesPerFacet: nil)
    #expect(!text.output.contains("more values") && !text.output.contains("capped"))
    #expect(text.output.split(separator: "\n").filter { $0.hasPrefix("  t") }.count == 12)
  }

  @Test("After a search with no hits, facets says there is nothing to count")
  func noHits() async throws {
    let (transcript, status) = try await ShopFolder.run(["search zzzzzz", "facets brand"])
    #expect(status == 1)
    #expect(
      transcript.errors.contains(
        #"error: facets: no values for "brand": the search has no hits to count them in"#))
    #expect(!transcript.errors.contains("attributesForFaceting"))
    let (other, _) = try await ShopFolder.run(["facets name"])
    #expect(
      other.errors.contains(
        #"facets: no values for "name" among this search's 6 hits (is it in attributesForFaceting?)"#
      ))
  }
}
