import InstantSearchConnectors
import InstantSearchCore

/// The session's current filters view: it keeps the filters the Current Filters widget lists.
@MainActor
final class FiltersListController: CurrentFiltersController {
  /// The filters, in display order, each with its group.
  private(set) var items: [FilterAndID] = []

  /// Set by the interactor: called with a filter the user removes.
  var onRemoveItem: ((FilterAndID) -> Void)?

  /// Keeps the listed filters.
  func setItems(_ items: [FilterAndID]) {
    self.items = items
  }
}
