/// A controller for a facet list: it shows the values with their counts and selection, and
/// reports a click on a value.
@MainActor
public protocol FacetListController: AnyObject {
  /// Called with the values to show, in display order, each with whether it is selected.
  func setSelectableItems(selectableItems: [SelectableItem<Facet>])

  /// Called when the list needs to be drawn again.
  func reload()

  /// Set by the interactor: the controller calls it with the value the user clicked.
  var onClick: ((Facet) -> Void)? { get set }
}

extension FacetListController {
  /// Does nothing: controllers that redraw in `setSelectableItems(selectableItems:)` need not
  /// implement it.
  public func reload() {}
}
