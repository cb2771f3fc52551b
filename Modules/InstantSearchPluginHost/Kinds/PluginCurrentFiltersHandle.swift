internal import CInstantSearchPlugin

/// One instance of a plugin's current filters list (ABI 1.2): it reports `.filterRemoved`.
public typealias PluginCurrentFiltersHandle =
  PluginControllerHandle<CommonKindFunctions<CurrentFiltersKind>>

/// The current filters kind, `isp_current_filters_controller_t`.
public enum CurrentFiltersKind: CommonKind {
  typealias Layout = isp_current_filters_controller_t
  static let kind = PluginControllerKind.currentFilters
  static var base: KeyPath<Layout, isp_controller_t> { \.base }
  static var setter: CommonKindMember<Layout> { CommonKindMember(\.set_filters, "set_filters") }
}

extension PluginControllerHandle where Functions == CommonKindFunctions<CurrentFiltersKind> {
  /// Replaces the filters, in display order: each one's group name and text. The plugin borrows
  /// them for the call.
  public func setFilters(_ filters: [(group: String, text: String)]) {
    withBorrowedMemory { memory in
      CurrentFiltersKind.function(\.set_filters, of: instance)(
        CurrentFiltersKind.typed(instance), memory.strings(filters.map(\.group)),
        memory.strings(filters.map(\.text)), UInt32(filters.count))
    }
  }
}
