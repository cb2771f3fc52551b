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

@Suite("Pagination", .timeLimit(.minutes(10)))
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

  @Test(
    "the page window keeps 2 × padding + 1 pages around the page, stopping at either end",
    arguments: [
      (0, 10, 2, 0..<5), (1, 10, 2, 0..<5), (5, 10, 2, 3..<8), (8, 10, 2, 5..<10),
      (9, 10, 2, 5..<10), (2, 3, 3, 0..<3), (0, 0, 3, 0..<1), (7, 50, 0, 7..<8),
    ])
  func pageWindow(page: Int, count: Int, padding: Int, window: Range<Int>) {
    let state = PaginationState(page: page, pagesCount: count)
    #expect(state.pageWindow(padding: padding) == window)
  }

  @Test("first and last are the ends; next and previous stop there")
  func ends() {
    let interactor = PaginationInteractor(state: PaginationState(page: 0, pagesCount: 4))
    var asked: [Int] = []
    interactor.onPageSelected.subscribe(with: interactor) { _, page in asked.append(page) }
    #expect(interactor.item.isFirstPage && !interactor.item.isLastPage)
    #expect(!interactor.selectPreviousPage())
    interactor.selectLastPage()
    interactor.selectNextPage()
    interactor.selectFirstPage()
    #expect(asked == [3, 1, 0])
    interactor.item.page = 3
    #expect(interactor.item.isLastPage && !interactor.selectNextPage())
    #expect(interactor.item.lastPage == 3)
  }

  @Test("the last page is the last the index serves under paginationLimitedTo, not nbHits'")
  func paginationLimitedTo() async throws {
    // 100 records in pages of 10, the index serving the first 30 only: 3 pages.
    let service = FakeSearchService(answeringEach: { query in
      let page = query.query.page ?? 0
      return .fake(
        hits: (0..<10).map { ["objectID": .string(String(page * 10 + $0 + 1))] }, nbHits: 100,
        page: page, nbPages: 3, hitsPerPage: 10)
    })
    let searcher = HitsSearcher(service: service, indexName: "items")
    let recorder = SearcherRecorder(searcher)
    let pagination = PaginationConnector(searcher: searcher)
    searcher.search()
    await recorder.waitForOutcomes(1)
    #expect(recorder.responses.last?.nbHits == 100)
    #expect(pagination.interactor.item.lastPage == 2)
    #expect(pagination.interactor.item.pageWindow(padding: 3) == 0..<3)
    #expect(pagination.interactor.selectLastPage())
    await recorder.waitForOutcomes(2)
    #expect(recorder.responses.last?.page == 2 && recorder.responses.last?.hits.count == 10)
    #expect(pagination.interactor.item.isLastPage && !pagination.interactor.selectNextPage())
  }
}
