/// A clear-filters controller (a "clear" button) written in Swift.
///
/// The host calls it on one thread at a time. It never calls the host's click function itself:
/// `performClick()` returns whether to clear and the kit reports it.
public protocol ClearPluginController: PluginController {
  /// Whether a click would clear anything.
  func setCanClear(_ canClear: Bool)
  /// The button's text in its current state.
  func render() -> String
  /// The user activated the button: returns `true` to clear.
  func performClick() -> Bool
}
