extension FilterState {
  /// The conjunctive group `groupName`.
  ///
  /// - Parameter groupName: the group's name.
  /// - Complexity: O(1): nothing is created until a filter is added.
  public subscript(and groupName: String) -> AndGroupAccessor {
    AndGroupAccessor(filterState: self, groupName: groupName)
  }

  /// The disjunctive group `groupName` of `T` filters, `T` inferred from use:
  /// `filterState[or: "brand"].add(Filter.Facet(...))`.
  ///
  /// - Parameter groupName: the group's name.
  /// - Complexity: O(1): nothing is created until a filter is added.
  public subscript<T: FilterType>(or groupName: String) -> OrGroupAccessor<T> {
    OrGroupAccessor(filterState: self, groupName: groupName)
  }

  /// The disjunctive group `groupName` of `T` filters: `filterState[or: "g", Filter.Tag.self]`.
  ///
  /// - Parameters:
  ///   - groupName: the group's name.
  ///   - type: the kind of filter the group holds.
  /// - Complexity: O(1): nothing is created until a filter is added.
  public subscript<T: FilterType>(or groupName: String, type: T.Type) -> OrGroupAccessor<T> {
    OrGroupAccessor(filterState: self, groupName: groupName)
  }

  /// The hierarchical group `groupName`.
  ///
  /// - Parameter groupName: the group's name.
  /// - Complexity: O(1): nothing is created until a filter is added.
  public subscript(hierarchical groupName: String) -> HierarchicalGroupAccessor {
    HierarchicalGroupAccessor(filterState: self, groupName: groupName)
  }
}
