import InstantSearchConnectors
import InstantSearchCore
import Testing

/// A current filters controller that records what it is told.
@MainActor
final class TestCurrentFiltersController: CurrentFiltersController {
  var onRemoveItem: ((FilterAndID) -> Void)?
  private(set) var items: [FilterAndID] = []

  func setItems(_ items: [FilterAndID]) { self.items = items }
}

@Suite("Current Filters")
@MainActor
struct CurrentFiltersTests {
  static func state() -> FilterState {
    let state = FilterState()
    state[or: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "sony"))
    state[or: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "apple"))
    state[and: "price"].add(Filter.Numeric(attribute: "price", operator: .lessThan, value: 100))
    return state
  }

  @Test("the list shows the filters by group, then text, and follows changes")
  func lists() {
    let filterState = Self.state()
    let controller = TestCurrentFiltersController()
    let connector = CurrentFiltersConnector(filterState: filterState, controller: controller)
    #expect(
      controller.items.map(\.id) == [
        .or(name: "brand", filterType: .facet), .or(name: "brand", filterType: .facet),
        .and(name: "price"),
      ])
    #expect(controller.items.first?.filter.attribute == "brand")
    #expect(controller.items == connector.interactor.items)
    filterState[and: "size"].add(Filter.Facet(attribute: "size", stringValue: "M"))
    filterState.notifyChange()
    #expect(controller.items.count == 4)
  }

  @Test("removing one filter removes it from its group and notifies once")
  func remove() throws {
    let filterState = Self.state()
    let counter = ChangeCounter(filterState)
    let controller = TestCurrentFiltersController()
    _ = CurrentFiltersConnector(filterState: filterState, controller: controller)
    let price = try #require(controller.items.last)
    controller.onRemoveItem?(price)
    #expect(counter.count == 1)
    #expect(controller.items.count == 2)
    #expect(!filterState.getFilters().contains(price.filter))
    controller.onRemoveItem?(price)
    #expect(counter.count == 1)
  }

  @Test("restricted to some groups, it shows and removes only those")
  func restricted() {
    let filterState = Self.state()
    let controller = TestCurrentFiltersController()
    let brand = FilterGroup.ID.or(name: "brand", filterType: .facet)
    _ = CurrentFiltersConnector(
      filterState: filterState, filterGroupIDs: [brand], controller: controller)
    #expect(controller.items.count == 2)
    #expect(controller.items.allSatisfy { $0.id == brand })
    let price = FilterAndID(
      filter: .numeric(Filter.Numeric(attribute: "price", operator: .lessThan, value: 100)),
      id: .and(name: "price"))
    controller.onRemoveItem?(price)
    #expect(filterState.getFilters().contains(price.filter))
  }
}
