/// One item of a plugin filter-list controller: a filter in the filters syntax, whether it is
/// on, and its facet count.
public struct PluginFilterItem: Sendable, Hashable {
  /// The filter in the filters syntax (`"price":25 TO 100`, `"brand":"sony"`).
  public var text: String
  /// The filter's attribute.
  public var attribute: String
  /// Whether the filter is on.
  public var isSelected: Bool
  /// How many records have the facet value; `nil` for numeric and tag filters and before a
  /// response.
  public var count: Int?

  /// Creates an item.
  public init(text: String, attribute: String, isSelected: Bool, count: Int? = nil) {
    (self.text, self.attribute, self.isSelected, self.count) = (text, attribute, isSelected, count)
  }
}

/// Whether one item of a plugin filter list may be on at a time or several: the header's
/// `ISP_SELECTION_*` values.
public enum PluginSelectionMode: Int32, Sendable, Hashable, CaseIterable {
  /// At most one item is on.
  case single = 0
  /// Any number of items are on at once.
  case multiple = 1
}
