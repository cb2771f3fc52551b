import InstantSearchCore

/// An interactor on one numeric attribute whose values are limited by bounds: the smallest and
/// largest values among the matching records, from the `facets_stats` of each response
/// (Number Range, Number). ``BoundableSearcherConnection`` sets ``bounds``.
@MainActor
public protocol Boundable: AnyObject {
  /// The numeric attribute whose stats give the bounds.
  var attribute: String { get }
  /// The values the attribute takes among the matching records; nil before a response or when
  /// it has no stats for the attribute.
  var bounds: ClosedRange<Double>? { get set }
}

extension Boundable {
  /// `value` moved into ``bounds`` (the nearer bound when outside), or as it is when the bounds
  /// are unknown.
  ///
  /// - Parameter value: a number.
  /// - Returns: the number within the bounds.
  public func coerced(_ value: Double) -> Double {
    guard let bounds else { return value }
    return min(max(value, bounds.lowerBound), bounds.upperBound)
  }
}
