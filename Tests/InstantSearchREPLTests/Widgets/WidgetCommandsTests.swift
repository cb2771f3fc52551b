import InstantSearchREPL
import LineEditor
import Testing

@Suite("Toggle, range and paging commands in scripted sessions")
@MainActor
struct WidgetCommandsTests {
  @Test("range keeps the records in range and shows the bounds; off removes it")
  func range() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "range price 20 60", "range price off", "range price 60 20",
    ])
    #expect(status == 1)
    #expect(transcript.output.contains("price 20 – 60 of 20 – 900\n3 hits"))
    #expect(transcript.output.contains("price any of 20 – 900\n6 hits"))
    #expect(transcript.errors.contains("range: the minimum is larger than the maximum"))
  }

  @Test("toggle switches a facet value on with its count, and off again")
  func toggle() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "toggle brand Acme", "toggle brand Acme",
    ])
    #expect(status == 0)
    #expect(transcript.output.contains("[x] brand: Acme (2)\n2 hits"))
    #expect(transcript.output.contains("[ ] brand: Acme (2)\n6 hits"))
  }

  @Test("hits more and next say when there is nothing more; prev when on the first page")
  func paging() async throws {
    let (transcript, status) = try await ShopFolder.run(["hits more", "next", "prev"])
    #expect(status == 1)
    #expect(transcript.errors.contains("hits more: all 6 hits are shown"))
    #expect(transcript.errors.contains("page: there is only one page"))
    #expect(transcript.errors.contains("page: already on the first page"))
  }

  @Test("hits more grows the list page by page on the demo index")
  func more() async throws {
    let (transcript, status) = await DemoSession.run(["hits more", "hits more"])
    #expect(status == 0)
    #expect(transcript.output.contains("40 of 10000 shown; more to load"))
    #expect(transcript.output.contains("60 of 10000 shown; more to load"))
    #expect(transcript.output.contains("\n41 "))
  }
}
