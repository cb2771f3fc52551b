/// One value of a facet list as a plugin receives it.
public struct FacetValueItem: Sendable, Hashable {
  /// The value (for a hierarchical menu, the full path); what `.valueClicked` names.
  public var value: String
  /// The text to show (highlighted, or the last level of a path).
  public var label: String
  /// How many records have it.
  public var count: Int
  /// Whether it is selected.
  public var isSelected: Bool

  /// Creates a value; the label defaults to the value.
  public init(value: String, label: String? = nil, count: Int, isSelected: Bool) {
    self.value = value
    self.label = label ?? value
    self.count = count
    self.isSelected = isSelected
  }
}
