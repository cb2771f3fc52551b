public import InstantSearchConnectors
public import InstantSearchPluginHost

/// A loading indicator implemented by a plugin: a `LoadingController`.
@MainActor
public final class PluginLoadingController: LoadingController, PluginBackedController {
  /// The plugin instance behind this controller.
  public let handle: PluginLoadingHandle

  /// Wraps a plugin instance.
  public init(handle: PluginLoadingHandle) {
    self.handle = handle
  }

  /// Forwards the state to the plugin.
  public func setItem(_ isLoading: Bool) {
    handle.setLoading(isLoading)
  }
}
