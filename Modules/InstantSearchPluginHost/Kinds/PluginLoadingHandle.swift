internal import CInstantSearchPlugin

/// One instance of a plugin's loading indicator (ABI 1.2). It reports nothing.
public typealias PluginLoadingHandle = PluginControllerHandle<CommonKindFunctions<LoadingKind>>

/// The tag of `isp_loading_controller_t`.
public enum LoadingKind: CommonKind { static let kind = PluginControllerKind.loading }

extension PluginControllerHandle where Functions == CommonKindFunctions<LoadingKind> {
  /// Tells the plugin whether a search is in flight.
  public func setLoading(_ isLoading: Bool) {
    setter(\isp_loading_controller_t.set_loading)(
      instance.assumingMemoryBound(to: isp_loading_controller_t.self), isLoading)
  }
}
