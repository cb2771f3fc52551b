import InstantSearchConnectors
import InstantSearchCore
import Observation

/// An observable model of a current filters list, for views built on the Observation
/// framework: a view lists ``filters`` and calls ``remove(_:)`` to drop one.
@MainActor
@Observable
public final class CurrentFiltersObservableController: CurrentFiltersController {
  /// The filters shown, in display order.
  public private(set) var filters: [FilterAndID] = []

  /// Set by the interactor: called by ``remove(_:)``.
  @ObservationIgnored public var onRemoveItem: ((FilterAndID) -> Void)?

  /// Creates an empty model.
  public init() {}

  /// Removes a filter from its group.
  ///
  /// - Parameter item: the filter, as listed.
  public func remove(_ item: FilterAndID) {
    onRemoveItem?(item)
  }

  /// Stores the filters.
  public func setItems(_ items: [FilterAndID]) {
    if filters != items { filters = items }
  }
}
