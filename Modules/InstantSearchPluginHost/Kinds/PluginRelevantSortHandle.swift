internal import CInstantSearchPlugin

extension PluginControllerHandle where Functions == CommonKindFunctions<RelevantSortKind> {
  /// Tells the plugin whether relevant sort applies and which hits are shown.
  public func setState(_ state: PluginRelevantSortState) {
    setter(\isp_relevant_sort_controller_t.set_state)(
      instance.assumingMemoryBound(to: isp_relevant_sort_controller_t.self), state.rawValue)
  }
}
