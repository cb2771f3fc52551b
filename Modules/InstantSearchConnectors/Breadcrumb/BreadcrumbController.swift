/// A controller of a breadcrumb (`All > Audio > Speaker`): it shows the selected path of a
/// hierarchical menu and reports which step was clicked.
@MainActor
public protocol BreadcrumbController: AnyObject {
  /// Set by the interactor: the controller calls it with the clicked step's level, or nil for
  /// the root (`All`), which clears the selection. The path is cut after that level.
  var onClick: ((Int?) -> Void)? { get set }

  /// Called with the steps, top level first (empty when nothing is selected), now and on
  /// every change; each step is selected, with its count when the last response had it (0
  /// otherwise).
  func setItems(_ items: [HierarchicalFacet])
}
