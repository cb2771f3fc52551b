internal import CInstantSearchPlugin

/// One instance of a plugin's loading indicator (ABI 1.2). It reports nothing.
public typealias PluginLoadingHandle = PluginControllerHandle<CommonKindFunctions<LoadingKind>>

/// The loading kind, `isp_loading_controller_t`.
public enum LoadingKind: CommonKind {
  typealias Layout = isp_loading_controller_t
  static let kind = PluginControllerKind.loading
  static var base: KeyPath<Layout, isp_controller_t> { \.base }
  static var setter: CommonKindMember<Layout> { CommonKindMember(\.set_loading, "set_loading") }
}

extension PluginControllerHandle where Functions == CommonKindFunctions<LoadingKind> {
  /// Tells the plugin whether a search is in flight.
  public func setLoading(_ isLoading: Bool) {
    LoadingKind.function(\.set_loading, of: instance)(LoadingKind.typed(instance), isLoading)
  }
}
