/// What a plugin relevant-sort controller shows: the header's `ISP_RELEVANT_SORT_*` values.
public enum PluginRelevantSortState: Int32, Sendable, Hashable, CaseIterable {
  /// The index is not a virtual replica: relevant sort does not apply.
  case none = 0
  /// Showing the relevant hits only; the user may ask for all.
  case relevant = 1
  /// Showing all hits; the user may ask for the relevant ones only.
  case all = 2
}
