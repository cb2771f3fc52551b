internal import CInstantSearchPlugin

/// One instance of a plugin's relevant sort switch (ABI 1.2): it reports
/// `.relevantSortSelected`.
public typealias PluginRelevantSortHandle = PluginControllerHandle<
  CommonKindFunctions<RelevantSortKind>
>

/// The tag of `isp_relevant_sort_controller_t`.
public enum RelevantSortKind: CommonKind { static let kind = PluginControllerKind.relevantSort }

extension PluginControllerHandle where Functions == CommonKindFunctions<RelevantSortKind> {
  /// Tells the plugin whether relevant sort applies and which hits are shown.
  public func setState(_ state: PluginRelevantSortState) {
    setter(\isp_relevant_sort_controller_t.set_state)(
      instance.assumingMemoryBound(to: isp_relevant_sort_controller_t.self), state.rawValue)
  }
}
