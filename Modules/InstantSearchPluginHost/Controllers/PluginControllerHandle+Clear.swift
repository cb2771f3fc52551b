/// One instance of a plugin's clear-filters controller. `PluginFilterClearController` in
/// InstantSearchPluginControllers adapts it to `FilterClearController`.
public typealias PluginClearHandle = PluginControllerHandle<ClearFunctions>

extension PluginControllerHandle where Functions == ClearFunctions {
  /// The function the plugin calls when the user asks to clear; `nil` unregisters it.
  public var onClick: (() -> Void)? {
    get { onEvent.map { action in { action(.click(key: 0)) } } }
    set { onEvent = newValue.map { action in { _ in action() } } }
  }

  /// Tells the plugin whether a click would clear anything.
  public func setCanClear(_ canClear: Bool) {
    functions.setCanClear(pointer, canClear)
  }

  /// Activates the button; returns `true` when the plugin cleared (and `onClick` has run).
  /// Blocks while the plugin asks the user, if it does.
  @discardableResult
  public func performClick() -> Bool {
    functions.performClick(pointer)
  }
}
