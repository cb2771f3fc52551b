/// An error building a filter from invalid values.
public enum FilterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A number in a filter is NaN or infinite; the filters string cannot express it.
  case nonFiniteNumber(attribute: String, value: Double)
  /// A range's lower bound is above its upper bound.
  case invertedRange(attribute: String, lowerBound: Double, upperBound: Double)

  /// A sentence saying what was wrong.
  public var description: String {
    switch self {
    case .nonFiniteNumber(let attribute, let value):
      "filter on \"\(attribute)\": \(value) is not a finite number"
    case .invertedRange(let attribute, let lowerBound, let upperBound):
      "filter on \"\(attribute)\": range \(lowerBound) TO \(upperBound) has its bounds inverted"
    }
  }
}
