import InstantSearchConnectors
import Observation

/// An observable model of a facet list, for views built on the Observation framework: a view
/// lists ``facets`` and calls ``toggle(_:)`` when a value is tapped.
@MainActor
@Observable
public final class FacetListObservableController: FacetListController {
  /// The values shown, in display order, with their selection.
  public private(set) var facets: [SelectableItem<Facet>] = []

  /// Set by the interactor: called by ``toggle(_:)``.
  @ObservationIgnored public var onClick: ((Facet) -> Void)?

  /// Creates an empty model.
  public init() {}

  /// Taps a value: selects or deselects it.
  ///
  /// - Parameter facet: the value.
  public func toggle(_ facet: Facet) {
    onClick?(facet)
  }

  /// Stores the values.
  public func setSelectableItems(selectableItems: [SelectableItem<Facet>]) {
    if facets != selectableItems { facets = selectableItems }
  }
}
