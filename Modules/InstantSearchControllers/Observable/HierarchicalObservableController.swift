import InstantSearchConnectors
import Observation

/// An observable model of a hierarchical menu, for views built on the Observation framework:
/// a view lists ``rows`` (indenting by `level`) and calls ``select(_:)`` when one is tapped.
@MainActor
@Observable
public final class HierarchicalObservableController: HierarchicalController {
  /// Creates an empty model.
  public init() {}

  /// The rows shown, in tree order.
  public private(set) var rows: [HierarchicalFacet] = []
  /// Set by the interactor: called by ``select(_:)`` with the row's full value.
  @ObservationIgnored public var onClick: ((String) -> Void)?

  /// Stores the rows.
  public func setItems(_ items: [HierarchicalFacet]) {
    if rows != items { rows = items }
  }

  /// Taps a row: selects it with its parents, or deselects it (and its children) if it is on
  /// the selected path.
  ///
  /// - Parameter row: the row.
  public func select(_ row: HierarchicalFacet) {
    onClick?(row.facet.value)
  }
}
