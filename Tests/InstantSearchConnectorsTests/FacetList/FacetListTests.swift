import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// A facet list controller that records what it is told.
@MainActor
final class TestFacetListController: FacetListController {
  var onClick: ((Facet) -> Void)?
  private(set) var items: [SelectableItem<Facet>] = []

  func setSelectableItems(selectableItems: [SelectableItem<Facet>]) { items = selectableItems }

  func click(_ value: String) {
    onClick?(Facet(value: value, count: 0))
  }
}

@Suite("Facet List", .timeLimit(.minutes(10)))
@MainActor
struct FacetListTests {
  /// A fake index of 5 products, 3 by sony and 2 by apple: a main query filtered on sony counts
  /// sony alone, the brand query (which leaves the brand choices out) counts both.
  static func brands() -> FakeSearchService {
    FakeSearchService(answeringEach: { query in
      let sony = query.query.filters?.contains(#""brand":"sony""#) == true
      let counts = sony && query.countedFacet == nil ? ["sony": 3] : ["sony": 3, "apple": 2]
      return .fake(nbHits: sony ? 3 : 5, facets: ["brand": counts])
    })
  }

  @Test("values come with counts; a click writes an OR group and searches")
  func selectWritesFilterState() async throws {
    let searcher = HitsSearcher(service: Self.brands(), indexName: "products")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let recorder = SearcherRecorder(searcher)
    let controller = TestFacetListController()
    let connector = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand", controller: controller,
      presenter: FacetListPresenter(limit: nil))
    #expect(searcher.query.facets == ["brand"])
    _ = try await searcher.searchAndWait()
    let before = controller.items.map(\.item)
    #expect(!before.isEmpty)
    #expect(before.map(\.count) == before.map(\.count).sorted(by: >))
    let first = try #require(before.first)
    controller.click(first.value)
    #expect(filterState.filtersString == "( \"brand\":\"\(first.value)\" )")
    #expect(connector.interactor.selections == [first.value])
    #expect(recorder.searches == 2)
    await recorder.waitForOutcomes(2)
    let after = controller.items
    #expect(after.first?.item.value == first.value)
    #expect(after.first?.isSelected == true)
    #expect(after.filter(\.isSelected).count == 1)
    // Disjunctive faceting: the other brands still count, as if brand were not refined.
    #expect(after.count == before.count)
    #expect(recorder.responses.last?.nbHits == first.count)
    controller.click(first.value)
    #expect(filterState.isEmpty)
    #expect(connector.interactor.selections.isEmpty)
  }

  @Test("single selection replaces; AND groups are used when asked")
  func singleAndConjunctive() {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    let filterState = FilterState()
    let connector = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand", selectionMode: .single,
      operator: .and, groupName: "brands")
    connector.interactor.computeSelections(selectingItemForKey: "sony")
    connector.interactor.computeSelections(selectingItemForKey: "apple")
    #expect(filterState.getFilters(forGroupWithID: .and(name: "brands")).count == 1)
    #expect(filterState.filtersString == #"( "brand":"apple" )"#)
    connector.interactor.computeSelections(selectingItemForKey: "apple")
    #expect(filterState.isEmpty)
  }

  @Test("the selection follows the filter state, selected values stay listed")
  func readsFilterState() {
    let filterState = FilterState()
    let interactor = FacetListInteractor(facets: [Facet(value: "sony", count: 3)])
    interactor.connectFilterState(filterState, with: "brand")
    filterState[or: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "lg"))
    filterState[or: "brand"].add(Filter.Facet(attribute: "color", stringValue: "red"))
    filterState.notifyChange()
    #expect(interactor.selections == ["lg"])
    #expect(
      interactor.selectableItems == [
        SelectableItem(item: Facet(value: "sony", count: 3), isSelected: false),
        SelectableItem(item: Facet(value: "lg", count: 0), isSelected: true),
      ])
  }

  @Test("the presenter puts selected values first, then by count and value, and trims")
  func presenter() {
    let items = [
      SelectableItem(item: Facet(value: "b", count: 5), isSelected: false),
      SelectableItem(item: Facet(value: "a", count: 5), isSelected: false),
      SelectableItem(item: Facet(value: "c", count: 1), isSelected: true),
      SelectableItem(item: Facet(value: "d", count: 9), isSelected: false),
    ]
    #expect(FacetListPresenter(limit: 3).present(items).map(\.item.value) == ["c", "d", "a"])
    #expect(
      FacetListPresenter(selectedFirst: false, limit: nil).present(items).map(\.item.value) == [
        "d", "a", "b", "c",
      ])
  }
}
