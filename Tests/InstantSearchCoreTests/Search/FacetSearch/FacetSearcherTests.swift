import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// A service whose facet searches wait until the test answers them, in any order.
private final class HeldFacetService: SearchService {
  private let held = Locked<
    [(request: String, answer: CheckedContinuation<FacetSearchResponse, any Error>)]
  >([])
  private let seen = Locked<[(text: String, query: Query?, maxFacetHits: Int?)]>([])

  var requests: [(text: String, query: Query?, maxFacetHits: Int?)] { seen.withLock { $0 } }

  func waitForRequests(_ count: Int) async {
    while held.withLock({ $0.count }) < count { await Task.yield() }
  }

  func answer(_ number: Int, value: String) {
    let continuation = held.withLock { $0[number].answer }
    continuation.resume(
      returning: FacetSearchResponse(facetHits: [.init(value: value, highlighted: value, count: 1)])
    )
  }

  func searchForFacetValues(
    of facetName: String, matching facetQuery: String, in indexName: String, query: Query?,
    maxFacetHits: Int?
  ) async throws -> FacetSearchResponse {
    seen.withLock { $0.append((facetQuery, query, maxFacetHits)) }
    return try await withCheckedThrowingContinuation { continuation in
      held.withLock { $0.append((facetQuery, continuation)) }
    }
  }

  func search(_ queries: [IndexedQuery], strategy: MultipleQueriesStrategy) async throws
    -> [SearchResponse]
  { [] }

  func listIndices(page: Int?, hitsPerPage: Int?) async throws -> ListIndicesResponse {
    ListIndicesResponse(items: [])
  }
}

@MainActor
@Suite("FacetSearcher")
struct FacetSearcherTests {
  @Test("The newest facet search wins whatever order the answers come in")
  func newestWins() async throws {
    let service = HeldFacetService()
    let searcher = FacetSearcher(service: service, indexName: "products", attribute: "brand")
    let box = DeliveryBox()
    searcher.onResults.subscribe(with: box) { box, response in
      box.values.append(response.facetHits.map(\.value).joined())
    }
    searcher.text = "s"
    let first = Task { try await searcher.searchAndWait() }
    await service.waitForRequests(1)
    searcher.text = "sa"
    let second = Task { try await searcher.searchAndWait() }
    await service.waitForRequests(2)
    service.answer(1, value: "Samsung")
    service.answer(0, value: "Sony")
    #expect(try await second.value?.facetHits.first?.value == "Samsung")
    #expect(try await first.value == nil)
    #expect(box.values == ["Samsung"])
    #expect(service.requests.map(\.text) == ["s", "sa"])
  }

  @Test("Debounce waits on the injected clock and sends only the last text")
  func debounce() async throws {
    let clock = TestClock()
    let service = FakeSearchService()
    service.facetResponse = FacetSearchResponse(
      facetHits: [.init(value: "Samsung", highlighted: "<em>Sam</em>sung", count: 3)])
    let searcher = FacetSearcher(
      service: service, indexName: "products", attribute: "brand", clock: clock)
    searcher.debounce = .milliseconds(300)
    searcher.maxFacetHits = 5
    searcher.text = "s"
    let first = Task { try await searcher.searchAndWait() }
    await clock.waitForSleepers(1)
    searcher.text = "sam"
    let second = Task { try await searcher.searchAndWait() }
    #expect(try await first.value == nil)
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(299))
    #expect(service.facetSearches.isEmpty)
    clock.advance(by: .milliseconds(1))
    #expect(try await second.value?.facetHits.map(\.count) == [3])
    #expect(service.facetSearches.map(\.facetQuery) == ["sam"])
    #expect(service.facetSearches.first?.maxFacetHits == 5)
  }

  @Test("The context keeps the query and other filters, without the attribute's own OR filters")
  func context() throws {
    let service = FakeSearchService()
    let searcher = FacetSearcher(service: service, indexName: "products", attribute: "brand")
    var filters = FilterStateSnapshot()
    _ = filters.add(
      .facet(.init(attribute: "brand", stringValue: "Sony")),
      toGroupWithID: .or(name: "brand", filterType: .facet))
    _ = filters.add(
      .facet(.init(attribute: "categories", stringValue: "Audio")), toGroupWithID: .and(name: "c"))
    searcher.filterGroups = filters
    searcher.query = Query("phone")
    searcher.query.page = 3
    let context = searcher.contextQuery
    #expect(context.query == "phone")
    #expect(context.filters == #"( "categories":"Audio" )"#)
    #expect(context.page == nil)
  }
}

/// Records what an observer delivers.
@MainActor
private final class DeliveryBox {
  var values: [String] = []
}
