import InstantSearchConnectors
import InstantSearchCore
import InstantSearchPluginControllers
import InstantSearchPluginHost
import InstantSearchTestSupport
import Testing

/// Pagination, infinite hits, toggle, number range, hits per page, the hierarchical menu,
/// dynamic facets and query rule custom data driven by plugin controllers through their
/// connectors, as built-in controllers are; the plugin is the fixture with a controller of
/// every 1.2 kind, which records what it is shown and turns input into its kind's event.
@Suite("Plugin controllers of the paging, filter and rule widgets")
@MainActor
struct FilterWidgetPluginControllerTests {
  let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))

  init() throws {
    try registry.load(
      FixtureBuilder.build(
        "widget_kinds_plugin.c", output: "WidgetKindsControllers",
        defines: [FixtureBuilder.string("FIXTURE_ID", "test.kinds.controllers")]))
    try registry.load(ProductsDirectory.library("JSONLinesPlugin"))
  }

  /// A searcher whose service answers `nbHits` hits in pages of `hitsPerPage`, with a price
  /// facet's stats, a category tree, a rule's facet ordering and custom data, and the service.
  func searcher(nbHits: Int = 95) -> (HitsSearcher, FakeSearchService) {
    let service = FakeSearchService { queries in
      queries.map { query in
        let size = max(query.query.hitsPerPage ?? 20, 1)
        let page = query.query.page ?? 0
        let count = max(0, min(size, nbHits - page * size))
        var response = SearchResponse(
          hits: (0..<count).map { Hit(json: ["objectID": .string("\(page * size + $0)")]) },
          nbHits: nbHits, page: page, nbPages: (nbHits + size - 1) / size, hitsPerPage: size)
        response.facetsStats = ["price": FacetStats(min: 5, max: 250, avg: 50, sum: 500)]
        response.facets = [
          "free_shipping": ["true": 12], "brand": ["sony": 3, "lg": 1],
          "categories.lvl0": ["Audio": 5, "TV": 3], "categories.lvl1": ["Audio > Speaker": 2],
        ]
        response.additional["renderingContent"] = [
          "facetOrdering": ["facets": ["order": ["brand", "free_shipping"]]]
        ]
        response.additional["userData"] = [["banner": "sale"]]
        return response
      }
    }
    return (HitsSearcher(service: service, indexName: "products"), service)
  }

  @Test("pagination shows the page and the page count, and a chosen page is searched")
  func pagination() async throws {
    let (searcher, service) = searcher()
    let pages: PluginPaginationController = try controller("pagination")
    let connector = PaginationConnector(searcher: searcher, controller: pages)
    searcher.search()
    await service.waitForCalls(1)
    try await waitUntil { pages.render().contains("page 0 of 5") }
    #expect(pages.handleInput("3"))
    #expect(searcher.query.page == 3)
    await service.waitForCalls(2)
    #expect(service.calls.last?.queries.first?.query.page == 3)
    connector.disconnect()
  }

  @Test("infinite hits tell the plugin the pages loaded, and its load-more loads the next page")
  func infiniteHits() async throws {
    let (searcher, service) = searcher(nbHits: 30)
    searcher.query.hitsPerPage = 20
    let list: PluginInfiniteHitsController = try controller("pagination")
    let connector = InfiniteHitsConnector(searcher: searcher, controller: list)
    searcher.search()
    await service.waitForCalls(1)
    try await waitUntil { list.render().contains("page 0 of 2") }
    #expect(list.handleInput("more"))
    await service.waitForCalls(2)
    #expect(service.calls.last?.queries.first?.query.page == 1)
    try await waitUntil { list.render().contains("page 1 of 2") }
    connector.disconnect()
  }

  @Test("a toggle shows label, state and count; switching it adds and removes the filter")
  func toggle() async throws {
    let (searcher, service) = searcher()
    let (filterState, filters) = filtered(searcher)
    defer { filters.disconnect() }
    let toggle: PluginFilterToggleController = try controller("toggle")
    let connector = FilterToggleConnector(
      searcher: searcher, filterState: filterState, attribute: "free_shipping", value: "true",
      controller: toggle)
    #expect(toggle.render().contains("toggle free_shipping: true off"))
    #expect(toggle.handleInput("off"))
    #expect(!connector.interactor.isSelected)
    #expect(toggle.handleInput("on"))
    #expect(connector.interactor.isSelected)
    #expect(filterState.getFilters().count == 1)
    #expect(toggle.render().contains("toggle free_shipping: true on"))
    await service.waitForCalls(1)
    #expect(toggle.handleInput("off"))
    #expect(filterState.getFilters().isEmpty)
    connector.disconnect()
  }

  @Test("a number range shows the bounds and applies a chosen range, open ends taking bounds")
  func numberRange() async throws {
    let (searcher, service) = searcher()
    let (filterState, filters) = filtered(searcher)
    defer { filters.disconnect() }
    let range: PluginNumberRangeController = try controller("number-range")
    range.attribute = "price"
    let connector = NumberRangeConnector(
      searcher: searcher, filterState: filterState, attribute: "price", controller: range)
    searcher.search()
    await service.waitForCalls(1)
    try await waitUntil { range.render().contains("range price bounds yes 5..250") }
    #expect(range.handleInput("20 -"))
    #expect(connector.interactor.range == 20...250)
    #expect(range.render().hasSuffix("lower yes 20 upper yes 250\n"))
    #expect(range.handleInput("100 10"))
    #expect(connector.interactor.range == 10...100)
    #expect(filterState.getFilters().count == 1)
    #expect(range.handleInput("- -"))
    #expect(connector.interactor.range == nil)
    #expect(filterState.getFilters().isEmpty)
    connector.disconnect()
  }

  @Test("hits per page shows its sizes through a plugin segment, and a choice sets the size")
  func hitsPerPage() async throws {
    let (searcher, service) = searcher()
    let terminal = ScriptedTerminal(["1"])
    let sizes = try registry.makeSegmentController(
      "org.instantsearch.jsonlines/segment", terminal: terminal.io)
    let connector = HitsPerPageConnector(searcher: searcher, sizes: [10, 20, 50], selected: 0)
    let connection = connector.interactor.connectController(sizes) { "\($0) per page" }
    #expect(terminal.output.contains(#""title":"20 per page""#))
    #expect(sizes.present())
    #expect(searcher.query.hitsPerPage == 20)
    await service.waitForCalls(1)
    #expect(service.calls.last?.queries.first?.query.hitsPerPage == 20)
    connection.disconnect()
    connector.disconnect()
  }

  @Test("a size typed for the hits-per-page plugin is the fixture's choice: it is set and searched")
  func typedHitsPerPage() async throws {
    let (searcher, service) = searcher()
    try registry.load(
      FixtureBuilder.build(
        "fixture_plugin.c", output: "PerPagePick",
        defines: [FixtureBuilder.string("FIXTURE_ID", "test.kinds.pick")]))
    let terminal = ScriptedTerminal(["0"])
    let pick: PluginSegmentController = try registry.makeController(
      "test.kinds.pick/pick", terminal: terminal.io)
    let connector = HitsPerPageConnector(searcher: searcher, sizes: [10, 20, 50], selected: 0)
    let connection = connector.interactor.connectController(pick) { "\($0) per page" }
    // As `tell` hands it over: through the protocol, not the concrete type.
    let told: any PluginBackedController = pick
    #expect(told.handleInput("2"))
    #expect(searcher.query.hitsPerPage == 50)
    await service.waitForCalls(1)
    #expect(service.calls.last?.queries.first?.query.hitsPerPage == 50)
    // The plugin read the typed line, not the terminal's.
    #expect(terminal.prompts.isEmpty)
    connection.disconnect()
    connector.disconnect()
  }

  @Test("a typed answer that is no size leaves the size, and the plugin's next question ends")
  func typedHitsPerPageRefused() throws {
    let (searcher, _) = searcher()
    let terminal = ScriptedTerminal(["1"])
    let sizes: PluginSegmentController = try registry.makeController(
      "org.instantsearch.jsonlines/segment", terminal: terminal.io)
    let connector = HitsPerPageConnector(searcher: searcher, sizes: [10, 20, 50], selected: 0)
    let connection = connector.interactor.connectController(sizes) { "\($0) per page" }
    #expect(!sizes.handleInput("9"))
    #expect(terminal.output.contains(#"{"event":"error","message":"no option with key 9"}"#))
    #expect(!sizes.handleInput(""))
    #expect(terminal.output.contains(#"{"event":"cancelled"}"#))
    #expect(searcher.query.hitsPerPage == 10)
    #expect(terminal.prompts.isEmpty)
    connection.disconnect()
    connector.disconnect()
  }

  /// The fixture's controller `id` as the adapter asked for.
  func controller<Controller: PluginBackedController>(_ id: String) throws -> Controller {
    try registry.makeController("test.kinds.controllers/\(id)", terminal: ScriptedTerminal().io)
  }

  /// A filter state that `searcher` follows, and the connection to disconnect.
  func filtered(_ searcher: HitsSearcher) -> (FilterState, HitsSearcherFilterStateConnection) {
    let filterState = FilterState()
    return (filterState, searcher.connectFilterState(filterState))
  }

  /// Waits, yielding to the main actor, until `condition` holds (the searcher delivers its
  /// results on the main actor after the service answered).
  func waitUntil(_ condition: () -> Bool) async throws {
    #expect(await eventually(condition))
  }
}
