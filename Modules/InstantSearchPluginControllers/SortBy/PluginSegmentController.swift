public import InstantSearchConnectors
public import InstantSearchPluginHost

/// A Sort By controller implemented by a plugin: it conforms to `SelectableSegmentController`
/// with `Int` keys, so connectors bind it exactly like a built-in controller.
///
/// Every call is forwarded across the plugin ABI to one controller instance; the plugin calls
/// `onClick` when the user picks an option (inside `present()`, or `handleInput(_:)` when the
/// choice was typed). Hits Per Page takes it too, its keys the positions of the sizes.
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

  /// Hands a choice the user typed (the REPL's `tell perpage 2`) to the plugin: it presents the
  /// options and reads `line` as the answer, through the terminal services the controller was
  /// made with (`PluginRegistry.makeController(_:terminal:)`), and reports the option through
  /// `onClick` before this returns, as a choice in `present()` would. A second question the
  /// plugin asks reads the end of input, so this never waits for the terminal. Returns `true`
  /// when the plugin reported a choice.
  @discardableResult
  public func handleInput(_ line: String) -> Bool {
    TypedAnswer.$current.withValue(TypedAnswer(line)) { handle.present() }
  }
}
