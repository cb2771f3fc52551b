import InstantSearchConnectors
import Observation

/// An observable model of a breadcrumb, for views built on the Observation framework: a view
/// shows a root step and ``steps``, and calls ``select(level:)`` when one is tapped.
@MainActor
@Observable
public final class BreadcrumbObservableController: BreadcrumbController {
  /// The steps shown, top level first; empty when nothing is selected.
  public private(set) var steps: [HierarchicalFacet] = []

  /// Set by the interactor: called by ``select(level:)``.
  @ObservationIgnored public var onClick: ((Int?) -> Void)?

  /// Creates an empty model.
  public init() {}

  /// Taps a step: its level (0 for the top level), or nil for the root, which clears the
  /// selection.
  ///
  /// - Parameter level: the step's level.
  public func select(level: Int?) {
    onClick?(level)
  }

  /// Stores the steps.
  public func setItems(_ items: [HierarchicalFacet]) {
    if steps != items { steps = items }
  }
}
