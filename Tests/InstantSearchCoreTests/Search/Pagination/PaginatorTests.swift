import InstantSearchCore
import Testing

@Suite("Paginator and PageMap")
struct PaginatorTests {
  @Test("Next pages load in order, each once, and stop at the last page")
  func nextPages() {
    var paginator = Paginator<Int>()
    #expect(paginator.nextPageToLoad() == 0)
    #expect(paginator.nextPageToLoad() == nil, "page 0 is already on its way")
    paginator.didLoad([1, 2], page: 0, pageCount: 3, totalCount: 5, pageSize: 2)
    #expect(paginator.nextPageToLoad() == 1)
    #expect(paginator.nextPageToLoad() == nil)
    paginator.didLoad([3, 4], page: 1, pageCount: 3, totalCount: 5, pageSize: 2)
    #expect(!paginator.pageMap.isLastPage)
    #expect(paginator.nextPageToLoad() == 2)
    paginator.didLoad([5], page: 2, pageCount: 3, totalCount: 5, pageSize: 2)
    #expect(paginator.pageMap.isLastPage)
    #expect(paginator.nextPageToLoad() == nil)
    #expect(paginator.pageMap.items == [1, 2, 3, 4, 5])
  }

  @Test("nbPages limited by paginationLimitedTo ends the list before nbHits does")
  func limitedPagination() {
    var paginator = Paginator<Int>()
    _ = paginator.nextPageToLoad()
    // 5,000 hits, 20 per page, but the index serves 1,000 hits: 50 pages.
    paginator.didLoad(Array(0..<20), page: 0, pageCount: 50, totalCount: 5000, pageSize: 20)
    for page in 1..<50 {
      #expect(paginator.nextPageToLoad() == page)
      paginator.didLoad(Array(0..<20), page: page, pageCount: 50, totalCount: 5000, pageSize: 20)
    }
    #expect(paginator.pageMap.isLastPage)
    #expect(paginator.nextPageToLoad() == nil)
    #expect(paginator.pageMap.items.count == 1000)
  }

  @Test("A page 0 answer replaces every page; reset forgets the pending page")
  func freshStart() {
    var paginator = Paginator<String>()
    paginator.didLoad(["a"], page: 0, pageCount: 3, totalCount: 3, pageSize: 1)
    paginator.didLoad(["b"], page: 1, pageCount: 3, totalCount: 3, pageSize: 1)
    paginator.didLoad(["x"], page: 0, pageCount: 1, totalCount: 1, pageSize: 1)
    #expect(paginator.pageMap.items == ["x"])
    #expect(paginator.pageMap.isLastPage)
    paginator.willLoad(page: 4)
    paginator.reset()
    #expect(paginator.pendingPage == nil)
    #expect(paginator.pageMap.isEmpty)
    #expect(paginator.nextPageToLoad() == 0)
  }

  @Test("A failed page can be asked for again")
  func retryAfterFailure() {
    var paginator = Paginator<Int>()
    paginator.didLoad([1], page: 0, pageCount: 2, totalCount: 2, pageSize: 1)
    #expect(paginator.nextPageToLoad() == 1)
    paginator.didFail()
    #expect(paginator.nextPageToLoad() == 1)
  }

  @Test("An empty result is its own last page; a jump leaves a gap that items stops at")
  func emptyAndGaps() {
    var map = PageMap<Int>()
    #expect(!map.isLastPage)
    map.insert([], page: 0, pageCount: 0, totalCount: 0, pageSize: 20)
    #expect(map.isLastPage)
    #expect(map.nextPage == nil)
    var jumped = PageMap<Int>()
    jumped.insert([1], page: 0, pageCount: 5, totalCount: 5, pageSize: 1)
    jumped.insert([3], page: 2, pageCount: 5, totalCount: 5, pageSize: 1)
    #expect(jumped.items == [1])
    #expect(jumped.contains(page: 2) && !jumped.contains(page: 1))
    #expect(jumped.latestPage == 2)
  }
}
