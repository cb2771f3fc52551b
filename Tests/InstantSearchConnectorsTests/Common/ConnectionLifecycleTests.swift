import InstantSearchConnectors
import InstantSearchCore
import Testing

@Suite("Connections: idempotent, alive while connected, released when disconnected")
@MainActor
struct ConnectionLifecycleTests {
  /// The subscriptions a searcher and a filter state hold, in all.
  static func subscriptions(_ searcher: HitsSearcher, _ filterState: FilterState) -> Int {
    searcher.onResults.subscriptionCount + searcher.onError.subscriptionCount
      + searcher.isLoading.subscriptionCount + searcher.onQueryChanged.subscriptionCount
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
      CurrentFiltersConnector(filterState: filterState),
      FilterClearConnector(filterState: filterState, clearingQueryOf: searcher),
      SortByConnector(searcher: searcher, indicesNames: ["products", "products_price_asc"]),
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
}
