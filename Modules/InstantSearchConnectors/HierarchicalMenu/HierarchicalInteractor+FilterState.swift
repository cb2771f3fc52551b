import InstantSearchCore

extension HierarchicalInteractor {
  /// The link between a hierarchical menu and a filter state: it declares the levels in a
  /// hierarchical group, a click writes the path (the deepest value as the group's filter) and
  /// notifies once, and every change of the filter state sets the menu's selection.
  ///
  /// The selection is read from the group's path only while the group still holds the path's
  /// deepest filter, so a clear of any kind (all groups, `.specified`, `.except`, by
  /// attribute, or a plain removal of the filter) leaves no stale selection (iOS #251).
  @MainActor
  public final class FilterStateConnection:
    InteractorFilterStateConnection<HierarchicalInteractor>
  {
    /// The hierarchical group's name.
    public let groupName: String

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the menu.
    ///   - filterState: the filter state.
    ///   - groupName: the hierarchical group's name (`_hierarchical` by default, as in iOS).
    public init(
      interactor: HierarchicalInteractor, filterState: FilterState,
      groupName: String = HierarchicalInteractor.defaultGroupName
    ) {
      self.groupName = groupName
      super.init(interactor: interactor, filterState: filterState)
    }

    /// Declares the levels, writes clicks and follows the filter state (its content first).
    override public func didConnect() {
      filterState.update {
        $0.set(
          hierarchicalAttributes: interactor.hierarchicalAttributes, forGroupWithName: groupName)
      }
      subscribe(to: interactor.onSelectionsComputed) { [self] in write($0) }
      subscribe(to: filterState.onChange) { [self] _ in read() }
      read()
    }

    private func read() {
      let snapshot = filterState.snapshot
      let path = snapshot.hierarchicalFilters(forGroupWithName: groupName)
      let groupID = FilterGroup.ID.hierarchical(name: groupName)
      guard let deepest = path.last, snapshot.contains(.facet(deepest), inGroupWithID: groupID)
      else {
        interactor.selections = []
        return
      }
      interactor.selections = path.map(\.value.description)
    }

    private func write(_ path: [Filter.Facet]) {
      let groupID = FilterGroup.ID.hierarchical(name: groupName)
      filterState.update { snapshot in
        snapshot.removeAll(fromGroupWithIDs: [groupID])
        snapshot.set(hierarchicalFilters: path, forGroupWithName: groupName)
        if let deepest = path.last { snapshot.add(.facet(deepest), toGroupWithID: groupID) }
      }
      filterState.notifyChange()
    }
  }

  /// The name of the hierarchical group a menu writes to unless told otherwise.
  public static let defaultGroupName = "_hierarchical"

  /// Connects a filter state: clicks write the path and the filter state's changes set the
  /// selection, until the connection is disconnected (dropping the result does not disconnect
  /// it).
  ///
  /// - Parameters:
  ///   - filterState: the filter state.
  ///   - groupName: the hierarchical group's name.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, groupName: String = HierarchicalInteractor.defaultGroupName
  ) -> FilterStateConnection {
    FilterStateConnection(interactor: self, filterState: filterState, groupName: groupName)
      .connected()
  }
}
