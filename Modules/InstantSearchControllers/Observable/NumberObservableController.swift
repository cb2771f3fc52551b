import InstantSearchConnectors
import InstantSearchCore
import Observation

/// An observable model of a number comparison, for views built on the Observation framework:
/// a stepper shows ``number`` within ``bounds`` and calls ``increment()``, ``decrement()`` or
/// ``choose(_:)``.
@MainActor
@Observable
public final class NumberObservableController: NumberController {
  /// Set by the interactor while connected.
  @ObservationIgnored public var onNumberChosen: ((Double?) -> Void)?
  /// Set by the interactor while connected.
  @ObservationIgnored public var onIncrement: (() -> Void)?
  /// Set by the interactor while connected.
  @ObservationIgnored public var onDecrement: (() -> Void)?
  /// The number chosen, if any.
  public private(set) var number: Double?
  /// The values the number can take, when known.
  public private(set) var bounds: ClosedRange<Double>?

  /// Creates an empty model.
  public init() {}

  /// Stores the number, only when it differs, so views redraw only on a change.
  public func setNumber(_ number: Double?) { if self.number != number { self.number = number } }
  /// Stores the bounds, only when they differ.
  public func setBounds(_ bounds: ClosedRange<Double>?) {
    if self.bounds != bounds { self.bounds = bounds }
  }

  /// Chooses a number (nil for none).
  /// - Parameter number: the number.
  public func choose(_ number: Double?) { onNumberChosen?(number) }
  /// Steps up.
  public func increment() { onIncrement?() }
  /// Steps down.
  public func decrement() { onDecrement?() }
}
