import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@MainActor
@Suite("Filter toggle")
struct FilterToggleTests {
  /// A fake index of 500 products, 120 of them with free shipping.
  static func shipping() -> FakeSearchService {
    FakeSearchService(answeringEach: { query in
      let free = query.query.filters?.contains(#""free_shipping":"true""#) == true
      let counts = free ? ["true": 120] : ["true": 120, "false": 380]
      return .fake(nbHits: free ? 120 : 500, facets: ["free_shipping": counts])
    })
  }

  @Test("toggling adds and removes the filter; the count is the value's")
  func freeShipping() async throws {
    let searcher = HitsSearcher(service: Self.shipping(), indexName: "products")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let recorder = SearcherRecorder(searcher)
    let view = SwitchView()
    let toggle = FilterToggleConnector(
      searcher: searcher, filterState: filterState, attribute: "free_shipping", value: "true",
      controller: view)
    #expect(view.title == "free_shipping: true")
    searcher.search()
    await recorder.waitForOutcomes(1)
    let all = try #require(recorder.responses.last?.nbHits)
    let count = try #require(view.count)
    #expect(count > 0 && count < all)
    view.onClick?()
    #expect(view.isSelected)
    await recorder.waitForOutcomes(2)
    #expect(recorder.responses.last?.nbHits == count)
    #expect(view.count == count, "the count ignores the toggle's own choice")
    view.onClick?()
    #expect(!view.isSelected)
    #expect(filterState.getFilters().isEmpty)
    toggle.disconnect()
    #expect(view.onClick == nil)
  }

  @Test("clearing the filters switches the toggle off; a numeric toggle has no count")
  func clearedAndNumeric() {
    let filterState = FilterState()
    let filter = Filter.numeric(
      Filter.Numeric(attribute: "rating", value: .comparison(.greaterThanOrEqual, 4)))
    let toggle = FilterToggleConnector(searcher: nil, filterState: filterState, filter: filter)
    toggle.interactor.toggle()
    #expect(toggle.interactor.isSelected)
    #expect(filterState.contains(filter, inGroupWithID: .and(name: "rating")))
    let clear = FilterClearConnector(filterState: filterState)
    clear.interactor.trigger()
    #expect(!toggle.interactor.isSelected)
    #expect(toggle.interactor.count == nil)
  }
}

/// A switch recording what the widget shows.
@MainActor
final class SwitchView: FilterToggleController {
  var onClick: (() -> Void)?
  var title = ""
  var isSelected = false
  var count: Int?
  func setTitle(_ title: String) { self.title = title }
  func setSelected(_ isSelected: Bool) { self.isSelected = isSelected }
  func setCount(_ count: Int?) { self.count = count }
}
