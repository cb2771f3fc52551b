internal import CInstantSearchPlugin

/// One instance of a plugin's current filters list (ABI 1.2): it reports `.filterRemoved`.
public typealias PluginCurrentFiltersHandle = PluginControllerHandle<
  CommonKindFunctions<CurrentFiltersKind>
>

/// The tag of `isp_current_filters_controller_t`.
public enum CurrentFiltersKind: CommonKind { static let kind = PluginControllerKind.currentFilters }

extension PluginControllerHandle where Functions == CommonKindFunctions<CurrentFiltersKind> {
  /// Replaces the filters, in display order: each one's group name and text. The plugin borrows
  /// them for the call.
  public func setFilters(_ filters: [(group: String, text: String)]) {
    withBorrowedMemory { memory in
      setter(\isp_current_filters_controller_t.set_filters)(
        instance.assumingMemoryBound(to: isp_current_filters_controller_t.self),
        memory.strings(count: filters.count) { filters[$0].group },
        memory.strings(count: filters.count) { filters[$0].text }, UInt32(filters.count))
    }
  }
}
