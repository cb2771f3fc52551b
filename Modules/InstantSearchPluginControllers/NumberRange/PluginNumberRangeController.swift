public import InstantSearchConnectors
public import InstantSearchPluginHost

/// A numeric range implemented by a plugin: a `NumberRangeController`. The plugin is shown the
/// bounds and the range together; a `.rangeSelected` event becomes `onRangeChanged`, an open
/// end taking the bound on its side, and a range with both ends open removes the filter.
@MainActor
public final class PluginNumberRangeController: NumberRangeController, PluginBackedController {
  /// The plugin instance behind this controller.
  public let handle: PluginNumberRangeHandle

  /// Set by the interactor; runs with the range the plugin reports chosen, `nil` to remove it.
  public var onRangeChanged: ((ClosedRange<Double>?) -> Void)?

  /// The numeric attribute the plugin is told the range is of.
  public var attribute = ""

  private var bounds: ClosedRange<Double>?
  private var range: ClosedRange<Double>?

  /// Wraps a plugin instance.
  public init(handle: PluginNumberRangeHandle) {
    self.handle = handle
    handle.onMainActorEvent { [weak self] event in
      guard let self, case .rangeSelected(let lower, let upper) = event else { return }
      onRangeChanged?(chosen(lower: lower, upper: upper))
    }
  }

  /// Records the bounds and shows the range again.
  public func setBounds(_ bounds: ClosedRange<Double>?) {
    self.bounds = bounds
    show()
  }

  /// Records the range and shows it again.
  public func setRange(_ range: ClosedRange<Double>?) {
    self.range = range
    show()
  }

  /// The range the plugin's ends make: an open end takes the bound (or the other end), and
  /// ends given in the wrong order are swapped. `nil` when both are open or one is NaN.
  private func chosen(lower: Double?, upper: Double?) -> ClosedRange<Double>? {
    guard let low = lower ?? bounds?.lowerBound ?? upper,
      let high = upper ?? bounds?.upperBound ?? lower, lower != nil || upper != nil,
      !low.isNaN, !high.isNaN
    else { return nil }
    return min(low, high)...max(low, high)
  }

  private func show() {
    handle.setRange(
      PluginNumberRange(bounds: bounds, lower: range?.lowerBound, upper: range?.upperBound),
      attribute: attribute)
  }
}
