import InstantSearchCore

/// The logic of a current filters list: the filters applied, each with its group, and removal
/// of one.
///
/// The filter state connection keeps ``items`` in step with the filter state; a removal
/// (``remove(_:)``) fires ``onRemoveRequested``, and the connection removes that filter from
/// its group and notifies.
@MainActor
public final class CurrentFiltersInteractor {
  /// The filters shown, ordered by group (as the filters string orders groups), then by text.
  public var items: [FilterAndID] {
    didSet { if items != oldValue { onItemsChanged.fire(items) } }
  }

  /// Fires the filters whenever they change.
  public let onItemsChanged = Observer<[FilterAndID]>()

  /// Fires the filter the user asked to remove.
  public let onRemoveRequested = Observer<FilterAndID>(retainLastData: false)

  /// Creates an interactor showing `items`.
  ///
  /// - Parameter items: the initial filters.
  public init(items: [FilterAndID] = []) {
    self.items = items
  }

  /// Asks to remove one filter from its group.
  ///
  /// - Parameter item: the filter and its group, as listed.
  public func remove(_ item: FilterAndID) {
    onRemoveRequested.fire(item)
  }

  /// Orders filters by group, then by text, then by the filter's rendering.
  ///
  /// - Parameter filters: the filters, in any order.
  /// - Returns: the filters in display order.
  public static func ordered(_ filters: some Sequence<FilterAndID>) -> [FilterAndID] {
    filters.sorted {
      if $0.id != $1.id { return $0.id < $1.id }
      if $0.text != $1.text { return $0.text < $1.text }
      return $0.filter.description < $1.filter.description
    }
  }
}
