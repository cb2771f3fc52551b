import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// A response with price stats.
private func priceStats(_ min: Double, _ max: Double) -> SearchResponse {
  var response = SearchResponse(nbHits: 10)
  response.facetsStats = ["price": FacetStats(min: min, max: max, avg: 0, sum: 0)]
  return response
}

/// The comparison `price OP number`.
private func price(_ op: Filter.Numeric.Operator, _ number: Double) -> Filter {
  .numeric(Filter.Numeric(attribute: "price", operator: op, value: number))
}

@MainActor
@Suite("Number", .timeLimit(.minutes(10)))
struct NumberTests {
  @Test("a number is one comparison in the attribute's group, replacing the last; nil removes it")
  func writesOneComparison() {
    let filterState = FilterState()
    let changes = ChangeCounter(filterState)
    let number = NumberConnector(
      searcher: nil, filterState: filterState, attribute: "price", operator: .greaterThanOrEqual)
    number.interactor.computeNumber(100)
    #expect(
      filterState.getFilters(forGroupWithID: .and(name: "price")) == [
        price(.greaterThanOrEqual, 100)
      ])
    #expect(number.interactor.number == 100)
    number.interactor.computeNumber(250)
    #expect(filterState.getFilters() == [price(.greaterThanOrEqual, 250)])
    #expect(changes.count == 2)
    number.interactor.computeNumber(250)
    #expect(changes.count == 2, "the same number changes nothing and notifies nothing")
    number.interactor.computeNumber(.nan)
    #expect(changes.count == 2, "a number that is not finite is ignored")
    number.interactor.computeNumber(nil)
    #expect(filterState.getFilters().isEmpty && number.interactor.number == nil)
    #expect(changes.count == 3)
  }

  @Test("the number is read back from the filter state: other operators stay, a clear empties it")
  func followsFilterState() {
    let filterState = FilterState()
    filterState.add(price(.lessThanOrEqual, 900), toGroupWithID: .and(name: "price"))
    filterState.add(price(.greaterThanOrEqual, 40), toGroupWithID: .and(name: "price"))
    let number = NumberConnector(searcher: nil, filterState: filterState, attribute: "price")
    #expect(number.interactor.number == 40, "connecting reads what the filter state holds")
    number.interactor.computeNumber(60)
    #expect(
      Set(filterState.getFilters()) == [
        price(.lessThanOrEqual, 900), price(.greaterThanOrEqual, 60),
      ])
    FilterClearConnector(filterState: filterState).interactor.trigger()
    #expect(number.interactor.number == nil)
  }

  @Test("numbers are coerced into the bounds; steps move by the step, starting from a bound")
  func coercionAndSteps() {
    let filterState = FilterState()
    let interactor = NumberInteractor(attribute: "price", operator: .lessThan, step: 25)
    interactor.connectFilterState(filterState)
    interactor.increment()
    #expect(interactor.number == 0, "no bounds and no number: a step starts at 0")
    interactor.computeNumber(nil)
    interactor.bounds = 10...200
    interactor.increment()
    #expect(interactor.number == 10, "stepping up without a number starts at the lower bound")
    interactor.increment()
    #expect(interactor.number == 35)
    interactor.decrement()
    interactor.decrement()
    #expect(interactor.number == 10, "a step below the bounds stops at the lower bound")
    interactor.computeNumber(nil)
    interactor.decrement()
    #expect(interactor.number == 200, "stepping down without a number starts at the upper bound")
    interactor.increment()
    #expect(interactor.number == 200)
    interactor.computeNumber(5000)
    #expect(filterState.getFilters() == [price(.lessThan, 200)])
  }

  @Test("the bounds follow every response (iOS #225) and a refresh leaves the number chosen")
  func boundsRefresh() {
    let searcher = HitsSearcher(service: FakeSearchService(), indexName: "products")
    let filterState = FilterState()
    let view = StepperView()
    let number = NumberConnector(
      searcher: searcher, filterState: filterState, attribute: "price", controller: view)
    searcher.onResults.fire(priceStats(1, 2000))
    #expect(view.bounds == 1...2000)
    view.onNumberChosen?(1500)
    searcher.onResults.fire(priceStats(30, 400))
    #expect(number.interactor.bounds == 30...400 && view.bounds == 30...400)
    #expect(view.number == 1500, "the filter does not move when the stats change")
    searcher.onResults.fire(SearchResponse())
    #expect(view.bounds == nil)
    #expect(searcher.disjunctiveFacetsAttributes == ["price"])
    number.disconnect()
    #expect(searcher.disjunctiveFacetsAttributes.isEmpty)
    #expect(view.onNumberChosen == nil && view.onIncrement == nil && view.onDecrement == nil)
  }

  @Test("price >= N keeps those hits and the bounds do not shrink")
  func demo() async throws {
    let searcher = HitsSearcher(service: pricedProducts(), indexName: "products")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let recorder = SearcherRecorder(searcher)
    let view = StepperView()
    _ = NumberConnector(
      searcher: searcher, filterState: filterState, attribute: "price", step: 100,
      controller: view)
    searcher.search()
    await recorder.waitForOutcomes(1)
    let bounds = try #require(view.bounds)
    let all = try #require(recorder.responses.last?.nbHits)
    view.onIncrement?()
    view.onIncrement?()
    #expect(view.number == bounds.lowerBound + 100)
    // The second step's search supersedes the first's, whose response is never delivered.
    await recorder.waitForOutcomes(2)
    let response = try #require(recorder.responses.last)
    #expect(response.nbHits < all && response.nbHits > 0)
    let prices = response.hits.compactMap { $0["price"]?.doubleValue }
    #expect(!prices.isEmpty && prices.allSatisfy { $0 >= bounds.lowerBound + 100 })
    #expect(view.bounds == bounds, "the price query leaves the price comparison out")
  }
}

/// A stepper recording what the widget shows.
@MainActor
final class StepperView: NumberController {
  var onNumberChosen: ((Double?) -> Void)?
  var onIncrement: (() -> Void)?
  var onDecrement: (() -> Void)?
  var number: Double?
  var bounds: ClosedRange<Double>?
  func setNumber(_ number: Double?) { self.number = number }
  func setBounds(_ bounds: ClosedRange<Double>?) { self.bounds = bounds }
}
