import InstantSearchCore

/// A controller for a current filters list: it shows the filters and reports a removal.
@MainActor
public protocol CurrentFiltersController: AnyObject {
  /// Called with the filters to show, in display order.
  func setItems(_ items: [FilterAndID])

  /// Called when the list needs to be drawn again.
  func reload()

  /// Set by the interactor: the controller calls it when the user removes a filter.
  var onRemoveItem: ((FilterAndID) -> Void)? { get set }
}

extension CurrentFiltersController {
  /// Does nothing: controllers that redraw in `setItems(_:)` need not implement it.
  public func reload() {}
}
