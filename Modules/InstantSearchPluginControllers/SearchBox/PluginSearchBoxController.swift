public import InstantSearchConnectors
public import InstantSearchPluginHost

/// A search box implemented by a plugin: a `SearchBoxController`, so a connector binds it like
/// a built-in one. The plugin's `.queryChanged` and `.querySubmitted` events become
/// `onQueryChanged` and `onQuerySubmitted`.
@MainActor
public final class PluginSearchBoxController: SearchBoxController, PluginBackedController {
  /// The plugin instance behind this controller.
  public let handle: PluginSearchBoxHandle

  /// Set by the interactor; runs when the plugin reports an edit.
  public var onQueryChanged: ((String?) -> Void)?

  /// Set by the interactor; runs when the plugin reports a submission.
  public var onQuerySubmitted: ((String?) -> Void)?

  /// Wraps a plugin instance.
  public init(handle: PluginSearchBoxHandle) {
    self.handle = handle
    handle.onMainActorEvent { [weak self] event in
      switch event {
      case .queryChanged(let text): self?.onQueryChanged?(text)
      case .querySubmitted(let text): self?.onQuerySubmitted?(text)
      default: break
      }
    }
  }

  /// Forwards the text to the plugin.
  public func setQuery(_ query: String?) {
    handle.setQuery(query)
  }
}
