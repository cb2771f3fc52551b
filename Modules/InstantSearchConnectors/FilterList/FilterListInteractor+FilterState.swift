import InstantSearchCore

extension FilterListInteractor {
  /// The link between a filter list and a filter state: a computed selection adds the chosen
  /// filters of the list to the group and removes the others of the list (filters of the
  /// group that are not in the list stay), notifying once and not at all when nothing
  /// changes; every change of the filter state sets the selection from the group.
  @MainActor
  public final class FilterStateConnection: FilterGroupConnection<FilterListInteractor> {
    /// Writes computed selections and follows the filter state (its current content first).
    override public func didConnect() {
      subscribe(to: interactor.onSelectionsComputed) { [self] selections in write(selections) }
      followFilterState { [self] in
        interactor.selections = Set(
          interactor.items.filter { filterState.contains($0, inGroupWithID: groupID) })
      }
    }

    private func write(_ selections: Set<Filter>) {
      var changed = false
      for filter in interactor.items {
        changed =
          (selections.contains(filter)
            ? filterState.add(filter, toGroupWithID: groupID)
            : filterState.remove(filter, fromGroupWithID: groupID)) || changed
      }
      if changed { filterState.notifyChange() }
    }
  }

  /// The filter state connection of the connector and of
  /// ``FilterStateConnectable/connectFilterState(_:groupID:)``.
  ///
  /// - Parameters:
  ///   - filterState: the filter state.
  ///   - groupID: the group (by default ``defaultGroupID``).
  /// - Returns: the connection, not connected.
  public func makeFilterStateConnection(_ filterState: FilterState, groupID: FilterGroup.ID?)
    -> FilterStateConnection
  {
    FilterStateConnection(interactor: self, filterState: filterState, groupID: groupID)
  }
}
