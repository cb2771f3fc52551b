import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import Testing

@Suite("Terminal widget controllers")
@MainActor
struct TerminalWidgetControllersTests {
  @Test("hits are numbered from the page's first position")
  func hits() {
    let terminal = ScriptedTerminal()
    let controller = TerminalHitsController(terminal: terminal.io, redrawsOnChange: true)
    #expect(controller.text == "  (no hits)\n")
    let hits = (1...10).map {
      Hit(json: ["objectID": .string("\($0)"), "name": .string("item \($0)")])
    }
    let response = SearchResponse(hits: hits, nbHits: 100, page: 9, nbPages: 10, hitsPerPage: 10)
    let interactor = HitsInteractor()
    interactor.connectController(controller)
    interactor.update(response)
    #expect(terminal.output.hasPrefix("   91. item 1\n   92. item 2\n"))
    #expect(terminal.output.hasSuffix("  100. item 10\n"))
  }

  @Test(
    "the default hit presenter",
    arguments: [
      (["name": "A", "title": "B", "objectID": "1"], "A"),
      (["title": "B", "objectID": "1"], "B"),
      (["objectID": "1"], "1"),
    ] as [(JSONObject, String)])
  func hitPresenter(json: JSONObject, text: String) {
    #expect(TerminalHitsController.defaultPresenter(Hit(json: json)) == text)
  }

  @Test("facet values get a bar per count and are picked by number or value")
  func facetList() throws {
    let terminal = ScriptedTerminal(script: ["2", "nope", ""])
    let controller = TerminalFacetListController(
      terminal: terminal.io, title: "brand", barWidth: 10)
    let interactor = FacetListInteractor(facets: [
      Facet(value: "Sony", count: 120), Facet(value: "Apple", count: 60),
      Facet(value: "LG", count: 1),
    ])
    interactor.selections = ["Sony"]
    interactor.connectController(controller)
    #expect(
      controller.text == """
        brand
          1. [x] Sony   ██████████ 120
          2. [ ] Apple  █████      60
          3. [ ] LG     █          1

        """)
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

  @Test(
    "bar lengths are proportional, at least 1 for a non-zero count",
    arguments: [(0, 100, 0), (1, 100, 1), (50, 100, 10), (100, 100, 20), (74, 100, 15), (7, 0, 0)])
  func barLength(count: Int, maxCount: Int, length: Int) {
    #expect(TerminalFacetListController.barLength(count, of: maxCount, width: 20) == length)
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
    #expect(controller.text == "page 1/1\n")
    let interactor = PaginationInteractor()
    interactor.connectController(controller)
    interactor.item = PaginationState(page: 1, pagesCount: 5)
    #expect(terminal.output.hasSuffix("page 2/5\n"))
    var selected: [Int] = []
    interactor.onPageSelected.subscribe(with: controller) { _, page in selected.append(page) }
    try controller.select(number: 5)
    #expect(selected == [4])
    #expect(throws: TerminalInputError.noSuchItem("6", count: 5)) {
      try controller.select(number: 6)
    }
    #expect(selected == [4])
  }
}
