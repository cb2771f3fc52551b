import InstantSearchREPL
import Testing

@Suite("Command parsing")
struct CommandParsingTests {
  @Test(
    "Lines become commands",
    arguments: [
      ("help", Command.help(nil)),
      ("help filter", .help("filter")),
      ("search red shoes ", .search("red shoes")),
      ("search", .search("")),
      ("red shoes", .search("red shoes")),
      ("  don't stop", .search("don't stop")),
      ("search don't", .search("don't")),
      ("hits", .hits(nil)),
      ("hits 5", .hits(5)),
      ("indices", .indices),
      ("sort", .sort(nil)),
      ("sort 2", .sort("2")),
      ("sort products_price_asc", .sort("products_price_asc")),
      ("facets brand", .facets("brand", limit: nil)),
      ("facets brand 3", .facets("brand", limit: 3)),
      (
        "filter add or:brand brand:\"Dolce & Gabbana\"",
        .filterAdd(
          GroupArgument(kind: .orFacet, name: "brand"), expression: "brand:\"Dolce & Gabbana\"",
          column: 21)
      ),
      (
        "filter rm or:price:numeric price > 10",
        .filterRemove(
          GroupArgument(kind: .orNumeric, name: "price"), expression: "price > 10", column: 28)
      ),
      (
        "filter add and:brand brand:Levi's",
        .filterAdd(GroupArgument(kind: .and, name: "brand"), expression: "brand:Levi's", column: 22)
      ),
      ("filters", .filters),
      ("clear", .clear(.all)),
      (
        "clear or:brand and:color",
        .clear(.groups([.init(kind: .orFacet, name: "brand"), .init(kind: .and, name: "color")]))
      ),
      ("clear --except or:tags:tag", .clear(.except([.init(kind: .orTag, name: "tags")]))),
      ("page next", .page(.next)),
      ("page prev", .page(.previous)),
      ("page 3", .page(.number(3))),
      ("plugins", .plugins),
      ("plugin load ./libMenu.so", .pluginLoad("./libMenu.so")),
      ("use sortby menu", .use(.sortby, controllerID: "menu")),
      ("use clear terminal", .use(.clear, controllerID: "terminal")),
      ("open demo", .open("demo")),
      ("open '/data/my folder'", .open("/data/my folder")),
      ("connect algolia", .connectAlgolia(hosts: [])),
      (
        "connect algolia --host http://127.0.0.1:8080 --host h2",
        .connectAlgolia(hosts: ["http://127.0.0.1:8080", "h2"])
      ),
      ("quit", .quit),
      ("exit", .quit),
    ]
  )
  func parse(line: String, expected: Command) throws {
    #expect(try Command.parse(line) == expected)
  }

  @Test("A blank line is nothing")
  func blank() throws {
    #expect(try Command.parse("") == nil)
    #expect(try Command.parse("   ") == nil)
  }

  @Test(
    "Wrong arguments say what is wrong and where",
    arguments: [
      ("hits x", "hits: \"x\" is not a positive number (col 6); usage: hits [N]"),
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
        "page: expected next, prev or a page number from 1 (col 6); usage: page next|prev|N"
      ),
      (
        "use facets x",
        "use: unknown widget \"facets\" (sortby or clear) (col 5); usage: use sortby|clear CONTROLLER-ID"
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
    #expect(throws: CommandError.self) { try Command.parse(line) }
    do {
      _ = try Command.parse(line)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("Every command has a reference entry, and help lists them")
  func reference() {
    for name in CommandReference.names {
      #expect(CommandReference.entry(named: name) != nil, "\(name)")
    }
    #expect(CommandReference.entry(named: "nothing") == nil)
  }
}
