/// The numeric summary of a facet over the matching records (`facets_stats`).
public struct FacetStats: Sendable, Hashable {
  /// The smallest value.
  public var min: Double
  /// The largest value.
  public var max: Double
  /// The mean.
  public var avg: Double
  /// The sum of the values over the matching records.
  public var sum: Double

  /// Creates a summary.
  /// - Parameters:
  ///   - min: the smallest value.
  ///   - max: the largest value.
  ///   - avg: the mean.
  ///   - sum: the sum of the values.
  public init(min: Double, max: Double, avg: Double, sum: Double) {
    self.min = min
    self.max = max
    self.avg = avg
    self.sum = sum
  }

  /// The JSON object `{"min":…,"max":…,"avg":…,"sum":…}`.
  public var json: JSON {
    ["min": .number(min), "max": .number(max), "avg": .number(avg), "sum": .number(sum)]
  }
}
