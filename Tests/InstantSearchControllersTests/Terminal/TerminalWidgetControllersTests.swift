import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import Testing

@Suite("Terminal widget controllers")
@MainActor
struct TerminalWidgetControllersTests {
  @Test("hits are a table numbered from the page's first position, matches marked")
  func hits() {
    let terminal = ScriptedTerminal()
    let controller = TerminalHitsController(terminal: terminal.io, redrawsOnChange: true)
    #expect(controller.text == "no hits\n")
    let hits = (1...10).map {
      Hit(json: [
        "objectID": .string("\($0)"), "name": .string("item \($0)"),
        "_highlightResult": [
          "name": ["value": .string("<em>item</em> \($0)"), "matchLevel": "full"],
          "brand": ["value": "<em>Acme</em>", "matchLevel": "full"],
        ],
      ])
    }
    let response = SearchResponse(hits: hits, nbHits: 100, page: 9, nbPages: 10, hitsPerPage: 10)
    let interactor = HitsInteractor()
    interactor.connectController(controller)
    interactor.update(response)
    let lines = terminal.output.split(separator: "\n")
    #expect(lines[0] == "#    objectID  name       matches")
    #expect(lines[2] == "91   1         [item] 1   brand: [Acme]")
    #expect(lines.last == "100  10        [item] 10  brand: [Acme]")
    let colored = TerminalHitsController(
      terminal: terminal.io, style: TerminalStyle(isColored: true))
    colored.setHits(hits, response: response)
    #expect(colored.lines(limit: 1)[2].contains("\u{1B}[1;33mitem\u{1B}[0m 1"))
    #expect(colored.lines(limit: 1).count == 3)
  }

  @Test(
    "the title column is the first title attribute the hits have, else a text attribute",
    arguments: [
      (["name": "A", "title": "B", "objectID": "1"], "name"),
      (["title": "B", "objectID": "1"], "title"),
      (["objectID": "1", "price": 3, "color": "red"], "color"),
      (["objectID": "1"], nil),
    ] as [(JSONObject, String?)])
  func titleAttribute(json: JSONObject, attribute: String?) {
    #expect(TerminalHitsController.titleAttribute(of: [Hit(json: json)]) == attribute)
  }

  @Test("facet values get a count and a bar and are picked by position or value")
  func facetList() throws {
    let terminal = ScriptedTerminal(script: ["2", "nope", ""])
    let controller = TerminalFacetListController(
      terminal: terminal.io, title: "brand", barWidth: 10)
    let interactor = FacetListInteractor(facets: [
      Facet(value: "Sony", count: 1200), Facet(value: "Apple", count: 600),
      Facet(value: "LG", count: 1),
    ])
    interactor.selections = ["Sony"]
    interactor.connectController(controller)
    #expect(
      controller.text == """
        brand
        * Sony   1,200  ██████████
          Apple    600  █████
          LG         1  ▏

        """)
    #expect(controller.lines(limit: 1) == ["* Sony  1,200  ██████████"])
    var clicked: [Set<String>] = []
    interactor.onSelectionsComputed.subscribe(with: controller) { _, value in clicked.append(value)
    }
    #expect(controller.ask() == "Apple")
    #expect(controller.ask() == nil)
    #expect(terminal.output.hasSuffix("no item 'nope': choose a number from 1 to 3\n"))
    #expect(controller.ask() == nil)
    try controller.select("lg")
    #expect(clicked == [["Sony", "Apple"], ["Sony", "LG"]])
    #expect(throws: TerminalInputError.noSuchItem("4", count: 3)) { try controller.select("4") }
  }

  @Test("the stats line names the index and the page, and groups thousands")
  func statsLine() {
    let controller = TerminalStatsController(terminal: ScriptedTerminal().io)
    let stats = SearchStats(
      totalHitsCount: 12_345, hitsPerPage: 20, pagesCount: 50, page: 1, processingTimeMS: 3,
      query: "phone")
    #expect(
      controller.line(for: stats, indexName: "products")
        == "12,345 hits in 3 ms · index products · page 2/50 · query \"phone\"")
    let none = SearchStats(totalHitsCount: 0, hitsPerPage: 20, pagesCount: 0, page: 0)
    #expect(controller.line(for: none, indexName: nil) == "0 hits · no pages")
  }

  @Test("current filters are numbered and removed by number")
  func currentFilters() throws {
    let terminal = ScriptedTerminal()
    let controller = TerminalCurrentFiltersController(terminal: terminal.io)
    #expect(controller.text == "  (no filters)\n")
    #expect(throws: TerminalInputError.noSuchItem("1", count: 0)) {
      try controller.remove(number: 1)
    }
    let filterState = FilterState()
    filterState[and: "color"].add(Filter.Facet(attribute: "color", stringValue: "red"))
    filterState[or: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "sony"))
    filterState.notifyChange()
    let connector = CurrentFiltersConnector(filterState: filterState, controller: controller)
    #expect(
      controller.text.hasPrefix("  1. brand: sony  (or<brand>)\n  2. color: red  (and<color>)\n"))
    try controller.remove(number: 2)
    #expect(filterState.filtersString == #"( "brand":"sony" )"#)
    #expect(connector.interactor.items.count == 1)
  }

  @Test("stats, loading and search box")
  func smallControllers() {
    let terminal = ScriptedTerminal(script: ["  phone  "])
    let stats = TerminalStatsController(terminal: terminal.io, redrawsOnChange: true)
    stats.setItem("3 hits")
    let loading = TerminalLoadingController(terminal: terminal.io)
    loading.setItem(true)
    loading.setItem(true)
    loading.setItem(false)
    #expect(terminal.output == "3 hits\nsearching...\n")
    let searchBox = TerminalSearchBoxController(terminal: terminal.io)
    let interactor = SearchBoxInteractor()
    interactor.connectController(searchBox)
    var submitted: [String?] = []
    interactor.onQuerySubmitted.subscribe(with: searchBox) { _, query in submitted.append(query) }
    #expect(searchBox.ask() == "phone")
    #expect(interactor.query == "phone")
    #expect(submitted == ["phone"])
    searchBox.type("tv")
    #expect(interactor.query == "tv")
    interactor.query = "radio"
    #expect(searchBox.query == "radio")
    #expect(searchBox.ask() == nil)
  }
}

@Suite("Terminal pagination controller")
@MainActor
struct TerminalPaginationControllerTests {
  @Test("the line counts pages from 1, and a number out of range is an error naming the range")
  func pagination() throws {
    let terminal = ScriptedTerminal()
    let controller = TerminalPaginationController(terminal: terminal.io, redrawsOnChange: true)
    #expect(controller.text == "no pages\n")
    let interactor = PaginationInteractor()
    interactor.connectController(controller)
    interactor.item = PaginationState(page: 1, pagesCount: 5)
    #expect(terminal.output.hasSuffix("page 2/5: 1 [2] 3 4 5\n"))
    controller.padding = 2
    interactor.item = PaginationState(page: 2, pagesCount: 50)
    #expect(controller.text == "page 3/50: 1 2 [3] 4 5 … 50\n")
    interactor.item = PaginationState(page: 3, pagesCount: 50)
    #expect(controller.pageList == "1 2 3 [4] 5 6 … 50")
    interactor.item = PaginationState(page: 48, pagesCount: 50)
    #expect(controller.pageList == "1 … 46 47 48 [49] 50")
    interactor.item = PaginationState(page: 1, pagesCount: 5)
    var selected: [Int] = []
    interactor.onPageSelected.subscribe(with: controller) { _, page in selected.append(page) }
    try controller.select(number: 5)
    #expect(selected == [4])
    #expect(throws: TerminalInputError.noSuchItem("6", count: 5)) {
      try controller.select(number: 6)
    }
    #expect(selected == [4])
    interactor.item = PaginationState(page: 0, pagesCount: 0)
    #expect(controller.text == "no pages\n")
  }
}
