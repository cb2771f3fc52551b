import InstantSearchConnectors
import InstantSearchCore
import InstantSearchPluginControllers
import InstantSearchPluginHost
import InstantSearchTerminal
import InstantSearchTestSupport
import Testing

/// Plugin controllers bound by the connectors exactly like built-in controllers.
@Suite("Plugin controllers bound by connectors")
@MainActor
struct PluginConnectorTests {
  let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))

  init() throws {
    try registry.load(ProductsDirectory.library("MenuSegmentPlugin"))
    try registry.load(ProductsDirectory.library("JSONLinesPlugin"))
  }

  /// `and<color>` {color:red}, `or<brand>` {brand:sony}.
  static func filterState() -> FilterState {
    let state = FilterState()
    state.add(
      Filter.Facet(attribute: "color", stringValue: "red"), toGroupWithID: .and(name: "color"))
    state.add(
      Filter.Facet(attribute: "brand", stringValue: "sony"),
      toGroupWithID: .or(name: "brand", filterType: .facet))
    return state
  }

  @Test(
    "selecting an index through a plugin segment controller switches the searcher's index",
    arguments: ["org.instantsearch.menu/menu", "org.instantsearch.jsonlines/segment"])
  func selectIndex(_ controllerID: String) async throws {
    // The Swift menu takes a position (3 = the third option), the JSON one a key.
    let answer = controllerID.hasSuffix("/menu") ? "3" : "2"
    let terminal = ScriptedTerminal([answer])
    let controller = try registry.makeSegmentController(controllerID, terminal: terminal.io)
    let service = FakeSearchService { queries in
      queries.map { _ in SearchResponse(hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20) }
    }
    let searcher = HitsSearcher(service: service, indexName: "products")
    searcher.query.page = 4
    let titles = [
      "products": "Default", "products_price_asc": "Price ↑", "products_price_desc": "Price ↓",
    ]
    let connector = SortByConnector(
      searcher: searcher,
      indicesNames: ["products", "products_price_asc", "products_price_desc"],
      controller: controller, presenter: { titles[$0] ?? $0 })
    #expect(connector.interactor.selected == 0)
    #expect(terminal.output.contains("Price ↓"))

    #expect(controller.present())
    #expect(connector.interactor.selected == 2)
    #expect(connector.selectedIndexName == "products_price_desc")
    #expect(searcher.indexName == "products_price_desc")
    #expect(searcher.query.page == 0)
    await service.waitForCalls(1)
    #expect(service.calls.first?.queries.map(\.indexName) == ["products_price_desc"])

    // Disconnected, a choice in the plugin no longer reaches the searcher.
    connector.disconnect()
    #expect(!controller.present())
    #expect(searcher.indexName == "products_price_desc")
  }

  @Test(
    "clearing through a plugin clear controller removes the specified groups",
    arguments: ["org.instantsearch.jsonlines/clear", "org.instantsearch.menu/confirm-clear"])
  func clearGroups(_ controllerID: String) throws {
    let terminal = ScriptedTerminal(["y"])
    let controller = try registry.makeClearController(controllerID, terminal: terminal.io)
    let filterState = Self.filterState()
    let connector = FilterClearConnector(
      filterState: filterState, clearMode: .specified, filterGroupIDs: [.and(name: "color")],
      controller: controller)
    #expect(controller.render().contains(controllerID.hasSuffix("/clear") ? "true" : "[Clear"))
    #expect(controller.performClick())
    #expect(filterState.filtersString == #"( "brand":"sony" )"#)
    // Nothing is left to clear in the specified groups: the plugin is told, and refuses.
    #expect(!controller.performClick())
    #expect(filterState.filtersString == #"( "brand":"sony" )"#)
    connector.disconnect()
  }

  @Test("clearing all except a group through a plugin clear controller")
  func clearAllExcept() throws {
    let controller = try registry.makeClearController(
      "org.instantsearch.jsonlines/clear", terminal: ScriptedTerminal().io)
    let filterState = Self.filterState()
    let connector = FilterClearConnector(
      filterState: filterState, clearMode: .except, filterGroupIDs: [.and(name: "color")],
      controller: controller)
    #expect(controller.performClick())
    #expect(filterState.filtersString == #"( "color":"red" )"#)
    connector.disconnect()
  }
}
