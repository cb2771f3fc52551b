public import InstantSearchConnectors
public import InstantSearchCore
public import InstantSearchPluginHost

/// A number comparison implemented by a plugin: a `NumberController`. The plugin is shown the
/// comparison, the number and the bounds together; its `.numberChosen` events become
/// `onNumberChosen` (the interactor coerces the number into the bounds) and its
/// `.numberStepped` events `onIncrement` and `onDecrement`.
@MainActor
public final class PluginNumberController: NumberController, PluginBackedController {
  /// The numeric attribute the plugin is told the comparison is on; set it before connecting,
  /// as the interactor's ``NumberInteractor/attribute`` (or call ``describe(_:)``).
  public var attribute = ""
  /// The comparison the plugin is told is written; the interactor's ``NumberInteractor/operator``.
  public var comparison = Filter.Numeric.Operator.greaterThanOrEqual
  /// How far the plugin is told a step moves the number; the interactor's ``NumberInteractor/step``.
  public var step: Double = 1
  private var number: Double?, bounds: ClosedRange<Double>?

  /// The plugin instance behind this controller.
  public let handle: PluginNumberHandle
  /// Set by the interactor; runs with the number the plugin reports chosen, `nil` for none.
  public var onNumberChosen: ((Double?) -> Void)?
  /// Set by the interactor; runs when the plugin reports a step up.
  public var onIncrement: (() -> Void)?
  /// Set by the interactor; runs when the plugin reports a step down.
  public var onDecrement: (() -> Void)?

  /// Wraps a plugin instance.
  public init(handle: PluginNumberHandle) {
    self.handle = handle
    handle.onMainActorEvent { [weak self] event in
      switch event {
      case .numberChosen(let number): self?.onNumberChosen?(number)
      case .numberStepped(up: true): self?.onIncrement?()
      case .numberStepped(up: false): self?.onDecrement?()
      default: break
      }
    }
  }

  /// Tells the plugin the attribute, comparison and step of `interactor`, before connecting.
  public func describe(_ interactor: NumberInteractor) {
    (attribute, comparison, step) = (interactor.attribute, interactor.operator, interactor.step)
  }

  /// Records the number and shows the comparison again.
  public func setNumber(_ number: Double?) {
    self.number = number
    show()
  }

  /// Records the bounds and shows the comparison again.
  public func setBounds(_ bounds: ClosedRange<Double>?) {
    self.bounds = bounds
    show()
  }

  private func show() {
    handle.setNumber(
      PluginNumber(comparison: comparison.rawValue, number: number, bounds: bounds, step: step),
      attribute: attribute)
  }
}
