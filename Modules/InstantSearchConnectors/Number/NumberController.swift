/// A controller for a number comparison (a stepper, a field): it shows the number and the
/// bounds, and reports the number the user types and the steps they take.
@MainActor
public protocol NumberController: AnyObject {
  /// Set by the interactor: the controller calls it with the number the user typed, or nil to
  /// remove the comparison.
  var onNumberChosen: ((Double?) -> Void)? { get set }
  /// Set by the interactor: the controller calls it when the user steps up.
  var onIncrement: (() -> Void)? { get set }
  /// Set by the interactor: the controller calls it when the user steps down.
  var onDecrement: (() -> Void)? { get set }

  /// Called with the number chosen (nil for none), now and on every change.
  func setNumber(_ number: Double?)

  /// Called with the values the number can take, now and whenever a response changes them.
  func setBounds(_ bounds: ClosedRange<Double>?)
}
