import InstantSearchCore

extension FilterToggleInteractor {
  /// The link between a toggle and a filter state: a toggle adds or removes the filter in its
  /// group (and notifies once), and every change of the filter state sets the selection.
  @MainActor
  public final class FilterStateConnection: ObservingConnection {
    /// The toggle; held strongly.
    public let interactor: FilterToggleInteractor
    /// The filter state; held strongly.
    public let filterState: FilterState
    /// The group the filter goes to.
    public let groupID: FilterGroup.ID

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the toggle.
    ///   - filterState: the filter state.
    ///   - groupID: the group (by default an AND group named after the attribute).
    public init(
      interactor: FilterToggleInteractor, filterState: FilterState, groupID: FilterGroup.ID? = nil
    ) {
      self.interactor = interactor
      self.filterState = filterState
      self.groupID = groupID ?? .and(name: interactor.filter.attribute)
    }

    /// Applies toggles and follows the filter state (its current content first).
    override public func didConnect() {
      subscribe(to: interactor.onToggled) { [self] wanted in
        let filter = interactor.filter
        let changed =
          wanted
          ? filterState.add(filter, toGroupWithID: groupID)
          : filterState.remove(filter, fromGroupWithID: groupID)
        if changed { filterState.notifyChange() }
      }
      interactor.isSelected = filterState.contains(interactor.filter, inGroupWithID: groupID)
      subscribe(to: filterState.onChange) { [self] _ in
        interactor.isSelected = filterState.contains(interactor.filter, inGroupWithID: groupID)
      }
    }
  }

  /// Connects a filter state: toggles change it and its changes set the selection, until the
  /// connection is disconnected (dropping the result does not disconnect it).
  ///
  /// - Parameters:
  ///   - filterState: the filter state.
  ///   - groupID: the group (by default an AND group named after the attribute).
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, groupID: FilterGroup.ID? = nil)
    -> FilterStateConnection
  {
    FilterStateConnection(interactor: self, filterState: filterState, groupID: groupID)
      .connected()
  }
}
