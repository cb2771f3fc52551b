public import InstantSearchConnectors
public import InstantSearchPluginHost

/// A Clear Filters controller implemented by a plugin: it conforms to `FilterClearController`,
/// so connectors bind it exactly like a built-in controller.
///
/// The plugin calls `onClick` when the user activates it (through `performClick()`).
@MainActor
public final class PluginFilterClearController: FilterClearController, PluginBackedController {
  /// The plugin instance behind this controller.
  public let handle: PluginClearHandle

  /// Set by the interactor; the plugin calls it when the user asks to clear.
  public var onClick: (() -> Void)? {
    didSet { handle.onClick = onClick }
  }

  /// Wraps a plugin instance.
  public init(handle: PluginClearHandle) {
    self.handle = handle
  }

  /// Forwards the state to the plugin.
  public func setCanClear(_ canClear: Bool) {
    handle.setCanClear(canClear)
  }

  /// Activates the button: the plugin decides and, if it clears, calls `onClick`. Returns
  /// whether it cleared.
  @discardableResult
  public func performClick() -> Bool {
    handle.performClick()
  }
}
