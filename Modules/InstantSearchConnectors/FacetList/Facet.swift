/// A value of a faceted attribute with the number of records that have it.
public struct Facet: Sendable, Hashable, CustomStringConvertible {
  /// The value as stored in the records (and written to facet filters).
  public var value: String
  /// How many records have it.
  public var count: Int
  /// The value with the matched part highlighted, when it comes from a facet search.
  public var highlighted: String?

  /// Creates a facet value.
  ///
  /// - Parameters:
  ///   - value: the value as stored in the records.
  ///   - count: how many records have it.
  ///   - highlighted: the highlighted value, if any.
  public init(value: String, count: Int, highlighted: String? = nil) {
    self.value = value
    self.count = count
    self.highlighted = highlighted
  }

  /// `value (count)`.
  public var description: String { "\(value) (\(count))" }
}
