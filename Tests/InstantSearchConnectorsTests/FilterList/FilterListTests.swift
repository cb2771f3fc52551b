import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// The price bands of the tests.
private let bands: [Filter] = [
  .numeric(Filter.Numeric(attribute: "price", operator: .lessThan, value: 25)),
  .numeric(Filter.Numeric(attribute: "price", range: 25...100)),
  .numeric(Filter.Numeric(attribute: "price", operator: .greaterThan, value: 100)),
]

/// `brand:value`.
private func brand(_ value: String) -> Filter {
  .facet(Filter.Facet(attribute: "brand", stringValue: value))
}

/// A fake index of 500 products: 30 by Samsung and 20 by Apple, the brand query (which leaves
/// the OR group's brands out) counting both; 80 under 25 and 120 over 100, each price band
/// holding the prices it names.
private func catalog() -> FakeSearchService {
  FakeSearchService(answeringEach: { query in
    let filters = query.query.filters ?? ""
    if filters.contains(#""brand":"Samsung""#) {
      let counts = query.countedFacet == nil ? ["Samsung": 30] : ["Samsung": 30, "Apple": 20]
      return .fake(nbHits: 30, facets: ["brand": counts])
    }
    let cheap = filters.contains("< 25")
    let dear = filters.contains("> 100")
    let prices: [Double] = (cheap ? [5, 19.99] : []) + (dear ? [150, 900] : [])
    return .fake(
      hits: prices.map { ["objectID": .string("\($0)"), "price": .number($0)] },
      nbHits: (cheap ? 80 : 0) + (dear ? 120 : 0) + (cheap || dear ? 0 : 500),
      facets: ["brand": ["Samsung": 30, "Apple": 20, "Sony": 10]])
  })
}

/// A searcher on the fake catalog, following a fresh filter state, with a recorder.
@MainActor
private func catalogSearcher() -> (HitsSearcher, FilterState, SearcherRecorder) {
  let searcher = HitsSearcher(service: catalog(), indexName: "products")
  let filterState = FilterState()
  searcher.connectFilterState(filterState)
  return (searcher, filterState, SearcherRecorder(searcher))
}

@MainActor
@Suite("Filter list", .timeLimit(.minutes(10)))
struct FilterListTests {
  @Test("multiple selection toggles filters in an OR group named after their attribute")
  func multiple() {
    let filterState = FilterState()
    let changes = ChangeCounter(filterState)
    let view = FilterRowsView()
    let list = FilterListConnector(filterState: filterState, filters: bands, controller: view)
    let group = FilterGroup.ID.or(name: "price", filterType: .numeric)
    #expect(list.interactor.defaultGroupID == group)
    #expect(view.items.map(\.isSelected) == [false, false, false])
    view.onClick?(bands[0])
    view.onClick?(bands[2])
    #expect(Set(filterState.getFilters(forGroupWithID: group)) == [bands[0], bands[2]])
    #expect(view.items.map(\.isSelected) == [true, false, true])
    view.onClick?(bands[0])
    #expect(filterState.getFilters(forGroupWithID: group) == [bands[2]])
    #expect(changes.count == 3, "one notification per click")
  }

  @Test("single selection replaces the selected filter, and a second click deselects it")
  func single() {
    let filterState = FilterState()
    let list = FilterListConnector(filterState: filterState, filters: bands, selectionMode: .single)
    list.interactor.computeSelections(selectingItemForKey: bands[0])
    list.interactor.computeSelections(selectingItemForKey: bands[1])
    #expect(filterState.getFilters() == [bands[1]])
    #expect(list.interactor.selections == [bands[1]])
    list.interactor.computeSelections(selectingItemForKey: bands[1])
    #expect(filterState.getFilters().isEmpty)
  }

  @Test("the selection follows the filter state; filters not in the list are left alone")
  func followsFilterState() {
    let filterState = FilterState()
    let group = FilterGroup.ID.or(name: "price", filterType: .numeric)
    let other = Filter.numeric(Filter.Numeric(attribute: "price", operator: .equals, value: 7))
    filterState.add(other, toGroupWithID: group)
    filterState.add(bands[1], toGroupWithID: group)
    let list = FilterListConnector(
      filterState: filterState, filters: bands + [bands[0]], selectionMode: .single)
    #expect(list.interactor.items == bands, "a repeated filter is kept once")
    #expect(list.interactor.selections == [bands[1]], "connecting reads the filter state")
    list.interactor.computeSelections(selectingItemForKey: bands[2])
    #expect(Set(filterState.getFilters()) == [other, bands[2]])
    list.interactor.computeSelections(selectingItemForKey: other)
    #expect(Set(filterState.getFilters()) == [other, bands[2]], "a filter not listed is ignored")
    FilterClearConnector(filterState: filterState).interactor.trigger()
    #expect(list.interactor.selections.isEmpty)
  }

  @Test("mixed kinds go to an AND group; tags to one named _tags")
  func groups() {
    let mixed = FilterListInteractor(items: [brand("Sony"), bands[0]])
    #expect(mixed.defaultGroupID == .and(name: "filterList"))
    let tags = FilterListInteractor(items: [.tag(Filter.Tag(value: "new"))])
    #expect(tags.defaultGroupID == .or(name: "_tags", filterType: .tag))
  }

  @Test("facet filters are counted from the responses, without the list's own choices")
  func facetCounts() async throws {
    let (searcher, filterState, recorder) = catalogSearcher()
    let view = FilterRowsView()
    let list = FilterListConnector(
      searcher: searcher, filterState: filterState, filters: [brand("Samsung"), brand("Apple")],
      controller: view)
    searcher.search()
    await recorder.waitForOutcomes(1)
    let counts = view.items.compactMap(\.count)
    #expect(counts.count == 2 && counts.allSatisfy { $0 > 0 })
    view.onClick?(brand("Samsung"))
    await recorder.waitForOutcomes(2)
    #expect(recorder.responses.last?.nbHits == counts[0])
    #expect(view.items.compactMap(\.count) == counts, "an OR group's counts ignore its choices")
    #expect(view.items.map(\.isSelected) == [true, false])
    list.disconnect()
    #expect(view.onClick == nil && searcher.disjunctiveFacetsAttributes.isEmpty)
  }

  @Test("price bands OR together")
  func priceBands() async throws {
    let (searcher, filterState, recorder) = catalogSearcher()
    let list = FilterListConnector(searcher: searcher, filterState: filterState, filters: bands)
    list.interactor.computeSelections(selectingItemForKey: bands[0])
    await recorder.waitForOutcomes(1)
    let cheap = try #require(recorder.responses.last?.nbHits)
    list.interactor.computeSelections(selectingItemForKey: bands[2])
    await recorder.waitForOutcomes(2)
    let response = try #require(recorder.responses.last)
    #expect(response.nbHits > cheap)
    let prices = response.hits.compactMap { $0["price"]?.doubleValue }
    #expect(!prices.isEmpty && prices.allSatisfy { $0 < 25 || $0 > 100 })
    #expect(list.interactor.counts.isEmpty, "numeric filters have no count")
  }
}

/// A list view recording what the widget shows.
@MainActor
final class FilterRowsView: FilterListController {
  var onClick: ((Filter) -> Void)?
  var items: [FilterListItem] = []
  func setItems(_ items: [FilterListItem]) { self.items = items }
}
