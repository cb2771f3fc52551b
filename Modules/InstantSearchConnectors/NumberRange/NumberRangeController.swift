/// A controller for a numeric range (a slider with two thumbs, two fields): it shows the
/// bounds and the range, and reports the range the user chooses.
@MainActor
public protocol NumberRangeController: AnyObject {
  /// Set by the interactor: the controller calls it with the range the user chose, or nil to
  /// remove it.
  var onRangeChanged: ((ClosedRange<Double>?) -> Void)? { get set }

  /// Called with the values the range can take, now and whenever a response changes them.
  func setBounds(_ bounds: ClosedRange<Double>?)

  /// Called with the range chosen, now and on every change.
  func setRange(_ range: ClosedRange<Double>?)
}
