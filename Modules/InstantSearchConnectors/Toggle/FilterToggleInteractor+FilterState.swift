import InstantSearchCore

extension FilterToggleInteractor {
  /// The link between a toggle and a filter state: a toggle adds or removes the filter in its
  /// group (and notifies once), and every change of the filter state sets the selection.
  @MainActor
  public final class FilterStateConnection: FilterGroupConnection<FilterToggleInteractor> {
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
      followFilterState { [self] in
        interactor.isSelected = filterState.contains(interactor.filter, inGroupWithID: groupID)
      }
    }
  }

  /// The filter state connection of the connector and of
  /// ``FilterStateConnectable/connectFilterState(_:groupID:)``.
  ///
  /// - Parameters:
  ///   - filterState: the filter state.
  ///   - groupID: the group (by default an AND group named after the attribute).
  /// - Returns: the connection, not connected.
  public func makeFilterStateConnection(_ filterState: FilterState, groupID: FilterGroup.ID?)
    -> FilterStateConnection
  {
    FilterStateConnection(interactor: self, filterState: filterState, groupID: groupID)
  }
}
