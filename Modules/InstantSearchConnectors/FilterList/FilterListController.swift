import InstantSearchCore

/// A controller for a filter list (a list of checkboxes or radio buttons): it shows the rows
/// and reports clicks.
@MainActor
public protocol FilterListController: AnyObject {
  /// Set by the interactor: the controller calls it with the filter of the row clicked.
  var onClick: ((Filter) -> Void)? { get set }

  /// Called with every row (filter, selection, count), now and whenever the selection or the
  /// counts change.
  func setItems(_ items: [FilterListItem])
}
