import InstantSearchConnectors
import InstantSearchCore
import InstantSearchLocal
import Testing

/// The widgets on the local engine with the demo index (500 products): one test per widget
/// family, so the engine's path through each stays covered. The widgets' own suites run on the
/// fake service; a failure here and not there is the engine's.
@Suite("Widgets on the local engine", .timeLimit(.minutes(10)))
@MainActor
struct EngineIntegrationTests {
  @Test("Hits and Stats on the local engine: the response's hits and stats reach the controllers")
  func hitsAndStats() async throws {
    let searcher = HitsSearcher(service: ServiceKind.demo, indexName: DemoDataset.indexName)
    let hitsController = TestHitsController()
    let statsController = TestStatsController()
    let hits = HitsConnector(searcher: searcher, controller: hitsController)
    let stats = StatsConnector(searcher: searcher, controller: statsController)
    let response = try #require(try await searcher.searchAndWait())
    #expect(!response.hits.isEmpty)
    #expect(hitsController.hits == response.hits)
    #expect(hits.interactor.hit(atIndex: 0) == response.hits.first)
    #expect(stats.interactor.item == SearchStats(response))
    #expect(statsController.items.last == DefaultPresenter.Stats.present(SearchStats(response)))
  }

  @Test("Search Box on the local engine: the typed text narrows the hits")
  func searchBox() async {
    let searcher = HitsSearcher(service: ServiceKind.demo, indexName: DemoDataset.indexName)
    let recorder = SearcherRecorder(searcher)
    let controller = TestSearchBoxController()
    _ = SearchBoxConnector(searcher: searcher, controller: controller)
    controller.onQueryChanged?("phone")
    await recorder.waitForOutcomes(1)
    let response = recorder.responses[0]
    #expect(response.nbHits > 0)
    #expect(response.nbHits < 500)
  }

  @Test("Sort By on the local engine: the replicas sort by price, up and down")
  func sortBy() async throws {
    let searcher = HitsSearcher(service: ServiceKind.demo, indexName: DemoDataset.indexName)
    let recorder = SearcherRecorder(searcher)
    let controller = TestSegmentController()
    let names = [DemoDataset.indexName, DemoDataset.priceAscending, DemoDataset.priceDescending]
    let connector = SortByConnector(searcher: searcher, indicesNames: names, controller: controller)
    controller.click(1)
    await recorder.waitForOutcomes(1)
    let ascending = try #require(recorder.responses.first).hits.compactMap {
      $0["price"]?.doubleValue
    }
    #expect(!ascending.isEmpty)
    #expect(ascending == ascending.sorted())
    connector.selectedIndexName = DemoDataset.priceDescending
    let response = try #require(try await searcher.searchAndWait())
    let descending = response.hits.compactMap { $0["price"]?.doubleValue }
    #expect(descending.count == response.hits.count)
    #expect(!descending.isEmpty)
    #expect(descending == descending.sorted(by: >))
  }

  @Test("Facet List on the local engine: a selected brand filters, the other brands still count")
  func facetList() async throws {
    let searcher = HitsSearcher(service: ServiceKind.demo, indexName: DemoDataset.indexName)
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let recorder = SearcherRecorder(searcher)
    let controller = TestFacetListController()
    _ = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand", controller: controller,
      presenter: FacetListPresenter(limit: nil))
    _ = try await searcher.searchAndWait()
    let before = controller.items.map(\.item)
    #expect(before.map(\.count) == before.map(\.count).sorted(by: >))
    let first = try #require(before.first)
    controller.click(first.value)
    await recorder.waitForOutcomes(2)
    #expect(controller.items.count == before.count)
    #expect(recorder.responses.last?.nbHits == first.count)
  }

  @Test("Clear Filters on the local engine: a brand filters, clearing gives the whole index")
  func filterClear() async {
    let setup = FilterClearSearchTests.Setup(ServiceKind.demo, clearingQuery: true)
    setup.searcher.query.query = "phone"
    setup.selectBrand()
    await setup.recorder.waitForOutcomes(1)
    let filtered = setup.recorder.responses.last?.nbHits
    setup.controller.click()
    #expect(setup.searcher.query.query == nil && setup.filterState.isEmpty)
    await setup.recorder.waitForOutcomes(2)
    let all = setup.recorder.responses.last?.nbHits
    #expect(all == 500)
    if let filtered, let all { #expect(filtered < all) }
  }
}
