/// A controller for relevant sort (a banner with a button): it shows what the last response
/// said and reports clicks on its button.
@MainActor
public protocol RelevantSortController: AnyObject {
  /// Set by the interactor: the controller calls it when the user asks for the other
  /// priority.
  var onClick: (() -> Void)? { get set }

  /// Called with the state (nil when relevant sort does not apply), now and on every change.
  func setItem(_ state: RelevantSortState?)
}
