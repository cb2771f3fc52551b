import InstantSearchConnectors

/// The session's facet list view: it keeps the values (with their selection) the Facet List
/// widget presents, and can report a click on a value as a person's tap would.
@MainActor
final class FacetValuesController: FacetListController {
  /// The presented values, in display order.
  private(set) var items: [SelectableItem<Facet>] = []

  /// Set by the interactor: called with the value the user toggles.
  var onClick: ((Facet) -> Void)?

  /// Keeps the presented values.
  func setSelectableItems(selectableItems: [SelectableItem<Facet>]) {
    items = selectableItems
  }
}
