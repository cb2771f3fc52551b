import InstantSearchCore

extension CurrentFiltersInteractor {
  /// The link between a current filters list and a filter state: the list shows the filters
  /// (of some groups, or all), and a removal removes the filter from its group and notifies.
  @MainActor
  public final class FilterStateConnection:
    InteractorFilterStateConnection<CurrentFiltersInteractor>
  {
    /// The groups shown, or nil for all.
    public let filterGroupIDs: Set<FilterGroup.ID>?

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the list whose filters are set.
    ///   - filterState: the filter state shown.
    ///   - filterGroupIDs: the groups shown, or nil for all.
    public init(
      interactor: CurrentFiltersInteractor,
      filterState: FilterState,
      filterGroupIDs: Set<FilterGroup.ID>? = nil
    ) {
      self.filterGroupIDs = filterGroupIDs
      super.init(interactor: interactor, filterState: filterState)
    }

    /// Shows the filters now and on every change, and handles removals.
    override public func didConnect() {
      subscribe(to: interactor.onRemoveRequested) { [self] in remove($0) }
      followFilterState { [self] in read() }
    }

    private func read() {
      let all = filterState.getFiltersAndID()
      let shown = filterGroupIDs.map { ids in all.filter { ids.contains($0.id) } } ?? all
      interactor.items = CurrentFiltersInteractor.ordered(shown)
    }

    /// Removes the filter from its group and notifies; a filter no longer there (or in a group
    /// not shown) changes nothing and notifies nothing.
    private func remove(_ item: FilterAndID) {
      guard filterGroupIDs?.contains(item.id) ?? true else { return }
      guard filterState.remove(item.filter, fromGroupWithID: item.id) else { return }
      filterState.notifyChange()
    }
  }

  /// Connects a filter state: the list shows its filters, and removals apply to it.
  ///
  /// - Parameters:
  ///   - filterState: the filter state shown and removed from.
  ///   - filterGroupIDs: the groups shown, or nil (the default) for all.
  /// - Returns: the connection, connected; dropping it does not disconnect it.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState,
    filterGroupIDs: Set<FilterGroup.ID>? = nil
  ) -> FilterStateConnection {
    FilterStateConnection(
      interactor: self, filterState: filterState, filterGroupIDs: filterGroupIDs
    )
    .connected()
  }
}
