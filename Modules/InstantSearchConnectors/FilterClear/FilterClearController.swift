/// A controller for a "clear filters" button: it reports clicks and shows whether a click
/// would clear anything.
@MainActor
public protocol FilterClearController: AnyObject {
  /// Set by the interactor: the controller calls it when the user asks to clear.
  var onClick: (() -> Void)? { get set }

  /// Called with `true` when clearing would remove at least one filter (or the query, when
  /// the interactor clears it too), so a button can be enabled or disabled.
  func setCanClear(_ canClear: Bool)
}

extension FilterClearController {
  /// Does nothing: a controller that does not show the state need not implement it.
  public func setCanClear(_ canClear: Bool) {}
}
