import InstantSearchConnectors
import InstantSearchCore
import Observation

/// An observable model of a filter list, for views built on the Observation framework: a list
/// shows ``items`` (filter, selection, count) and calls ``select(_:)`` when a row is tapped.
@MainActor
@Observable
public final class FilterListObservableController: FilterListController {
  /// Set by the interactor while connected.
  @ObservationIgnored public var onClick: ((Filter) -> Void)?
  /// The rows, in order.
  public private(set) var items: [FilterListItem] = []

  /// Creates an empty model.
  public init() {}

  /// Stores the rows, only when they differ, so views redraw only on a change.
  public func setItems(_ items: [FilterListItem]) { if self.items != items { self.items = items } }

  /// Taps the row of `filter`.
  /// - Parameter filter: a filter of the list.
  public func select(_ filter: Filter) { onClick?(filter) }
}
