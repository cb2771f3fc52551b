/// What the group accessors of a ``FilterState`` share: the group they stand for, and the
/// operations that need no filter type.
@MainActor
public protocol FilterGroupAccessor {
  /// The filter state the group belongs to.
  var filterState: FilterState { get }
  /// The group.
  var groupID: FilterGroup.ID { get }
}

extension FilterGroupAccessor {
  /// Whether the group holds no filter (its own group only, whatever the kind).
  public var isEmpty: Bool { filterState.getFilters(forGroupWithID: groupID).isEmpty }

  /// Removes the filters on `attribute` from this group.
  ///
  /// - Parameter attribute: the attribute whose filters are removed.
  /// - Returns: whether any was there.
  @discardableResult
  public func removeAll(for attribute: String) -> Bool {
    filterState.removeAll(for: attribute, fromGroupWithID: groupID)
  }

  /// Clears the group (a hierarchical group keeps its attributes).
  public func removeAll() {
    filterState.removeAll(fromGroupWithIDs: [groupID])
  }

  /// Clears every other group.
  public func removeAllOthers() {
    filterState.removeAllExcept([groupID])
  }
}
