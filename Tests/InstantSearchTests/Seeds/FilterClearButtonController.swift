import InstantSearch

/// The seed's clear button controller, unchanged but for the target-action wiring: Linux has
/// no Objective-C selectors, so the button runs a closure that calls the same method.
public class FilterClearButtonController: FilterClearController {

  /// The button.
  public let button: UIButton

  /// Called when the button is tapped.
  public var onClick: (() -> Void)?

  /// Wires the button's taps to `onClick`.
  public init(button: UIButton) {
    self.button = button
    button.addTarget(self, action: { [weak self] in self?.didTapButton() }, for: .touchUpInside)
  }

  private func didTapButton() {
    onClick?()
  }

}
