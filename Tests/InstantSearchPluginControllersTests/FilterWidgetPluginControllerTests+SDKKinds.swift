import InstantSearchConnectors
import InstantSearchCore
import InstantSearchPluginControllers
import InstantSearchTestSupport
import Testing

/// Number, Filter List, Multi-Index Hits, Current Filters, Stats and Loading driven by the
/// fixture's plugin controllers through their connectors.
extension FilterWidgetPluginControllerTests {
  @Test("a number shows comparison, bounds and step; a typed number and steps are written")
  func number() async throws {
    let (searcher, service) = searcher()
    let (filterState, filters) = filtered(searcher)
    defer { filters.disconnect() }
    let number: PluginNumberController = try controller("number")
    let connector = NumberConnector(
      searcher: searcher, filterState: filterState, attribute: "price", operator: .lessThan,
      step: 10)
    number.describe(connector.interactor)
    connector.connectController(number)
    searcher.search()
    await service.waitForCalls(1)
    try await waitUntil {
      number.render().contains("number price < no 0 bounds yes 5..250 step 10")
    }
    #expect(number.handleInput("120"))
    let expected = Filter.numeric(
      Filter.Numeric(attribute: "price", operator: .lessThan, value: 120))
    #expect(filterState.getFilters() == [expected])
    #expect(number.render().hasSuffix("number price < yes 120 bounds yes 5..250 step 10\n"))
    #expect(number.handleInput("+"))
    #expect(connector.interactor.number == 130)
    #expect(number.handleInput("-"))
    #expect(number.handleInput("-"))
    #expect(connector.interactor.number == 110)
    #expect(number.handleInput("9999"))
    #expect(connector.interactor.number == 250)
    #expect(number.handleInput("off"))
    #expect(filterState.getFilters().isEmpty)
    connector.disconnect()
  }

  @Test("a filter list shows its filters and counts; a toggled position switches its filter")
  func filterList() async throws {
    let (searcher, service) = searcher()
    let (filterState, filters) = filtered(searcher)
    defer { filters.disconnect() }
    let bands: [Filter] = [
      .facet(Filter.Facet(attribute: "brand", stringValue: "sony")),
      .facet(Filter.Facet(attribute: "brand", stringValue: "lg")),
    ]
    let list: PluginFilterListController = try controller("filter-list")
    list.selectionMode = .single
    let connector = FilterListConnector(
      searcher: searcher, filterState: filterState, filters: bands, selectionMode: .single,
      controller: list)
    #expect(list.render().hasPrefix("list 2 single\n\"brand\":\"sony\" (brand) -1\n"))
    searcher.search()
    await service.waitForCalls(1)
    try await waitUntil { list.render().hasSuffix("\"brand\":\"lg\" (brand) 1\n") }
    #expect(list.handleInput("0"))
    #expect(connector.interactor.selections == [bands[0]])
    #expect(list.render().contains("*\"brand\":\"sony\" (brand) 3"))
    #expect(list.handleInput("1"))
    #expect(filterState.getFilters() == [bands[1]])
    #expect(list.handleInput("7"))
    #expect(filterState.getFilters() == [bands[1]])
    #expect(list.handleInput("1"))
    #expect(filterState.getFilters().isEmpty)
    connector.disconnect()
  }

  @Test("federated hits give the plugin each index's name and hits as JSON, in search order")
  func multiIndexHits() async throws {
    let (searcher, service) = searcher(nbHits: 2)
    let multi = MultiSearcher(service: service)
    let products = multi.addHitsSearcher(indexName: "products")
    _ = multi.addHitsSearcher(indexName: "suggestions")
    _ = searcher
    let sections: PluginMultiIndexHitsController = try controller("multi-index-hits")
    let connector = MultiIndexHitsConnector(multiSearcher: multi, controller: sections)
    #expect(sections.render() == "sections 2\nproducts: 0 of -1\nsuggestions: 0 of -1\n")
    products.search()
    await service.waitForCalls(1)
    try await waitUntil { sections.render().contains("suggestions: 2 of 2") }
    #expect(
      sections.render().hasSuffix(
        "sections 2\nproducts: 2 of 2\n  #0 {\"objectID\":\"0\"}\n  #1 {\"objectID\":\"1\"}\n"
          + "suggestions: 2 of 2\n  #0 {\"objectID\":\"0\"}\n  #1 {\"objectID\":\"1\"}\n"))
    connector.disconnect()
  }

  @Test("current filters show group and text; a removed position removes that filter")
  func currentFilters() throws {
    let filterState = FilterState()
    let sony = Filter.facet(Filter.Facet(attribute: "brand", stringValue: "sony"))
    let cheap = Filter.numeric(Filter.Numeric(attribute: "price", operator: .lessThan, value: 10))
    _ = filterState.add(sony, toGroupWithID: .or(name: "brand", filterType: .facet))
    _ = filterState.add(cheap, toGroupWithID: .and(name: "price"))
    filterState.notifyChange()
    let filters: PluginCurrentFiltersController = try controller("current-filters")
    let connector = CurrentFiltersConnector(filterState: filterState, controller: filters)
    #expect(filters.render().hasPrefix("filters 2\n"))
    #expect(filters.render().contains("brand: "))
    #expect(filters.handleInput("1"))
    #expect(filterState.getFilters().count == 1)
    #expect(filters.render().contains("filters 1\n"))
    #expect(filters.handleInput("5"))
    #expect(filterState.getFilters().count == 1)
    connector.disconnect()
  }

  @Test("stats show the response's figures and the host's line; loading shows a search in flight")
  func statsAndLoading() async throws {
    let (searcher, service) = searcher()
    let stats: PluginStatsController = try controller("stats")
    let loading: PluginLoadingController = try controller("loading")
    let statsConnector = StatsConnector(
      searcher: searcher, controller: stats, presenter: stats.presenting { _ in "95 hits" })
    let loadingConnector = LoadingConnector(searcher: searcher, controller: loading)
    #expect(loading.render() == "idle\n")
    searcher.search()
    #expect(loading.render() == "idle\nloading\n")
    await service.waitForCalls(1)
    try await waitUntil { stats.render().contains("stats 95 hits, page 0/5, 95 hits") }
    #expect(loading.render() == "idle\nloading\nidle\n")
    statsConnector.disconnect()
    loadingConnector.disconnect()
  }
}
