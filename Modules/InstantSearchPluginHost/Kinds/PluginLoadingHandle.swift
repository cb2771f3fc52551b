internal import CInstantSearchPlugin

extension PluginControllerHandle where Functions == CommonKindFunctions<LoadingKind> {
  /// Tells the plugin whether a search is in flight.
  public func setLoading(_ isLoading: Bool) {
    setter(\isp_loading_controller_t.set_loading)(
      instance.assumingMemoryBound(to: isp_loading_controller_t.self), isLoading)
  }
}
