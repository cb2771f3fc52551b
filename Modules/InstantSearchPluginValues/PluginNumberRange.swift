/// A numeric range as a plugin number-range controller receives it: the bounds of the data and
/// the selected range, each end optional.
public struct PluginNumberRange: Sendable, Hashable {
  /// The smallest and largest values in the data, when known.
  public var bounds: ClosedRange<Double>?
  /// The selected range's lower end; `nil` when open.
  public var lower: Double?
  /// The selected range's upper end; `nil` when open.
  public var upper: Double?

  /// Creates a range; every part defaults to unknown or open.
  public init(bounds: ClosedRange<Double>? = nil, lower: Double? = nil, upper: Double? = nil) {
    self.bounds = bounds
    self.lower = lower
    self.upper = upper
  }
}
