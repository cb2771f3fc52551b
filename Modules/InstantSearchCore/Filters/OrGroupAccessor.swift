/// Reads and mutates one disjunctive group of a ``FilterState``: `filterState[or: "name"]`
/// (the filter type inferred from use) or `filterState[or: "name", Filter.Tag.self]`.
///
/// Mutations are silent; call ``FilterState/notifyChange()`` afterwards.
@MainActor
public struct OrGroupAccessor<T: FilterType>: FilterGroupAccessor {
  /// The filter state the group belongs to.
  public let filterState: FilterState
  /// The group: `.or(name:filterType:)` with `T`'s kind.
  public let groupID: FilterGroup.ID

  /// Creates an accessor for the OR group `groupName` of `T` filters in `filterState`.
  ///
  /// - Parameters:
  ///   - filterState: the filter state the group lives in; held strongly.
  ///   - groupName: the group's name.
  public init(filterState: FilterState, groupName: String) {
    self.filterState = filterState
    self.groupID = .or(name: groupName, filterType: T.kind)
  }

  /// Whether the group holds `filter`.
  ///
  /// - Parameter filter: the exact filter.
  /// - Returns: whether it is there.
  public func contains(_ filter: T) -> Bool {
    filterState.contains(filter, inGroupWithID: groupID)
  }

  /// Adds `filter`.
  ///
  /// - Parameter filter: the filter to add; added once, however often.
  public func add(_ filter: T) {
    filterState.add(filter, toGroupWithID: groupID)
  }

  /// Adds several filters.
  ///
  /// - Parameter filters: the filters to add, in any order.
  public func addAll(_ filters: [T]) {
    filterState.addAll(filters.map { $0.eraseToFilter() }, toGroupWithID: groupID)
  }

  /// Removes `filter`.
  ///
  /// - Parameter filter: the exact filter.
  /// - Returns: whether it was there.
  @discardableResult
  public func remove(_ filter: T) -> Bool {
    filterState.remove(filter, fromGroupWithID: groupID)
  }

  /// Removes several filters.
  ///
  /// - Parameter filters: the exact filters.
  /// - Returns: whether any was there.
  @discardableResult
  public func removeAll(_ filters: [T]) -> Bool {
    filterState.update {
      $0.removeAll(filters.map { $0.eraseToFilter() }, fromGroupWithID: groupID)
    }
  }

  /// Removes `filter` if it is there, adds it otherwise.
  ///
  /// - Parameter filter: the exact filter.
  public func toggle(_ filter: T) {
    filterState.toggle(filter, inGroupWithID: groupID)
  }

  /// The group's filters in render order, optionally only those on `attribute`.
  ///
  /// - Parameter attribute: an attribute to select, or nil for all.
  /// - Returns: the filters.
  public func filters(for attribute: String? = nil) -> [T] {
    filterState.getFilters(forGroupWithID: groupID).compactMap { filter in
      guard attribute == nil || filter.attribute == attribute else { return nil }
      return filter.filter as? T
    }
  }
}
