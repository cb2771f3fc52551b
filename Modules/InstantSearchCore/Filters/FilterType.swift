/// A filter of one concrete kind: ``Filter/Facet``, ``Filter/Numeric`` or ``Filter/Tag``.
///
/// Equality includes every stored field: attribute, value, negation and (for facets) score.
public protocol FilterType: Hashable, Sendable, CustomStringConvertible {
  /// The attribute the filter applies to (`_tags` for tags).
  var attribute: String { get }
  /// Whether the filter is negated (`NOT` in the filters string).
  var isNegated: Bool { get set }
  /// The kind of the filter: facet, numeric or tag.
  static var kind: Filter.Kind { get }
  /// The filter wrapped in the type-erased ``Filter`` enum.
  func eraseToFilter() -> Filter
}

extension FilterType {
  /// Returns a copy with `isNegated` flipped.
  ///
  /// - Parameter filter: the filter to negate.
  /// - Returns: the same filter with the opposite negation.
  public static prefix func ! (filter: Self) -> Self {
    var copy = filter
    copy.isNegated.toggle()
    return copy
  }

  /// Returns a copy negated or not.
  ///
  /// - Parameter value: whether the copy is negated (default `true`).
  /// - Returns: the same filter with `isNegated` set to `value`.
  public func not(_ value: Bool = true) -> Self {
    var copy = self
    copy.isNegated = value
    return copy
  }
}
