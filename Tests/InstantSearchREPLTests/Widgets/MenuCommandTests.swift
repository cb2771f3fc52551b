import InstantSearchREPL
import LineEditor
import Testing

@Suite("The menu command in scripted sessions")
@MainActor
struct MenuCommandTests {
  @Test("menu draws the tree, selects a path with its parents, deselects and clears")
  func folder() async throws {
    let (transcript, status) = try await ShopFolder.run(
      ["menu", "menu Shoes > Running", "menu Other", "menu Shoes", "menu off"],
      hierarchical: true)
    #expect(status == 0)
    let output = transcript.output
    #expect(output.contains("All\n  Clothes  3\n  Shoes    3\n"))
    #expect(
      output.contains("All > Shoes > Running\n  Clothes    3\n* Shoes      3\n    Other    1\n"))
    #expect(output.contains("* Running  2\n2 hits"))
    #expect(output.contains("All > Shoes > Other\n"))
    #expect(output.contains("* Other    1\n    Running  2\n1 hit"))
    #expect(output.contains("All\n  Clothes  3\n  Shoes    3\n6 hits"))
  }

  @Test("a value the index does not have is an error, and the selection is left as it was")
  func unknown() async throws {
    let (transcript, status) = try await ShopFolder.run(
      ["menu Clothes", "menu Clothes > Socks", "menu Toys", "filters"], hierarchical: true)
    #expect(status == 1)
    #expect(
      transcript.errors.contains(
        "menu: no value \"Clothes > Socks\" at level 1 (in \"Clothes\") under the current query"))
    #expect(transcript.errors.contains("menu: no value \"Toys\" at level 0 under"))
    #expect(transcript.output.contains("\"categories.lvl0\":\"Clothes\""))
  }

  @Test("an index without a hierarchical facet says what menu needs")
  func noHierarchy() async throws {
    let (transcript, status) = try await ShopFolder.run(["menu"])
    #expect(status == 1)
    #expect(transcript.errors.contains("menu: this index has no hierarchical facet"))
  }

  @Test("on the demo index, menu Audio > Speaker filters to the speakers")
  func demo() async throws {
    let (transcript, status) = await DemoSession.run(["menu Audio > Speaker", "clear", "menu"])
    #expect(status == 0)
    #expect(transcript.output.contains("All > Audio > Speaker\n"))
    #expect(transcript.output.contains("\n* Audio "))
    #expect(transcript.output.contains("\n  * Speaker "))
    #expect(transcript.output.contains("\nAll\n  Accessories "))
  }
}
