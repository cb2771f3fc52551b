import InstantSearchCore
import InstantSearchLocal
import Testing

@testable import InstantSearchREPL

@Suite("show OBJECTID prints one record in full")
@MainActor
struct ShowCommandTests {
  @Test("show prints every attribute of the record as JSON, in text and in --json")
  func showsTheRecord() async throws {
    let (text, status) = try await ShopFolder.run(["show 3"])
    #expect(status == 0)
    #expect(text.output.contains(#""brand": "Dolce & Gabbana""#))
    #expect(text.output.contains(#""name": "Red dress""#))
    #expect(text.output.contains(#""price": 900"#))
    let (json, _) = try await ShopFolder.run(["show 1"], json: true)
    let line = try #require(json.output.split(separator: "\n").last)
    #expect(line.hasPrefix(#"{"command":"show","index":"shop","record":{"#))
    #expect(line.contains(#""_tags":["new"]"#))
  }

  @Test("An objectID the index does not hold is an error naming it and the index")
  func unknown() async throws {
    let (transcript, status) = try await ShopFolder.run(["show 99", "show"])
    #expect(status == 1)
    #expect(transcript.errors.contains(#"error: show: no record with objectID "99" in shop"#))
    #expect(transcript.errors.contains("show: expected one objectID"))
  }

  @Test("Tab after show offers the objectIDs of the hits shown")
  func completes() async throws {
    let session = Session(configuration: .testing(Transcript()))
    let folder = try ShopFolder()
    defer { folder.remove() }
    #expect(await session.start(LaunchOptions(dataPath: folder.path)) == .succeeded)
    let completion = session.vocabulary.snapshot.complete("show ")
    #expect(Set(completion.candidates) == ["1", "2", "3", "4", "5", "6"])
  }

  @Test("A record loaded without objectID is shown by the objectID its hit carries")
  func generatedObjectID() async throws {
    let id = GeneratedObjectID.forRecord(1)
    let (transcript, status) = try await JSONFolder.run(
      ["search soup", "show \(id)"],
      files: ["menu": [["title": "Bread"], ["title": "Soup", "origin": ["city": "Zürich"]]]])
    #expect(status == 0)
    #expect(transcript.output.contains(id))
    #expect(transcript.output.contains(#""city": "Zürich""#))
  }
}
