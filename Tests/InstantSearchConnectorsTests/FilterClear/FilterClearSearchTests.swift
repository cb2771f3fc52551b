import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@Suite("Clear filters with a searcher", .timeLimit(.minutes(10)))
@MainActor
struct FilterClearSearchTests {
  /// A searcher following a filter state, a clear connector on the color and brand groups, and
  /// a recorder.
  @MainActor
  struct Setup {
    let searcher: HitsSearcher
    let filterState = FilterState()
    let recorder: SearcherRecorder
    let controller = TestFilterClearController()
    let connector: FilterClearConnector

    init(
      _ service: any SearchService = FilterClearSearchTests.catalog(), clearingQuery: Bool = false
    ) {
      searcher = HitsSearcher(service: service, indexName: "products")
      recorder = SearcherRecorder(searcher)
      searcher.connectFilterState(filterState)
      connector = FilterClearConnector(
        filterState: filterState, clearMode: .specified,
        filterGroupIDs: [.or(name: "brand", filterType: .facet)], controller: controller,
        clearingQueryOf: clearingQuery ? searcher : nil)
    }

    func selectBrand() {
      filterState[or: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Sony"))
      filterState.notifyChange()
    }
  }

  /// A fake index of 500 products, 40 of them by Sony.
  static func catalog() -> FakeSearchService {
    FakeSearchService(answeringEach: { query in
      .fake(nbHits: query.query.filters?.contains(#""brand":"Sony""#) == true ? 40 : 500)
    })
  }

  @Test("a click with nothing to clear neither notifies nor searches (DECISIONS 6)")
  func noOpClick() async {
    let setup = Setup()
    setup.selectBrand()
    #expect(setup.recorder.searches == 1)
    await setup.recorder.waitForOutcomes(1)
    let filtered = setup.recorder.responses.first?.nbHits
    setup.controller.click()
    #expect(setup.filterState.isEmpty)
    #expect(setup.recorder.searches == 2)
    await setup.recorder.waitForOutcomes(2)
    setup.controller.click()
    setup.controller.click()
    #expect(setup.recorder.searches == 2)
    #expect(setup.controller.canClearHistory == [false, true, false])
    if let filtered, let all = setup.recorder.responses.last?.nbHits {
      #expect(filtered < all)
      #expect(all == 500)
    }
  }

  @Test("clearing the query too: one search, whatever was cleared")
  func clearsQuery() async {
    let setup = Setup(clearingQuery: true)
    #expect(!setup.connector.interactor.canClear)
    setup.searcher.query.query = "phone"
    #expect(setup.connector.interactor.canClear)
    setup.controller.click()
    #expect(setup.searcher.query.query == nil)
    #expect(setup.recorder.searches == 1)
    await setup.recorder.waitForOutcomes(1)
    #expect(!setup.connector.interactor.canClear)

    setup.searcher.query.query = "phone"
    setup.selectBrand()
    #expect(setup.recorder.searches == 2)
    await setup.recorder.waitForOutcomes(2)
    setup.controller.click()
    #expect(setup.searcher.query.query == nil)
    #expect(setup.filterState.isEmpty)
    #expect(setup.recorder.searches == 3)
    await setup.recorder.waitForOutcomes(3)
    setup.controller.click()
    #expect(setup.recorder.searches == 3)
    #expect(setup.recorder.responses.last?.nbHits == 500)
  }

  @Test("a double connect clears and searches once per click (DECISIONS 11)")
  func idempotentConnector() async {
    let setup = Setup(ServiceKind.fake.make())
    setup.connector.connect()
    setup.connector.connect()
    setup.connector.filterStateConnection.connect()
    setup.selectBrand()
    setup.controller.click()
    #expect(setup.recorder.searches == 2)
    await setup.recorder.waitForOutcomes(1)
  }
}
