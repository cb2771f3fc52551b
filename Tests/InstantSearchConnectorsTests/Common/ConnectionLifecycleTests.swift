import InstantSearchConnectors
import InstantSearchCore
import InstantSearchLocal
import Testing

@Suite("Connections: idempotent, alive while connected, released when disconnected")
@MainActor
struct ConnectionLifecycleTests {
  /// The subscriptions a searcher and a filter state hold, in all.
  static func subscriptions(_ searcher: HitsSearcher, _ filterState: FilterState) -> Int {
    searcher.onResults.subscriptionCount + searcher.onError.subscriptionCount
      + searcher.isLoading.subscriptionCount + searcher.onQueryChanged.subscriptionCount
      + searcher.onSearch.subscriptionCount + searcher.onIndexChanged.subscriptionCount
      + filterState.onChange.subscriptionCount
  }

  /// Builds every connector on one searcher and one filter state.
  static func connectors(_ searcher: HitsSearcher, _ filterState: FilterState) -> [any Connection] {
    [
      HitsConnector(searcher: searcher),
      StatsConnector(searcher: searcher),
      LoadingConnector(searcher: searcher),
      SearchBoxConnector(searcher: searcher),
      FacetListConnector(searcher: searcher, filterState: filterState, attribute: "brand"),
      FacetListConnector(
        searcher: searcher, filterState: filterState, attribute: "brand",
        facetSearcher: FacetSearcher(service: searcher.service, indexName: "p", attribute: "brand")),
      CurrentFiltersConnector(filterState: filterState),
      FilterClearConnector(filterState: filterState, clearingQueryOf: searcher),
      SortByConnector(searcher: searcher, indicesNames: ["products", "products_price_asc"]),
      PaginationConnector(searcher: searcher, controller: TestPaginationController()),
      InfiniteHitsConnector(searcher: searcher),
      FilterToggleConnector(
        searcher: searcher, filterState: filterState, attribute: "free_shipping", value: "true"),
      NumberRangeConnector(searcher: searcher, filterState: filterState, attribute: "price"),
      NumberConnector(
        searcher: searcher, filterState: filterState, attribute: "price", controller: StepperView()),
      HitsPerPageConnector(searcher: searcher, sizes: [10, 20]),
      FilterListConnector(
        searcher: searcher, filterState: filterState,
        filters: [.facet(Filter.Facet(attribute: "brand", stringValue: "Sony"))],
        controller: FilterRowsView()),
      RelevantSortConnector(searcher: searcher, controller: BannerView()),
      HierarchicalConnector(
        searcher: searcher, filterState: filterState, hierarchicalAttributes: ["c.lvl0", "c.lvl1"],
        controller: MenuView(), breadcrumbController: CrumbView()),
      MultiIndexHitsConnector(multiSearcher: MultiSearcher(service: searcher.service)),
      HitsTrackerConnector(
        eventName: "Hit Clicked", searcher: searcher,
        insights: Insights(service: LocalInsightsService(), indexName: "products", userToken: "u")),
      QueryRuleCustomDataConnector<JSON>(
        searcher: searcher, controller: TestCustomDataController<JSON>()),
      DynamicFacetListConnector(
        searcher: searcher, filterState: filterState,
        controller: TestDynamicFacetListController()),
    ]
  }

  @Test("a second connect subscribes nothing more; disconnect removes every subscription")
  func idempotent() {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    let filterState = FilterState()
    let baseline = Self.subscriptions(searcher, filterState)
    let connectors = Self.connectors(searcher, filterState)
    let connected = Self.subscriptions(searcher, filterState)
    #expect(connected > baseline)
    for connector in connectors {
      connector.connect()
      connector.connect()
    }
    #expect(Self.subscriptions(searcher, filterState) == connected)
    for connector in connectors {
      connector.disconnect()
      connector.disconnect()
    }
    #expect(Self.subscriptions(searcher, filterState) == baseline)
    for connector in connectors { connector.connect() }
    #expect(Self.subscriptions(searcher, filterState) == connected)
  }

  @Test("a dropped connection lives while connected and is released once disconnected")
  func lifetime() {
    let filterState = FilterState()
    let interactor = FilterClearInteractor()
    weak var weakConnection: FilterClearInteractor.FilterStateConnection?
    do {
      let connection = interactor.connectFilterState(filterState)
      weakConnection = connection
    }
    #expect(weakConnection != nil)
    #expect(filterState.onChange.subscriptionCount == 1)
    weakConnection?.disconnect()
    #expect(weakConnection == nil)
    #expect(filterState.onChange.subscriptionCount == 0)
  }

  /// A facet filter for the filter list's connections.
  static let sony = Filter.facet(Filter.Facet(attribute: "brand", stringValue: "Sony"))

  /// Every `connectX` method of every widget, on one searcher and one filter state: each
  /// makes one connection, connected, which the caller drops.
  static func connections(
    _ searcher: HitsSearcher, _ filterState: FilterState
  ) -> [@MainActor () -> ObservingConnection] {
    [
      { HitsInteractor().connectSearcher(searcher) },
      {
        HitsTracker(
          eventName: "Hit Clicked",
          insights: Insights(service: LocalInsightsService(), indexName: "p", userToken: "u")
        ).connectSearcher(searcher)
      },
      { HitsInteractor().connectController(TestHitsController()) },
      { StatsInteractor().connectSearcher(searcher) },
      { StatsInteractor().connectController(TestStatsController()) },
      { LoadingInteractor().connectSearcher(searcher) },
      { LoadingInteractor().connectController(TestLoadingController()) },
      { SearchBoxInteractor().connectSearcher(searcher) },
      { SearchBoxInteractor().connectController(TestSearchBoxController()) },
      { FacetListInteractor().connectSearcher(searcher, with: "brand") },
      { FacetListInteractor().connectFilterState(filterState, with: "brand") },
      { FacetListInteractor().connectController(TestFacetListController()) },
      {
        FacetListInteractor().connectFacetSearcher(
          FacetSearcher(service: searcher.service, indexName: "p", attribute: "brand"),
          following: searcher)
      },
      { CurrentFiltersInteractor().connectFilterState(filterState) },
      { CurrentFiltersInteractor().connectController(TestCurrentFiltersController()) },
      { FilterClearInteractor().connectFilterState(filterState, clearingQueryOf: searcher) },
      { FilterClearInteractor().connectController(TestFilterClearController()) },
    ] + choiceConnections(searcher, filterState)
  }

  /// The connections of the widgets that choose (sort orders, pages, toggles, numbers, lists,
  /// menus, custom data, dynamic facets, sections): the second half of ``connections(_:_:)``.
  static func choiceConnections(
    _ searcher: HitsSearcher, _ filterState: FilterState
  ) -> [@MainActor () -> ObservingConnection] {
    [
      { SortByInteractor(items: [0: "products"], selected: 0).connectSearcher(searcher) },
      {
        SortByInteractor(items: [0: "products"]).connectController(TestSegmentController())
      },
      { PaginationInteractor().connectSearcher(searcher) },
      { PaginationInteractor().connectController(TestPaginationController()) },
      { InfiniteHitsInteractor().connectSearcher(searcher) },
      { InfiniteHitsInteractor().connectController(ListView()) },
      {
        FilterToggleInteractor(attribute: "free_shipping", value: "true").connectSearcher(searcher)
      },
      {
        FilterToggleInteractor(attribute: "free_shipping", value: "true")
          .connectFilterState(filterState)
      },
      {
        FilterToggleInteractor(attribute: "free_shipping", value: "true")
          .connectController(SwitchView())
      },
      { NumberRangeInteractor(attribute: "price").connectSearcher(searcher) },
      { NumberRangeInteractor(attribute: "price").connectFilterState(filterState) },
      { NumberRangeInteractor(attribute: "price").connectController(SliderView()) },
      { NumberInteractor(attribute: "price").connectSearcher(searcher) },
      { NumberInteractor(attribute: "price").connectFilterState(filterState) },
      { NumberInteractor(attribute: "price").connectController(StepperView()) },
      { FilterListInteractor(items: [Self.sony]).connectSearcher(searcher) },
      { FilterListInteractor(items: [Self.sony]).connectFilterState(filterState) },
      { FilterListInteractor(items: [Self.sony]).connectController(FilterRowsView()) },
      { RelevantSortInteractor().connectSearcher(searcher) },
      { RelevantSortInteractor().connectController(BannerView()) },
      { QueryRuleCustomDataInteractor<JSON>().connectSearcher(searcher) },
      {
        QueryRuleCustomDataInteractor<JSON>().connectController(
          TestCustomDataController<JSON>())
      },
      {
        QueryRuleCustomDataInteractor<JSON>().connectController(
          TestCustomDataController<String>(), presenter: { $0?.stringValue })
      },
      { DynamicFacetListInteractor().connectSearcher(searcher) },
      { DynamicFacetListInteractor().connectFilterState(filterState) },
      { DynamicFacetListInteractor().connectController(TestDynamicFacetListController()) },
      { searcher.connectFilterState(filterState) },
      { HierarchicalInteractor(hierarchicalAttributes: ["c.lvl0"]).connectSearcher(searcher) },
      {
        HierarchicalInteractor(hierarchicalAttributes: ["c.lvl0"]).connectFilterState(filterState)
      },
      { HierarchicalInteractor(hierarchicalAttributes: ["c.lvl0"]).connectController(MenuView()) },
      {
        HierarchicalInteractor(hierarchicalAttributes: ["c.lvl0"]).connectBreadcrumb(CrumbView())
      },
      { MultiIndexHitsInteractor().connectSearcher(MultiSearcher(service: searcher.service)) },
      { MultiIndexHitsInteractor().connectController(SectionsView()) },
    ]
  }

  @Test("every connection, dropped, lives while connected and is released once disconnected")
  func everyConnectionLifetime() {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    let filterState = FilterState()
    for (position, make) in Self.connections(searcher, filterState).enumerated() {
      weak var weakConnection: ObservingConnection?
      do {
        weakConnection = make()
      }
      #expect(weakConnection?.isConnected == true, "connection \(position) is alive, connected")
      weakConnection?.disconnect()
      #expect(weakConnection == nil, "connection \(position) is released once disconnected")
    }
    #expect(searcher.onResults.subscriptionCount == 0)
    #expect(filterState.onChange.subscriptionCount == 0)
    #expect(searcher.disjunctiveFacetsAttributes.isEmpty)
  }

  @Test("a dropped connector stays connected; disconnecting it releases its connections")
  func connectorLifetime() {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    let filterState = FilterState()
    let baseline = Self.subscriptions(searcher, filterState)
    weak var weakConnector: (any Connector)?
    var composites: [CompositeConnection] = []
    for connector in Self.connectors(searcher, filterState) {
      guard let connector = connector as? any Connector else {
        Issue.record("\(type(of: connector)) does not adopt Connector")
        continue
      }
      #expect(connector.isConnected)
      composites.append(connector.connections)
      weakConnector = connector
    }
    #expect(Self.subscriptions(searcher, filterState) > baseline)
    for composite in composites { composite.disconnect() }
    #expect(Self.subscriptions(searcher, filterState) == baseline)
    #expect(searcher.disjunctiveFacetsAttributes.isEmpty)
    #expect(weakConnector == nil)
  }
}
