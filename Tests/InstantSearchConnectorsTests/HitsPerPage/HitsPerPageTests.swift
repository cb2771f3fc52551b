import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@MainActor
@Suite("Hits per page")
struct HitsPerPageTests {
  @Test("a choice sets hitsPerPage, goes back to page 0 and searches; the list starts afresh")
  func choose() async {
    let service = pagedService(pages: 5, perPage: 2)
    let searcher = HitsSearcher(service: service, indexName: "products")
    searcher.query.hitsPerPage = 20
    let sizes = HitsPerPageConnector(searcher: searcher, sizes: [10, 20, 50])
    #expect(sizes.selectedSize == 20)
    let list = InfiniteHitsConnector(searcher: searcher)
    list.interactor.loadMore()
    await eventually { list.interactor.hits.count == 2 }
    list.interactor.loadMore()
    await eventually { list.interactor.hits.count == 4 }
    sizes.interactor.computeSelected(selecting: 2)
    await eventually { service.calls.count == 3 }
    #expect(searcher.query.hitsPerPage == 50)
    #expect(service.calls.last?.queries[0].query.page == 0)
    #expect(service.calls.last?.queries[0].query.hitsPerPage == 50)
    await eventually { list.interactor.paginator.pageMap.latestPage == 0 }
    #expect(list.interactor.hits.count == 2)
    #expect(sizes.selectedSize == 50)
  }
}
