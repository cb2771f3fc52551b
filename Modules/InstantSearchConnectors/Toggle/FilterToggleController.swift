/// A controller for a toggle (a switch, a checkbox): it shows whether the filter is on and its
/// count, and reports clicks.
@MainActor
public protocol FilterToggleController: AnyObject {
  /// Set by the interactor: the controller calls it when the user flips the switch.
  var onClick: (() -> Void)? { get set }

  /// Called with the switch's label (the filter as people read it, as `free_shipping: true`).
  func setTitle(_ title: String)

  /// Called with whether the filter is on, now and on every change.
  func setSelected(_ isSelected: Bool)

  /// Called with how many records the filter keeps, when known, now and on every change.
  func setCount(_ count: Int?)
}
