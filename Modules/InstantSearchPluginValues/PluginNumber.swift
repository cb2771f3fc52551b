/// A number comparison as a plugin number controller receives it: the comparison, the number
/// chosen, the bounds of the data and the step the host moves the number by.
public struct PluginNumber: Sendable, Hashable {
  /// The comparison written: `<`, `<=`, `=`, `!=`, `>=` or `>`.
  public var comparison: String
  /// The number chosen; `nil` when the comparison is not in the filters.
  public var number: Double?
  /// The smallest and largest values in the data, when known.
  public var bounds: ClosedRange<Double>?
  /// How far one step moves the number; positive.
  public var step: Double

  /// Creates a comparison; without a number and bounds, stepping by 1.
  public init(
    comparison: String, number: Double? = nil, bounds: ClosedRange<Double>? = nil,
    step: Double = 1
  ) {
    (self.comparison, self.number, self.bounds, self.step) = (comparison, number, bounds, step)
  }
}
