import InstantSearchConnectors
import InstantSearchCore
import Observation

/// An observable model of a numeric range, for views built on the Observation framework: a
/// slider shows ``bounds`` and ``range`` and calls ``choose(_:)`` when the user lets go.
@MainActor
@Observable
public final class NumberRangeObservableController: NumberRangeController {
  /// Set by the interactor while connected.
  @ObservationIgnored public var onRangeChanged: ((ClosedRange<Double>?) -> Void)?
  /// The values the range can take, when known.
  public private(set) var bounds: ClosedRange<Double>?
  /// The range chosen, if any.
  public private(set) var range: ClosedRange<Double>?

  /// Creates an empty model.
  public init() {}

  /// Stores the bounds.
  public func setBounds(_ bounds: ClosedRange<Double>?) { self.bounds = bounds }
  /// Stores the range.
  public func setRange(_ range: ClosedRange<Double>?) { self.range = range }

  /// Chooses a range (nil for none).
  /// - Parameter range: the range.
  public func choose(_ range: ClosedRange<Double>?) { onRangeChanged?(range) }
}
