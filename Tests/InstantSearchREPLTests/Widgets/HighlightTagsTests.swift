import InstantSearchCore
import InstantSearchREPL
import LineEditor
import Testing

@Suite("The REPL's matches, whatever highlight tags the index's settings name")
@MainActor
struct HighlightTagsTests {
  @Test("an index whose settings highlight with <mark> shows its matches marked, without tags")
  func indexTags() async throws {
    let records: [JSON] = [
      ["objectID": "1", "name": "Samsung phone"], ["objectID": "2", "name": "Apple phone"],
    ]
    let settings: JSON = [
      "searchableAttributes": ["name"], "highlightPreTag": "<mark>", "highlightPostTag": "</mark>",
    ]
    let (transcript, status) = try await JSONFolder.run(
      ["search phone", "set"], files: ["gear": .array(records), "gear_settings": settings])
    #expect(status == 0)
    #expect(transcript.output.contains("Samsung [phone]"))
    #expect(transcript.output.contains("Apple [phone]"))
    #expect(!transcript.output.contains("<mark>"))
    // The tags asked for are in the parameters `set` lists, as every other one.
    #expect(transcript.output.contains("highlightPreTag = <em>"))
  }
}
