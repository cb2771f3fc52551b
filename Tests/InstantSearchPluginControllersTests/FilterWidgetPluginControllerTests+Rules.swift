import InstantSearchConnectors
import InstantSearchCore
import InstantSearchPluginControllers
import InstantSearchTestSupport
import Testing

/// The widgets whose rows come from facets, rules and replicas: the hierarchical menu, dynamic
/// facets, query rule custom data and relevant sort.
extension FilterWidgetPluginControllerTests {
  @Test("a hierarchical menu shows the tree by level, and a typed path selects it with parents")
  func hierarchicalMenu() async throws {
    let (searcher, service) = searcher()
    let (filterState, filters) = filtered(searcher)
    defer { filters.disconnect() }
    let menu: PluginHierarchicalController = try controller("hierarchical-menu")
    let connector = HierarchicalConnector(
      searcher: searcher, filterState: filterState,
      hierarchicalAttributes: ["categories.lvl0", "categories.lvl1"], controller: menu)
    searcher.search()
    await service.waitForCalls(1)
    try await waitUntil { menu.render().contains("0 Audio (Audio) 5") }
    #expect(menu.render().contains("0 TV (TV) 3"))
    #expect(menu.handleInput("Audio > Speaker"))
    #expect(connector.interactor.selections == ["Audio", "Audio > Speaker"])
    #expect(
      filterState.getFilters(forGroupWithID: .hierarchical(name: "_hierarchical"))
        == [.facet(Filter.Facet(attribute: "categories.lvl1", stringValue: "Audio > Speaker"))])
    await service.waitForCalls(2)
    try await waitUntil { menu.render().contains("1 *Speaker (Audio > Speaker) 2") }
    #expect(menu.render().contains("0 *Audio (Audio) 5"))
    connector.disconnect()
  }

  @Test("dynamic facets show the rule's order and selection; a typed attribute:value selects")
  func dynamicFacets() async throws {
    let (searcher, service) = searcher()
    let (filterState, filters) = filtered(searcher)
    defer { filters.disconnect() }
    let facets: PluginDynamicFacetListController = try controller("dynamic-facets")
    let connector = DynamicFacetListConnector(
      searcher: searcher, filterState: filterState, controller: facets)
    searcher.search()
    await service.waitForCalls(1)
    try await waitUntil { facets.render().contains("dynamic 2\nbrand: sony=3 lg=1\n") }
    #expect(facets.render().contains("free_shipping: true=12\n"))
    #expect(facets.handleInput("brand:lg"))
    #expect(connector.interactor.selections == ["brand": ["lg"]])
    #expect(
      filterState.getFilters(forGroupWithID: .and(name: "brand"))
        == [.facet(Filter.Facet(attribute: "brand", stringValue: "lg"))])
    #expect(facets.handleInput("color:red"), "the plugin handles it; the host ignores it")
    #expect(connector.interactor.selections == ["brand": ["lg"]])
    connector.disconnect()
  }

  @Test("a custom data view is lent the rule's data as JSON text, and nothing without it")
  func customData() async throws {
    let (searcher, service) = searcher()
    let banner: PluginQueryRuleCustomDataController = try controller("custom-data")
    let connector = QueryRuleCustomDataConnector<JSON>(searcher: searcher, controller: banner)
    #expect(banner.render() == "custom-data 0\n")
    searcher.search()
    await service.waitForCalls(1)
    try await waitUntil { banner.render().hasSuffix("custom-data 1\n{\"banner\":\"sale\"}\n") }
    connector.disconnect()
  }

  @Test("relevant sort shows the replica's priority, and a choice of the other one switches it")
  func relevantSort() async throws {
    let service = FakeSearchService { queries in
      queries.map { query in
        var response = SearchResponse(hits: [], nbHits: 40, page: 0, nbPages: 2, hitsPerPage: 20)
        let strictness = query.query.additionalParameters["relevancyStrictness"] ?? .number(100)
        response.additional["nbSortedHits"] = strictness == .number(0) ? 40 : 12
        response.additional["appliedRelevancyStrictness"] = strictness
        return response
      }
    }
    let searcher = HitsSearcher(service: service, indexName: "products_virtual")
    let sort: PluginRelevantSortController = try controller("relevant-sort")
    let connector = RelevantSortConnector(searcher: searcher, controller: sort)
    #expect(sort.render() == "relevant-sort 0\n", "no response: relevant sort does not apply")
    searcher.search()
    await service.waitForCalls(1)
    try await waitUntil { sort.render().hasSuffix("relevant-sort 1\n") }
    #expect(sort.handleInput("relevant"), "the priority shown: nothing to switch")
    #expect(searcher.query.additionalParameters["relevancyStrictness"] == nil)
    #expect(sort.handleInput("all"))
    #expect(searcher.query.additionalParameters["relevancyStrictness"] == .number(0))
    await service.waitForCalls(2)
    try await waitUntil { sort.render().hasSuffix("relevant-sort 2\n") }
    connector.disconnect()
  }

  @Test("a breadcrumb shows the selected path; a typed step cuts it, empty text clears it")
  func breadcrumb() async throws {
    let (searcher, service) = searcher()
    let (filterState, filters) = filtered(searcher)
    defer { filters.disconnect() }
    let crumbs: PluginBreadcrumbController = try controller("hierarchical-menu")
    let connector = HierarchicalConnector(
      searcher: searcher, filterState: filterState,
      hierarchicalAttributes: ["categories.lvl0", "categories.lvl1"], breadcrumbController: crumbs)
    searcher.search()
    await service.waitForCalls(1)
    connector.interactor.computeSelection(key: "Audio > Speaker")
    try await waitUntil {
      crumbs.render().contains("menu 2\n0 *Audio (Audio) 5\n1 *Speaker (Audio > Speaker) ")
    }
    #expect(crumbs.handleInput("Audio"))
    #expect(connector.interactor.selections == ["Audio"])
    #expect(crumbs.handleInput("Nowhere"), "the plugin handles it; the host ignores it")
    #expect(connector.interactor.selections == ["Audio"])
    #expect(crumbs.handleInput(""))
    #expect(connector.interactor.selections.isEmpty)
    connector.disconnect()
  }
}
