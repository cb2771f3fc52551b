import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// A response with the relevant-sort members given.
private func response(sorted: Int?, strictness: Int?, nbHits: Int = 40) -> SearchResponse {
  var response = SearchResponse(nbHits: nbHits)
  response.additional["nbSortedHits"] = sorted.map { .number(Double($0)) }
  response.additional["appliedRelevancyStrictness"] = strictness.map { .number(Double($0)) }
  return response
}

/// A fake where `products_rating_desc` is a virtual replica: 12 of 40 hits relevant unless the
/// query asks for strictness 0, when all 40 are; `products` is a standard index.
private func replicas() -> FakeSearchService {
  FakeSearchService(answeringEach: { query in
    guard query.indexName == "products_rating_desc" else { return .fake(nbHits: 40) }
    let strictness = query.query.additionalParameters["relevancyStrictness"]?.doubleValue
    return strictness == 0
      ? response(sorted: 40, strictness: 0) : response(sorted: 12, strictness: 100)
  })
}

@MainActor
@Suite("Relevant sort", .timeLimit(.minutes(10)))
struct RelevantSortTests {
  @Test("the state comes from nbSortedHits and appliedRelevancyStrictness; none off a replica")
  func readsResponses() {
    #expect(RelevantSortState(response(sorted: nil, strictness: nil)) == nil)
    #expect(
      RelevantSortState(response(sorted: 12, strictness: 90))
        == RelevantSortState(priority: .relevancy, sortedHitsCount: 12, totalHitsCount: 40))
    #expect(RelevantSortState(response(sorted: 40, strictness: 0))?.priority == .hitsCount)
    #expect(
      RelevantSortState(response(sorted: 5, strictness: nil))?.priority == .relevancy,
      "without the applied strictness, sorted hits mean relevancy, as iOS reads it")
    #expect(RelevantSortState(response(sorted: 0, strictness: nil))?.priority == .hitsCount)
  }

  @Test("on a virtual replica, show all sends strictness 0 from page 0, and back again")
  func toggles() async throws {
    let searcher = HitsSearcher(service: replicas(), indexName: "products_rating_desc")
    let recorder = SearcherRecorder(searcher)
    let view = BannerView()
    let relevantSort = RelevantSortConnector(searcher: searcher, controller: view)
    searcher.query.query = "lens"
    searcher.search()
    await recorder.waitForOutcomes(1)
    let relevant = try #require(view.state)
    #expect(relevant.priority == .relevancy)
    #expect(relevant.sortedHitsCount < relevant.totalHitsCount)
    searcher.query.page = 1
    view.onClick?()
    #expect(searcher.query.additionalParameters["relevancyStrictness"] == .number(0))
    #expect(searcher.query.page == 0)
    await recorder.waitForOutcomes(2)
    #expect(view.state?.priority == .hitsCount)
    #expect(view.state?.sortedHitsCount == relevant.totalHitsCount)
    relevantSort.interactor.toggle()
    await recorder.waitForOutcomes(3)
    #expect(view.state == relevant)
    relevantSort.disconnect()
    #expect(view.onClick == nil)
  }

  @Test("disconnecting takes the strictness it set off the query, and puts back a prior one")
  func disconnectRestoresStrictness() async throws {
    let searcher = HitsSearcher(service: replicas(), indexName: "products_rating_desc")
    let recorder = SearcherRecorder(searcher)
    let first = RelevantSortConnector(searcher: searcher, controller: BannerView())
    searcher.search()
    await recorder.waitForOutcomes(1)
    first.interactor.toggle()
    #expect(searcher.query.additionalParameters["relevancyStrictness"] == .number(0))
    await recorder.waitForOutcomes(2)
    first.interactor.toggle()
    await recorder.waitForOutcomes(3)
    first.disconnect()
    #expect(searcher.query.additionalParameters["relevancyStrictness"] == nil)
    #expect(recorder.searches == 3, "disconnecting does not search")

    searcher.query.additionalParameters["relevancyStrictness"] = .number(40)
    let second = RelevantSortConnector(searcher: searcher, controller: BannerView())
    second.interactor.toggle()
    #expect(searcher.query.additionalParameters["relevancyStrictness"] == .number(0))
    await recorder.waitForOutcomes(4)
    second.disconnect()
    #expect(searcher.query.additionalParameters["relevancyStrictness"] == .number(40))
    second.connect()
    second.disconnect()
    #expect(searcher.query.additionalParameters["relevancyStrictness"] == .number(40))
  }

  @Test("off a virtual replica the state is nil and a click searches nothing")
  func notVirtual() async throws {
    let searcher = HitsSearcher(service: replicas(), indexName: "products")
    let recorder = SearcherRecorder(searcher)
    let view = BannerView()
    _ = RelevantSortConnector(searcher: searcher, controller: view)
    searcher.search()
    await recorder.waitForOutcomes(1)
    #expect(view.state == nil)
    view.onClick?()
    #expect(recorder.searches == 1)
    #expect(searcher.query.additionalParameters["relevancyStrictness"] == nil)
  }

  @Test("the default presenter words both priorities")
  func presenter() {
    let relevant = RelevantSortState(priority: .relevancy, sortedHitsCount: 3, totalHitsCount: 50)
    #expect(DefaultPresenter.RelevantSort.present(relevant)?.hint == "3 relevant results of 50")
    #expect(DefaultPresenter.RelevantSort.present(relevant)?.toggleTitle == "show all")
    let all = RelevantSortState(priority: .hitsCount, sortedHitsCount: 50, totalHitsCount: 50)
    #expect(DefaultPresenter.RelevantSort.present(all)?.hint == "all 50 results")
    #expect(DefaultPresenter.RelevantSort.present(nil) == nil)
  }
}

/// A banner recording what the widget shows.
@MainActor
final class BannerView: RelevantSortController {
  var onClick: (() -> Void)?
  var state: RelevantSortState?
  func setItem(_ state: RelevantSortState?) { self.state = state }
}
