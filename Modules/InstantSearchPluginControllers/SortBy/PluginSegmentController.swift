public import InstantSearchConnectors
public import InstantSearchPluginHost

/// A Sort By controller implemented by a plugin: it conforms to `SelectableSegmentController`
/// with `Int` keys, so connectors bind it exactly like a built-in controller.
///
/// Every call is forwarded across the plugin ABI to one controller instance; the plugin calls
/// `onClick` when the user picks an option (typically inside `present()`).
@MainActor
public final class PluginSegmentController: SelectableSegmentController, PluginBackedController {
  /// Sort By keys are positions.
  public typealias SegmentKey = Int

  /// The plugin instance behind this controller.
  public let handle: PluginSegmentHandle

  /// Set by the interactor; the plugin calls it with the key of the option the user picked.
  public var onClick: ((Int) -> Void)? {
    didSet { handle.onClick = onClick }
  }

  /// Wraps a plugin instance.
  public init(handle: PluginSegmentHandle) {
    self.handle = handle
  }

  /// Forwards the selection to the plugin.
  public func setSelected(_ selected: Int?) {
    handle.setSelected(selected)
  }

  /// Forwards the options to the plugin, ordered by key.
  public func setItems(items: [Int: String]) {
    handle.setItems(items.sorted { $0.key < $1.key }.map { (key: $0.key, title: $0.value) })
  }

  /// Asks the plugin to show the options again.
  public func reload() {
    handle.reload()
  }

  /// Asks the plugin to present the options and ask the user; returns `true` when the user
  /// chose one (and `onClick` has run).
  @discardableResult
  public func present() -> Bool {
    handle.present()
  }
}
