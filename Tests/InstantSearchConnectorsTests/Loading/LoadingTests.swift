import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// A loading controller that records what it is told.
@MainActor
final class TestLoadingController: LoadingController {
  private(set) var states: [Bool] = []

  func setItem(_ isLoading: Bool) { states.append(isLoading) }
}

@Suite("Loading", .timeLimit(.minutes(10)))
@MainActor
struct LoadingTests {
  @Test("loading while a search is in flight")
  func loading() async {
    let service = FakeSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    let recorder = SearcherRecorder(searcher)
    let controller = TestLoadingController()
    let connector = LoadingConnector(searcher: searcher, controller: controller)
    #expect(controller.states == [false])
    searcher.search()
    #expect(connector.interactor.isLoading)
    await service.waitForCalls(1)
    service.respond(to: 0, with: [SearchResponse()])
    await recorder.waitForOutcomes(1)
    #expect(!connector.interactor.isLoading)
    #expect(controller.states == [false, true, false])
  }
}
