import InstantSearch
import Testing

/// The two Clear Filters examples of the seed document, run as written (with the UIKit button
/// replaced by a stand-in), on the groups `.and(name: "color")` and
/// `.or(name: "category", filterType: .facet)`.
@Suite("Seed: Clear Filters")
@MainActor
struct ClearFiltersSeedTests {
  /// color:red in `and<color>`, category:shoe in `or<category>`, brand:sony in `and<brand>`.
  static func fill(_ filterState: FilterState) {
    filterState[and: "color"].add(Filter.Facet(attribute: "color", stringValue: "red"))
    filterState[or: "category"].add(Filter.Facet(attribute: "category", stringValue: "shoe"))
    filterState[and: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "sony"))
    filterState.notifyChange()
  }

  @Test("the connector example clears the specified groups on a tap")
  func connectorExample() {
    // The seed, as written.
    let filterState: FilterState = .init()
    let clearFiltersController: FilterClearButtonController = .init(button: UIButton())

    let filterClearConnector: FilterClearConnector = .init(
      filterState: filterState,
      clearMode: .specified,
      filterGroupIDs: [
        .and(name: "color"),
        .or(
          name: "category",
          filterType: .facet),
      ],
      controller: clearFiltersController)
    // What the seed describes.
    Self.fill(filterState)
    var notifications = 0
    filterState.onChange.subscribe(with: clearFiltersController) { _, _ in notifications += 1 }
    #expect(filterClearConnector.interactor.canClear)
    clearFiltersController.button.sendActions(for: .touchUpInside)
    #expect(filterState.filtersString == #"( "brand":"sony" )"#)
    #expect(notifications == 1)
    clearFiltersController.button.sendActions(for: .touchUpInside)
    #expect(notifications == 1)
  }

  @Test("the low-level example clears the specified groups on a tap")
  func lowLevelExample() {
    // The seed, as written.
    let filterState: FilterState = .init()
    let filterClearInteractor: FilterClearInteractor = .init()
    let clearFiltersController: FilterClearButtonController = .init(button: UIButton())

    filterClearInteractor.connectFilterState(
      filterState,
      filterGroupIDs: [
        .and(name: "color"),
        .or(name: "category", filterType: .facet),
      ],
      clearMode: .specified)
    filterClearInteractor.connectController(clearFiltersController)
    // What the seed describes.
    Self.fill(filterState)
    clearFiltersController.button.sendActions(for: .touchUpInside)
    #expect(filterState.filtersString == #"( "brand":"sony" )"#)
  }

  @Test("with .except, a tap clears every group but the listed ones")
  func exceptMode() {
    let filterState: FilterState = .init()
    let clearFiltersController: FilterClearButtonController = .init(button: UIButton())
    let filterClearConnector: FilterClearConnector = .init(
      filterState: filterState,
      clearMode: .except,
      filterGroupIDs: [
        .and(name: "color"),
        .or(
          name: "category",
          filterType: .facet),
      ],
      controller: clearFiltersController)
    Self.fill(filterState)
    clearFiltersController.button.sendActions(for: .touchUpInside)
    #expect(filterState.filtersString == #"( "category":"shoe" ) AND ( "color":"red" )"#)
    #expect(filterClearConnector.interactor.canClear == false)
  }

  @Test("with the defaults (no IDs), a tap clears every group")
  func defaults() {
    let filterState: FilterState = .init()
    let clearFiltersController: FilterClearButtonController = .init(button: UIButton())
    let filterClearConnector: FilterClearConnector = .init(
      filterState: filterState, controller: clearFiltersController)
    Self.fill(filterState)
    clearFiltersController.button.sendActions(for: .touchUpInside)
    #expect(filterState.filtersString == nil)
    #expect(filterClearConnector.isConnected)
  }
}
