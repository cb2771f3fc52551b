import InstantSearchCore
import InstantSearchLocal
import LineEditor
import Testing

@testable import InstantSearchREPL

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

@Suite("menu ATTRIBUTE picks one of several hierarchies")
@MainActor
struct MenuHierarchyTests {
  /// A session on an index with two hierarchies, `categories` and `places`.
  static func twoHierarchies() async throws -> (Session, Transcript) {
    let client = LocalClient()
    let records: [JSON] = [
      [
        "objectID": "1", "brand": "Acme", "categories": ["lvl0": "Shoes"],
        "places": ["lvl0": "Europe"],
      ],
      ["objectID": "2", "categories": ["lvl0": "Hats"], "places": ["lvl0": "Asia"]],
      ["objectID": "3", "categories": ["lvl0": "Shoes"], "places": ["lvl0": "Asia"]],
    ]
    _ = try client.addIndex(
      named: "things", records: records,
      settings: ["attributesForFaceting": ["categories.lvl0", "places.lvl0", "brand"]])
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript))
    _ = try await session.open(
      service: client, sourceName: "things", primaries: [], notes: [], indexName: "things")
    return (session, transcript)
  }

  @Test("menu NAME shows that hierarchy, menu NAME VALUE selects in it, menu alone keeps it")
  func picks() async throws {
    let (session, transcript) = try await Self.twoHierarchies()
    #expect(await session.execute("menu") == .succeeded)
    #expect(transcript.output.contains("All\n  Hats   1\n  Shoes  2\n"))
    #expect(await session.execute("menu places Asia") == .succeeded)
    #expect(transcript.output.contains("All > Asia\n* Asia    2\n  Europe  1\n2 hits"))
    #expect(await session.execute("menu") == .succeeded)
    #expect(transcript.output.hasSuffix("All > Asia\n* Asia    2\n  Europe  1\n"))
    #expect(await session.execute("menu categories off") == .succeeded)
    #expect(session.stack?.filterState.filtersString == nil)
    #expect(await session.execute("menu off") == .succeeded)
  }

  @Test("a name that is no hierarchy is an error listing the hierarchies")
  func unknown() async throws {
    let (session, transcript) = try await Self.twoHierarchies()
    #expect(await session.execute("menu brand") == .failed)
    #expect(
      transcript.errors.contains(
        "menu: \"brand\" is not a hierarchical facet; hierarchies: categories, places"))
    #expect(await session.execute("menu Toys") == .failed)
    #expect(transcript.errors.contains("hierarchies: categories, places)"))
  }

  @Test("on the demo, menu hierarchicalCategories Audio > Speaker selects the path")
  func demo() async throws {
    let (transcript, status) = await DemoSession.run([
      "menu hierarchicalCategories Audio > Speaker", "menu hierarchicalCategories.lvl1",
    ])
    #expect(status == 1)
    #expect(transcript.output.contains("All > Audio > Speaker\n"))
    #expect(transcript.errors.contains("\"hierarchicalCategories.lvl1\" is not a hierarchical"))
  }

  @Test("on a small terminal a selection keeps the breadcrumb on screen, with fewer hits")
  func smallTerminal() async throws {
    let transcript = Transcript()
    var configuration = SessionConfiguration.testing(transcript)
    configuration.rows = { 24 }
    let session = Session(configuration: configuration)
    #expect(await session.start(LaunchOptions()) == .succeeded)
    let opened = transcript.output.count
    #expect(await session.execute("menu Audio > Speaker") == .succeeded)
    let lines = transcript.output.dropFirst(opened).split(separator: "\n")
    #expect(lines.first == "All > Audio > Speaker")
    #expect(lines.count <= 22, "the command line and the prompt fit too")
    #expect(lines.contains { $0.hasPrefix("… ") && $0.hasSuffix("more on this page: hits") })
  }

  @Test("a tree taller than the terminal is cut, the rows left out counted")
  func fitted() {
    let head = ["All > A"] + (1...30).map { "row \($0)" }
    let lines = MenuCommand.fitted(head: head, rows: 20, style: .plain) { limit in
      ["stats"] + (0..<limit).map { "hit \($0)" }
    }
    #expect(lines.count == 18)
    #expect(lines.first == "All > A" && lines.last == "stats")
    #expect(lines[16] == "… 15 more rows of the tree on a taller terminal")
    let untouched = MenuCommand.fitted(head: head, rows: 0, style: .plain) { _ in ["stats"] }
    #expect(untouched == head + ["stats"])
  }
}
