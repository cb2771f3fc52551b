/// Reads and mutates one conjunctive group of a ``FilterState``: `filterState[and: "name"]`.
///
/// Mutations are silent; call ``FilterState/notifyChange()`` afterwards.
@MainActor
public struct AndGroupAccessor: FilterGroupAccessor {
  /// The filter state the group belongs to.
  public let filterState: FilterState
  /// The group: `.and(name:)`.
  public let groupID: FilterGroup.ID

  /// Creates an accessor for the AND group `groupName` of `filterState`.
  ///
  /// - Parameters:
  ///   - filterState: the filter state the group lives in; held strongly.
  ///   - groupName: the group's name.
  public init(filterState: FilterState, groupName: String) {
    self.filterState = filterState
    self.groupID = .and(name: groupName)
  }

  /// Whether the group holds `filter`.
  ///
  /// - Parameter filter: the exact filter.
  /// - Returns: whether it is there.
  public func contains(_ filter: some FilterType) -> Bool {
    filterState.contains(filter, inGroupWithID: groupID)
  }

  /// Adds `filter`.
  ///
  /// - Parameter filter: the filter to add, of any kind; added once, however often.
  public func add(_ filter: some FilterType) {
    filterState.add(filter, toGroupWithID: groupID)
  }

  /// Adds several filters of any kinds.
  ///
  /// - Parameter filters: the filters to add, of any kinds, in any order.
  public func addAll(_ filters: [any FilterType]) {
    filterState.addAll(filters.map { $0.eraseToFilter() }, toGroupWithID: groupID)
  }

  /// Removes `filter`.
  ///
  /// - Parameter filter: the exact filter.
  /// - Returns: whether it was there.
  @discardableResult
  public func remove(_ filter: some FilterType) -> Bool {
    filterState.remove(filter, fromGroupWithID: groupID)
  }

  /// Removes several filters.
  ///
  /// - Parameter filters: the exact filters.
  /// - Returns: whether any was there.
  @discardableResult
  public func removeAll(_ filters: [any FilterType]) -> Bool {
    filterState.update {
      $0.removeAll(filters.map { $0.eraseToFilter() }, fromGroupWithID: groupID)
    }
  }

  /// Removes `filter` if it is there, adds it otherwise.
  ///
  /// - Parameter filter: the exact filter.
  public func toggle(_ filter: some FilterType) {
    filterState.toggle(filter, inGroupWithID: groupID)
  }

  /// The group's filters in render order, optionally only those on `attribute`.
  ///
  /// - Parameter attribute: an attribute to select, or nil for all.
  /// - Returns: the filters.
  public func filters(for attribute: String? = nil) -> [Filter] {
    let all = filterState.getFilters(forGroupWithID: groupID)
    guard let attribute else { return all }
    return all.filter { $0.attribute == attribute }
  }
}
