import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// A response with price stats.
private func stats(_ min: Double, _ max: Double) -> SearchResponse {
  var response = SearchResponse(nbHits: 10)
  response.facetsStats = ["price": FacetStats(min: min, max: max, avg: 0, sum: 0)]
  return response
}

/// A fake index of products priced 0.99 to 2000: a main query filtered on the price holds only
/// the products of 20 and more, with their narrower stats; the price query, which leaves the
/// price filters out, has the whole index's stats.
func pricedProducts() -> FakeSearchService {
  FakeSearchService(answeringEach: { query in
    let filtered = query.query.filters?.contains(#""price""#) == true
    let prices: [Double] = filtered ? [150, 900, 2000] : [0.99, 5, 150, 900, 2000]
    let stats =
      filtered && query.countedFacet == nil
      ? FacetStats(min: 150, max: 2000, avg: 1000, sum: 3050)
      : FacetStats(min: 0.99, max: 2000, avg: 600, sum: 3055.99)
    return .fake(
      hits: prices.enumerated().map {
        ["objectID": .string("\($0.offset)"), "price": .number($0.element)]
      },
      nbHits: filtered ? 300 : 500, facetsStats: ["price": stats])
  })
}

@MainActor
@Suite("Number range")
struct NumberRangeTests {
  @Test("the bounds follow every response, not only the first (iOS #225)")
  func boundsRefresh() async {
    let searcher = HitsSearcher(service: FakeSearchService(), indexName: "products")
    let range = NumberRangeConnector(
      searcher: searcher, filterState: FilterState(), attribute: "price")
    searcher.onResults.fire(stats(1, 2000))
    #expect(range.interactor.bounds == 1...2000)
    searcher.onResults.fire(stats(30, 400))
    #expect(range.interactor.bounds == 30...400)
    searcher.onResults.fire(SearchResponse())
    #expect(range.interactor.bounds == nil)
  }

  @Test("a range is one filter, clamped, replacing the last; the price query leaves it out")
  func writesOneFilter() async throws {
    let searcher = HitsSearcher(service: pricedProducts(), indexName: "products")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let recorder = SearcherRecorder(searcher)
    let view = SliderView()
    _ = NumberRangeConnector(
      searcher: searcher, filterState: filterState, attribute: "price", controller: view)
    searcher.search()
    await recorder.waitForOutcomes(1)
    let bounds = try #require(view.bounds)
    view.onRangeChanged?(10...50)
    #expect(view.range == 10...50)
    await recorder.waitForOutcomes(2)
    view.onRangeChanged?(20...1_000_000)
    #expect(view.range == 20...bounds.upperBound)
    #expect(filterState.getFilters().count == 1)
    await recorder.waitForOutcomes(3)
    #expect(view.bounds == bounds, "the slider does not shrink to the chosen range")
    let prices = (recorder.responses.last?.hits ?? []).compactMap { $0["price"]?.doubleValue }
    #expect(prices.allSatisfy { (20...bounds.upperBound).contains($0) })
    let priceQuery = searcher.disjunctiveFaceting.queries.first { $0.query.facets == ["price"] }
    #expect(priceQuery != nil)
    #expect(priceQuery?.query.filters == nil)
    view.onRangeChanged?(nil)
    #expect(view.range == nil && filterState.getFilters().isEmpty)
  }
}

/// A slider recording what the widget shows.
@MainActor
final class SliderView: NumberRangeController {
  var onRangeChanged: ((ClosedRange<Double>?) -> Void)?
  var bounds: ClosedRange<Double>?
  var range: ClosedRange<Double>?
  func setBounds(_ bounds: ClosedRange<Double>?) { self.bounds = bounds }
  func setRange(_ range: ClosedRange<Double>?) { self.range = range }
}
