/// The reads and writes of a filter state that take a typed filter (`Filter.Facet`,
/// `Filter.Numeric`, `Filter.Tag`) instead of a ``Filter``: each erases it to a ``Filter``
/// once and does what the ``Filter`` overload does. Like those, the writes do not notify: call
/// ``FilterState/notifyChange()`` afterwards.
extension FilterState {
  /// Whether `filter` is in the group `groupID`.
  ///
  /// - Parameters:
  ///   - filter: the exact filter.
  ///   - groupID: the group.
  /// - Returns: whether the group holds it.
  /// - Complexity: O(1) on average (a hash lookup).
  public func contains(_ filter: some FilterType, inGroupWithID groupID: FilterGroup.ID) -> Bool {
    snapshot.contains(filter, inGroupWithID: groupID)
  }

  /// Whether `filter` is in any group.
  ///
  /// - Parameter filter: the exact filter.
  /// - Returns: whether some group holds it.
  /// - Complexity: O(G) for G groups.
  public func contains(_ filter: some FilterType) -> Bool { snapshot.contains(filter) }

  /// Adds `filter` to a group (ignored if the group cannot hold it).
  ///
  /// - Parameters:
  ///   - filter: the filter to add; it must be of a kind the group holds.
  ///   - groupID: the group.
  /// - Returns: whether it was added.
  /// - Complexity: O(log n) comparisons plus moving the filters that sort after it (none when it sorts
  ///   last), for n filters in the group; the filter's text is written once, here.
  @discardableResult
  public func add(_ filter: some FilterType, toGroupWithID groupID: FilterGroup.ID) -> Bool {
    add(filter.eraseToFilter(), toGroupWithID: groupID)
  }

  /// Removes `filter` from a group (deleting the group if it becomes empty).
  ///
  /// - Parameters:
  ///   - filter: the exact filter.
  ///   - groupID: the group.
  /// - Returns: whether something was removed.
  /// - Complexity: O(log n + n) for n filters in the group: a search, then a removal from its list.
  @discardableResult
  public func remove(_ filter: some FilterType, fromGroupWithID groupID: FilterGroup.ID) -> Bool {
    remove(filter.eraseToFilter(), fromGroupWithID: groupID)
  }

  /// Removes `filter` from every group.
  ///
  /// - Parameter filter: the exact filter.
  /// - Returns: whether something was removed.
  /// - Complexity: O(G) lookups for G groups, plus a removal in each group that holds it.
  @discardableResult
  public func remove(_ filter: some FilterType) -> Bool {
    remove(filter.eraseToFilter())
  }

  /// Removes `filter` from the group if it is there, adds it otherwise.
  ///
  /// - Parameters:
  ///   - filter: the exact filter.
  ///   - groupID: the group.
  /// - Complexity: That of a removal or an addition in the group, O(log n + n) for n filters.
  public func toggle(_ filter: some FilterType, inGroupWithID groupID: FilterGroup.ID) {
    toggle(filter.eraseToFilter(), inGroupWithID: groupID)
  }
}
