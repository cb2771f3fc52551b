/// A filter with the group it belongs to and its human-readable text, as current-filters
/// lists show them.
public struct FilterAndID: Hashable, Sendable {
  /// The filter as stored, negation and score included.
  public let filter: Filter
  /// The group holding it.
  public let id: FilterGroup.ID
  /// Its human-readable text.
  public let text: String

  /// Creates a filter-and-group pair.
  ///
  /// - Parameters:
  ///   - filter: the filter as stored.
  ///   - id: the group holding it.
  ///   - text: its human-readable text (the filter's description by default).
  public init(filter: Filter, id: FilterGroup.ID, text: String? = nil) {
    self.filter = filter
    self.id = id
    self.text = text ?? filter.description
  }
}
