import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// A hits controller that records what it is told.
@MainActor
final class TestHitsController: HitsController {
  private(set) var hits: [Hit] = []
  private(set) var reloads = 0

  func setHits(_ hits: [Hit], response: SearchResponse) { self.hits = hits }
  func reload() { reloads += 1 }
}

/// A stats controller that records what it is told.
@MainActor
final class TestStatsController: StatsController {
  private(set) var items: [String?] = []

  func setItem(_ item: String?) { items.append(item) }
}

@Suite("Hits and Stats", .timeLimit(.minutes(10)))
@MainActor
struct HitsAndStatsTests {
  @Test("the hits and stats of each response reach their controllers")
  func deliver() async throws {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    let hitsController = TestHitsController()
    let statsController = TestStatsController()
    let hits = HitsConnector(searcher: searcher, controller: hitsController)
    let stats = StatsConnector(searcher: searcher, controller: statsController)
    #expect(statsController.items == [nil])
    let response = try #require(try await searcher.searchAndWait())
    #expect(hits.interactor.hits == response.hits)
    #expect(hitsController.hits == response.hits)
    #expect(hitsController.reloads == 1)
    #expect(!response.hits.isEmpty)
    #expect(hits.interactor.hit(atIndex: 0) == response.hits.first)
    #expect(hits.interactor.hit(atIndex: 10_000) == nil)
    #expect(stats.interactor.item == SearchStats(response))
    let expected = DefaultPresenter.Stats.present(SearchStats(response))
    #expect(statsController.items.last == expected)
    #expect(expected == "42 hits in 1 ms")
  }

  @Test("a late connection gets the last response at once")
  func lateConnect() async throws {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    _ = try await searcher.searchAndWait()
    let controller = TestHitsController()
    let interactor = HitsInteractor()
    interactor.connectSearcher(searcher)
    interactor.connectController(controller)
    #expect(controller.hits.count == 1)
  }

  @Test("an error clears the stats")
  func errorClearsStats() async {
    let service = FakeSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    let recorder = SearcherRecorder(searcher)
    let stats = StatsConnector(searcher: searcher)
    stats.interactor.item = SearchStats(totalHitsCount: 1, hitsPerPage: 1, pagesCount: 1, page: 0)
    searcher.search()
    await service.waitForCalls(1)
    service.fail(0, with: SearchError.http(status: 404, message: "Index products does not exist"))
    await recorder.waitForOutcomes(1)
    #expect(stats.interactor.item == nil)
  }

  @Test(
    "the stats presenter",
    arguments: [
      (SearchStats(totalHitsCount: 1, hitsPerPage: 20, pagesCount: 1, page: 0), "1 hit"),
      (
        SearchStats(
          totalHitsCount: 1234, hitsPerPage: 20, pagesCount: 62, page: 0, processingTimeMS: 3),
        "1234 hits in 3 ms"
      ),
      (SearchStats(totalHitsCount: 0, hitsPerPage: 20, pagesCount: 0, page: 0), "0 hits"),
    ])
  func presenter(stats: SearchStats, text: String) {
    #expect(DefaultPresenter.Stats.present(stats) == text)
    #expect(DefaultPresenter.Stats.present(nil) == nil)
  }
}
