public import InstantSearchConnectors
public import InstantSearchPluginHost

/// Relevant sort implemented by a plugin: a `RelevantSortController`. The plugin is told
/// whether relevant sort applies and which hits are shown; a `.relevantSortSelected` event that
/// asks for the other priority becomes `onClick` (one asking for the priority shown, or any
/// while relevant sort does not apply, does nothing).
@MainActor
public final class PluginRelevantSortController: RelevantSortController, PluginBackedController {
  /// The plugin instance behind this controller.
  public let handle: PluginRelevantSortHandle
  /// The priority the plugin was last told, nil while relevant sort does not apply.
  private var shown: RelevantSortPriority?

  /// Set by the interactor; runs when the plugin asks for the other priority.
  public var onClick: (() -> Void)?

  /// Wraps a plugin instance.
  public init(handle: PluginRelevantSortHandle) {
    self.handle = handle
    handle.onMainActorEvent { [weak self] in self?.take($0) }
  }

  /// Calls `onClick` when `event` asks for the priority that is not shown.
  private func take(_ event: PluginEvent) {
    guard case .relevantSortSelected(let relevantOnly) = event, let shown,
      relevantOnly != (shown == .relevancy)
    else { return }
    onClick?()
  }

  /// Tells the plugin the state: none off a virtual replica, else relevant hits only or all.
  public func setItem(_ state: RelevantSortState?) {
    shown = state?.priority
    let pluginState: PluginRelevantSortState =
      switch state?.priority {
      case nil: .none
      case .relevancy: .relevant
      case .hitsCount: .all
      }
    handle.setState(pluginState)
  }
}
