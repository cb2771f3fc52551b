/// A controller of a hierarchical menu (an indented list, an outline view): it shows the rows
/// in tree order and reports clicks.
@MainActor
public protocol HierarchicalController: AnyObject {
  /// Set by the interactor: the controller calls it with the clicked row's full value
  /// (``HierarchicalFacet/facet``'s `value`, as `Audio > Speaker`).
  var onClick: ((String) -> Void)? { get set }

  /// Called with the rows in tree order, now and whenever the counts or the selection change.
  func setItems(_ items: [HierarchicalFacet])
}
