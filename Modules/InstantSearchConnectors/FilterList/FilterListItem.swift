import InstantSearchCore

/// One row of a filter list as a controller shows it: the filter, whether it is selected and,
/// for a facet filter, how many records have the value.
public struct FilterListItem: Sendable, Hashable {
  /// The filter the row stands for.
  public var filter: Filter
  /// Whether the filter is in the filter state.
  public var isSelected: Bool
  /// How many records have the facet value under the other filters; nil for numeric and tag
  /// filters, and before a response.
  public var count: Int?
}
