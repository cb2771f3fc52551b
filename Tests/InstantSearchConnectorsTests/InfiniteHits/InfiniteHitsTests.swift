import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// A fake answering at once with `perPage` hits per page, objectIDs `index:page:n`, over
/// `pages` pages.
func pagedService(pages: Int = 3, perPage: Int = 2) -> FakeSearchService {
  FakeSearchService { queries in
    queries.map { indexed in
      let page = indexed.query.page ?? 0
      let count = (indexed.query.hitsPerPage == 0 || page >= pages) ? 0 : perPage
      let hits = (0..<count).map { number in
        Hit(json: ["objectID": .string("\(indexed.indexName):\(page):\(number)")])
      }
      return SearchResponse(
        hits: hits, nbHits: pages * perPage, page: page, nbPages: pages, hitsPerPage: perPage)
    }
  }
}

/// Lets pending tasks run for a while, to show that nothing more happens.
@MainActor
func idle() async {
  for _ in 0..<200 { await Task.yield() }
}

@MainActor
@Suite("Infinite hits")
struct InfiniteHitsTests {
  @Test("loadMore loads the next page once, keeps every page, and stops at the last page")
  func loadsPages() async {
    let service = pagedService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    let widget = InfiniteHitsConnector(searcher: searcher)
    #expect(widget.interactor.loadMore() == 0)
    #expect(widget.interactor.loadMore() == nil, "page 0 is on its way")
    await eventually { widget.interactor.hits.count == 2 }
    #expect(widget.interactor.loadMore() == 1)
    #expect(widget.interactor.loadMore() == nil)
    await eventually { widget.interactor.hits.count == 4 }
    widget.interactor.loadMore()
    await eventually { widget.interactor.hits.count == 6 }
    #expect(widget.interactor.isLastPage)
    #expect(widget.interactor.loadMore() == nil)
    await idle()
    #expect(service.calls.map { $0.queries[0].query.page } == [0, 1, 2])
    #expect(
      widget.interactor.hits.compactMap(\.objectID).prefix(3) == [
        "products:0:0", "products:0:1", "products:1:0",
      ])
  }

  @Test("a new query text or a filter change starts the list afresh")
  func resets() async {
    let searcher = HitsSearcher(service: pagedService(), indexName: "products")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let widget = InfiniteHitsConnector(searcher: searcher)
    widget.interactor.loadMore()
    await eventually { widget.interactor.hits.count == 2 }
    widget.interactor.loadMore()
    await eventually { widget.interactor.hits.count == 4 }
    searcher.query.query = "phone"
    #expect(widget.interactor.hits.isEmpty)
    searcher.search()
    await eventually { widget.interactor.hits.count == 2 }
    widget.interactor.loadMore()
    await eventually { widget.interactor.hits.count == 4 }
    filterState[and: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Sony"))
    filterState.notifyChange()
    await eventually { widget.interactor.hits.count == 2 }
    #expect(widget.interactor.paginator.pageMap.latestPage == 0)
  }

  @Test("after switching sort, paging goes on from page 0 of the new index (iOS #250)")
  func sortResetsPaging() async {
    let service = pagedService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    let sortBy = SortByConnector(
      searcher: searcher, indicesNames: ["products", "products_price_asc"], selected: 0)
    let widget = InfiniteHitsConnector(searcher: searcher)
    widget.interactor.loadMore()
    await eventually { widget.interactor.hits.count == 2 }
    widget.interactor.loadMore()
    await eventually { widget.interactor.hits.count == 4 }
    widget.interactor.loadMore()
    sortBy.interactor.computeSelected(selecting: 1)
    await eventually { widget.interactor.hits.first?.objectID == "products_price_asc:0:0" }
    #expect(widget.interactor.hits.count == 2)
    #expect(widget.interactor.loadMore() == 1)
    await eventually { widget.interactor.hits.count == 4 }
    widget.interactor.loadMore()
    await eventually { widget.interactor.hits.count == 6 }
    #expect(widget.interactor.isLastPage)
    let last = service.calls.suffix(3).map { ($0.queries[0].indexName, $0.queries[0].query.page) }
    #expect(last.map(\.0) == Array(repeating: "products_price_asc", count: 3))
    #expect(last.map(\.1) == [0, 1, 2])
  }

  @Test("paging one of several indices sends one request and no more (iOS #207)")
  func multiIndexPaging() async {
    let service = pagedService()
    let multi = MultiSearcher(service: service)
    let products = InfiniteHitsConnector(searcher: multi.addHitsSearcher(indexName: "products"))
    let suggestions = InfiniteHitsConnector(
      searcher: multi.addHitsSearcher(indexName: "products_query_suggestions"))
    multi.search()
    await eventually {
      products.interactor.hits.count == 2 && suggestions.interactor.hits.count == 2
    }
    #expect(service.calls.count == 1)
    products.interactor.loadMore()
    await eventually { products.interactor.hits.count == 4 }
    suggestions.interactor.loadMore()
    await eventually { suggestions.interactor.hits.count == 4 }
    await idle()
    #expect(service.calls.count == 3, "one call per page asked for, nothing on its own")
    #expect(products.interactor.hits.count == 4, "the other index's paging kept these pages")
    #expect(service.calls[2].queries.map(\.query.page) == [1, 1])
  }

  @Test("a failed page can be asked for again")
  func retry() async {
    let service = FakeSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    let widget = InfiniteHitsConnector(searcher: searcher)
    widget.interactor.loadMore()
    await service.waitForCalls(1)
    service.fail(0, with: SearchError.http(status: 500, message: "down"))
    await eventually { widget.interactor.paginator.pendingPage == nil }
    #expect(widget.interactor.loadMore() == 0)
  }

  @Test("the controller shows the list and its requests load more")
  func controller() async {
    let searcher = HitsSearcher(service: pagedService(), indexName: "products")
    let view = ListView()
    let widget = InfiniteHitsConnector(searcher: searcher, controller: view)
    view.onLoadMore?()
    await eventually { view.hits.count == 2 }
    #expect(view.isLastPage == false && view.totalCount == 6)
    widget.disconnect()
    #expect(view.onLoadMore == nil)
  }
}

/// A view recording what the widget shows.
@MainActor
final class ListView: InfiniteHitsController {
  var onLoadMore: (() -> Void)?
  var hits: [Hit] = []
  var isLastPage = false
  var totalCount = 0
  func setHits(_ hits: [Hit], isLastPage: Bool, totalCount: Int) {
    self.hits = hits
    self.isLastPage = isLastPage
    self.totalCount = totalCount
  }
}
