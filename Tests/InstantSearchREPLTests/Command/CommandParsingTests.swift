import Testing

@testable import InstantSearchREPL

@Suite("Command parsing")
struct CommandParsingTests {
  @Test(
    "Lines become commands",
    arguments: [
      ("help", HelpCommand() as any SessionCommand),
      ("help filter", HelpCommand(command: "filter")),
      ("search red shoes ", SearchCommand(text: "red shoes")),
      ("search", SearchCommand(text: "")),
      ("red shoes", SearchCommand(text: "red shoes")),
      ("  don't stop", SearchCommand(text: "don't stop")),
      ("search don't", SearchCommand(text: "don't")),
      ("hits", HitsCommand()),
      ("hits 5", HitsCommand(limit: 5)),
      ("indices", IndicesCommand()),
      ("sort", SortCommand()),
      ("sort 2", SortCommand(target: "2")),
      ("sort products_price_asc", SortCommand(target: "products_price_asc")),
      ("facets brand", FacetsCommand(attribute: "brand")),
      ("facets brand 3", FacetsCommand(attribute: "brand", limit: 3)),
      (
        "filter add or:brand brand:\"Dolce & Gabbana\"",
        FilterCommand(
          adding: true, group: GroupArgument(kind: .orFacet, name: "brand"),
          expression: "brand:\"Dolce & Gabbana\"", column: 21)
      ),
      (
        "filter rm or:price:numeric price > 10",
        FilterCommand(
          adding: false, group: GroupArgument(kind: .orNumeric, name: "price"),
          expression: "price > 10", column: 28)
      ),
      (
        "filter add and:brand brand:Levi's",
        FilterCommand(
          adding: true, group: GroupArgument(kind: .and, name: "brand"),
          expression: "brand:Levi's", column: 22)
      ),
      ("filters", FiltersCommand()),
      ("clear", ClearCommand()),
      (
        "clear or:brand and:color",
        ClearCommand(
          target: .groups([.init(kind: .orFacet, name: "brand"), .init(kind: .and, name: "color")])
        )
      ),
      (
        "clear --except or:tags:tag",
        ClearCommand(target: .except([.init(kind: .orTag, name: "tags")]))
      ),
      ("page next", PageCommand(target: .next)),
      ("page prev", PageCommand(target: .previous)),
      ("page 3", PageCommand(target: .number(3))),
      ("plugins", PluginsCommand()),
      ("plugin load ./libMenu.so", PluginCommand(path: "./libMenu.so")),
      ("use sortby menu", UseCommand(widget: .sortby, controllerID: "menu")),
      ("use clear terminal", UseCommand(widget: .clear, controllerID: "terminal")),
      ("use hits x/hits", UseCommand(widget: .plugin(.hits), controllerID: "x/hits")),
      (
        "use facets brand x/f",
        UseCommand(widget: .plugin(.facets(attribute: "brand")), controllerID: "x/f")
      ),
      // The kinds' names, and the older words kept as aliases.
      ("use pagination x/p", UseCommand(widget: .plugin(.pages), controllerID: "x/p")),
      ("use pages x/p", UseCommand(widget: .plugin(.pages), controllerID: "x/p")),
      ("use hierarchical-menu x/m", UseCommand(widget: .plugin(.menu), controllerID: "x/m")),
      ("use custom-data x/d", UseCommand(widget: .plugin(.data), controllerID: "x/d")),
      ("use dynamic-facets x/d", UseCommand(widget: .plugin(.dynamic), controllerID: "x/d")),
      ("use filter-list x/l", UseCommand(widget: .plugin(.list), controllerID: "x/l")),
      ("use multi-index-hits x/s", UseCommand(widget: .plugin(.sections), controllerID: "x/s")),
      ("use search-box x/s", UseCommand(widget: .plugin(.search), controllerID: "x/s")),
      ("use current-filters x/c", UseCommand(widget: .plugin(.filters), controllerID: "x/c")),
      ("use relevant-sort x/r", UseCommand(widget: .plugin(.relevant), controllerID: "x/r")),
      (
        "use facet-list brand x/f",
        UseCommand(widget: .plugin(.facets(attribute: "brand")), controllerID: "x/f")
      ),
      (
        "use number-range price x/r",
        UseCommand(widget: .plugin(.range(attribute: "price")), controllerID: "x/r")
      ),
      ("tell pagination 3", TellCommand(widget: .pages, text: "3")),
      ("tell pages 3", TellCommand(widget: .pages, text: "3")),
      ("open demo", OpenCommand(path: "demo")),
      ("open '/data/my folder'", OpenCommand(path: "/data/my folder")),
      ("connect algolia", ConnectCommand()),
      (
        "connect algolia --host http://127.0.0.1:8080 --host h2",
        ConnectCommand(hosts: ["http://127.0.0.1:8080", "h2"])
      ),
      ("quit", QuitCommand()),
      ("exit", QuitCommand()),
    ]
  )
  func parse(line: String, expected: any SessionCommand) throws {
    let parsed = try #require(try CommandRegistry.parse(line))
    let same = Self.same(parsed, expected)
    #expect(same, "\(parsed)")
  }

  /// Whether two parsed commands are the same type with the same arguments.
  private static func same<C: SessionCommand>(_ left: C, _ right: any SessionCommand) -> Bool {
    (right as? C) == left
  }

  @Test("A blank line is nothing")
  func blank() throws {
    #expect(try CommandRegistry.parse("") == nil)
    #expect(try CommandRegistry.parse("   ") == nil)
  }

  @Test(
    "Wrong arguments say what is wrong and where",
    arguments: [
      (
        "hits x",
        "hits: \"x\" is not a positive number (col 6); usage: hits [N] | hits more | hits per page N"
      ),
      ("indices now", "indices: takes no arguments (col 9); usage: indices"),
      (
        "filter add xor:brand brand:a",
        "bad group \"xor:brand\" at col 12: expected and:NAME, or:NAME, or:NAME:numeric, or:NAME:tag or hierarchical:NAME"
      ),
      (
        "filter add or:brand",
        "filter: expected a group and a filter; usage: filter add|rm GROUP EXPR"
      ),
      (
        "filter put or:b b:a", "filter: expected add or rm (col 8); usage: filter add|rm GROUP EXPR"
      ),
      (
        "clear --except",
        "clear: --except needs at least one group; usage: clear [--except] [GROUP...]"
      ),
      (
        "page 0",
        "page: expected next, prev, first, last or a page number from 1 (col 6); usage: "
          + "page next|prev|first|last|N"
      ),
      (
        "use map x",
        "use: unknown widget \"map\" (sortby, clear, search-box, hits, facet-list,"
          + " current-filters, stats, loading, pagination, hierarchical-menu, number-range,"
          + " toggle, relevant-sort, custom-data, dynamic-facets, number, filter-list,"
          + " multi-index-hits, infinite, breadcrumb, perpage) (col 5); usage:"
          + " use sortby|clear|search-box|hits|current-filters|stats|loading|pagination|"
          + "hierarchical-menu|relevant-sort|custom-data|dynamic-facets|filter-list|"
          + "multi-index-hits|infinite|breadcrumb|perpage CONTROLLER-ID"
          + " | use facet-list|number-range|toggle|number ATTRIBUTE CONTROLLER-ID"
      ),
      ("open 'unfinished", "unterminated quote at col 6"),
      (
        "connect algolia --port 1",
        "connect: unexpected \"--port\" (col 17); usage: connect algolia [--host URL]..."
      ),
      (
        "connect algolia --host",
        "connect: --host needs a URL; usage: connect algolia [--host URL]..."
      ),
    ]
  )
  func errors(line: String, message: String) {
    #expect(throws: CommandError.self) { try CommandRegistry.parse(line) }
    do {
      _ = try CommandRegistry.parse(line)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("Every name and alias finds its command; help, parsing and completion share them")
  func registry() {
    for name in CommandRegistry.names {
      #expect(CommandRegistry.command(named: name) != nil, "\(name)")
    }
    let exit = CommandRegistry.command(named: "exit").map(ObjectIdentifier.init)
    #expect(exit == ObjectIdentifier(QuitCommand.self))
    #expect(CommandRegistry.command(named: "nothing") == nil)
    #expect(Set(CommandRegistry.commands.map { $0.name }).count == CommandRegistry.commands.count)
  }

  @Test(
    "Command names are read in any case; a slip of one is refused with the closest name",
    arguments: [
      ("HELP", "help"), ("Sort 1", "sort"), ("fitler add or:a a:b", nil), ("hlep", nil),
      ("hat", "search"), ("red shoes", "search"), ("sorts", nil),
    ] as [(String, String?)])
  func names(line: String, name: String?) throws {
    if let name {
      #expect(try CommandRegistry.parse(line)?.name == name)
    } else {
      #expect(throws: CommandError.self) { try CommandRegistry.parse(line) }
    }
  }

  @Test("The suggestion names the closest command and how to search instead")
  func suggestion() {
    #expect(
      throws: CommandError.unknownCommand("fitler", suggestion: "filter")
    ) { try CommandRegistry.parse("fitler add or:brand brand:a") }
    #expect(CommandRegistry.suggestion(for: "serach") == "search")
    #expect(CommandRegistry.suggestion(for: "shirt") == nil)
    #expect(
      CommandError.unknownCommand("fitler", suggestion: "filter").description
        == "unknown command \"fitler\"; did you mean `filter`? "
        + "(to search for the line, start it with search)")
  }
}
