import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// A pagination view that records what it is told and can pick a page.
@MainActor
final class TestPaginationController: PaginationController {
  var onPageSelected: ((Int) -> Void)?
  private(set) var states: [PaginationState] = []

  func setItem(_ state: PaginationState) { states.append(state) }

  func pick(_ page: Int) { onPageSelected?(page) }
}

@Suite("Pagination", .timeLimit(.minutes(1)))
@MainActor
struct PaginationTests {
  @Test("the page and the number of pages come from the searcher's responses")
  func followsResponses() async throws {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    let controller = TestPaginationController()
    let pagination = PaginationConnector(searcher: searcher, controller: controller)
    #expect(controller.states == [PaginationState(page: 0, pagesCount: 0)])
    searcher.query.page = 1
    _ = try await searcher.searchAndWait()
    #expect(pagination.interactor.page == 1)
    #expect(pagination.interactor.pagesCount == 3)
    #expect(controller.states.last == PaginationState(page: 1, pagesCount: 3))
  }

  @Test("a page picked in range sets the searcher's page and searches once")
  func pickSearches() async throws {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    let recorder = SearcherRecorder(searcher)
    let controller = TestPaginationController()
    let pagination = PaginationConnector(searcher: searcher, controller: controller)
    _ = try await searcher.searchAndWait()
    #expect(recorder.searches == 1)
    controller.pick(2)
    #expect(searcher.query.page == 2)
    #expect(pagination.interactor.page == 2, "the page shows at once, before the response")
    await recorder.waitForOutcomes(2)
    #expect(recorder.searches == 2)
    #expect(recorder.responses.last?.page == 2)
  }

  @Test("a page out of range does nothing", arguments: [-1, 3, 99])
  func outOfRange(_ page: Int) async throws {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    let recorder = SearcherRecorder(searcher)
    let pagination = PaginationConnector(searcher: searcher)
    _ = try await searcher.searchAndWait()
    #expect(!pagination.interactor.selectPage(page))
    #expect(searcher.query.page == nil || searcher.query.page == 0)
    #expect(recorder.searches == 1)
  }

  @Test("before any response, only page 0 can be selected")
  func noResponseYet() {
    let interactor = PaginationInteractor()
    #expect(interactor.item.pages == 0..<1)
    #expect(interactor.selectPage(0))
    #expect(!interactor.selectPage(1))
  }

  @Test("a disconnected connector neither follows responses nor searches on a pick")
  func disconnected() async throws {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    let recorder = SearcherRecorder(searcher)
    let controller = TestPaginationController()
    let pagination = PaginationConnector(searcher: searcher, controller: controller)
    pagination.disconnect()
    #expect(controller.onPageSelected == nil)
    _ = try await searcher.searchAndWait()
    #expect(pagination.interactor.pagesCount == 0)
    pagination.interactor.selectPage(0)
    #expect(recorder.searches == 1)
  }
}
