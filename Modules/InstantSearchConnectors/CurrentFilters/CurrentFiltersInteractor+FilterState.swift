import InstantSearchCore

extension CurrentFiltersInteractor {
  /// The link between a current filters list and a filter state: the list shows the filters
  /// (of some groups, or all), and a removal removes the filter from its group and notifies.
  @MainActor
  public final class FilterStateConnection: Connection {
    /// The interactor.
    public let interactor: CurrentFiltersInteractor
    /// The filter state shown.
    public let filterState: FilterState
    /// The groups shown, or nil for all.
    public let filterGroupIDs: Set<FilterGroup.ID>?
    /// Whether the connection is established.
    public private(set) var isConnected = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the interactor.
    ///   - filterState: the filter state shown.
    ///   - filterGroupIDs: the groups shown, or nil for all.
    public init(
      interactor: CurrentFiltersInteractor,
      filterState: FilterState,
      filterGroupIDs: Set<FilterGroup.ID>? = nil
    ) {
      self.interactor = interactor
      self.filterState = filterState
      self.filterGroupIDs = filterGroupIDs
    }

    /// Shows the filters now and on every change, and handles removals.
    public func connect() {
      guard !isConnected else { return }
      isConnected = true
      interactor.liveConnections.insert(self)
      filterState.onChange.subscribe(with: self) { connection, _ in connection.read() }
      interactor.onRemoveRequested.subscribe(with: self) { connection, item in
        connection.remove(item)
      }
      read()
    }

    /// Stops showing and removing.
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      filterState.onChange.cancelSubscription(for: self)
      interactor.onRemoveRequested.cancelSubscription(for: self)
      interactor.liveConnections.remove(self)
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
  ///   - filterState: the filter state.
  ///   - filterGroupIDs: the groups shown, or nil (the default) for all.
  /// - Returns: the established connection.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState,
    filterGroupIDs: Set<FilterGroup.ID>? = nil
  ) -> FilterStateConnection {
    let connection = FilterStateConnection(
      interactor: self, filterState: filterState, filterGroupIDs: filterGroupIDs)
    connection.connect()
    return connection
  }
}
