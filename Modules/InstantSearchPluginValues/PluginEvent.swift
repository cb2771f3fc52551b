/// What a plugin controller reports to the host; the kit and the host share it.
///
/// The 1.0 kinds report through their own click functions and the 1.2 kinds through one event
/// function (`isp_event_t`); the handle turns both into these values, so every kind reaches the
/// host through one path. Texts that are not valid UTF-8 arrive repaired (U+FFFD).
public enum PluginEvent: Sendable, Hashable {
  /// The user picked the option with this key (segment), or asked to clear (clear, key 0).
  case click(key: Int64)
  /// The user edited the search text; the whole new text.
  case queryChanged(String)
  /// The user submitted the search text.
  case querySubmitted(String)
  /// The user clicked a value: a facet value, a hierarchical path, `attribute:value` for
  /// dynamic facets.
  case valueClicked(String)
  /// The user removed the current filter at this position (from 0).
  case filterRemoved(position: Int)
  /// The user chose this page (from 0).
  case pageSelected(Int)
  /// The user asked for the next page to be appended.
  case loadMore
  /// The user chose a numeric range; an absent end is open.
  case rangeSelected(lower: Double?, upper: Double?)
  /// The user switched a toggle on or off.
  case toggled(Bool)
  /// The user chose relevant hits only (`true`) or all hits.
  case relevantSortSelected(relevantOnly: Bool)
  /// The user clicked the hit at this position (from 0), with its objectID when it has one.
  case hitClicked(position: Int, objectID: String?)
  /// The user chose a number (`nil`: none, which removes the comparison).
  case numberChosen(Double?)
  /// The user stepped a number one step up (`true`) or down.
  case numberStepped(up: Bool)
  /// The user switched the filter-list item at this position (from 0) on or off.
  case itemToggled(position: Int)
}
