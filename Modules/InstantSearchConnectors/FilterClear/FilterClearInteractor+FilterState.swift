import InstantSearchCore

extension FilterClearInteractor {
  /// The link between a clear interactor and a filter state: a trigger clears the target
  /// groups or attributes and notifies once, and only when that changes something.
  ///
  /// With a query searcher, a trigger also empties that searcher's query text. The search
  /// then comes from the filter state's notification when filters were cleared (the searcher
  /// is expected to follow that filter state), or from the connection itself when only the
  /// text was cleared: one search either way, and none when nothing changed.
  @MainActor
  public final class FilterStateConnection: InteractorFilterStateConnection<FilterClearInteractor> {
    /// The groups or attributes a trigger clears (or keeps, with `.except`).
    public let target: FilterClearTarget
    /// Whether the target or everything but the target is cleared.
    public let clearMode: ClearMode
    /// The searcher whose query text is cleared too, if any; held strongly.
    public let querySearcher: HitsSearcher?

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the clearing logic whose triggers clear.
    ///   - filterState: the filter state to clear.
    ///   - target: the groups or attributes to clear.
    ///   - clearMode: whether to clear the target or everything but the target.
    ///   - querySearcher: a searcher whose query text is cleared too, if any.
    public init(
      interactor: FilterClearInteractor,
      filterState: FilterState,
      target: FilterClearTarget,
      clearMode: ClearMode,
      clearingQueryOf querySearcher: HitsSearcher? = nil
    ) {
      self.target = target
      self.clearMode = clearMode
      self.querySearcher = querySearcher
      super.init(interactor: interactor, filterState: filterState)
    }

    /// Whether a trigger would change the filter state (or the query text) now.
    public var canClear: Bool {
      canClearFilters || canClearQuery
    }

    private var canClearFilters: Bool {
      target.wouldChange(filterState.snapshot, mode: clearMode)
    }

    private var canClearQuery: Bool {
      !(querySearcher?.query.query ?? "").isEmpty
    }

    /// Subscribes to triggers and to filter state changes (to keep `canClear` current), and
    /// reports what could be cleared now.
    override public func didConnect() {
      subscribe(to: interactor.onTriggered) { [self] in clear() }
      if let querySearcher {
        subscribe(to: querySearcher.onQueryChanged) { [self] _ in report() }
      }
      followFilterState { [self] in report() }
    }

    /// Withdraws this filter state from the interactor's `canClear`.
    override public func didDisconnect() {
      interactor.setClearable(nil, for: self)
    }

    /// Clears the target (and the query text) and notifies once, or does nothing when nothing
    /// would change.
    ///
    /// - Returns: whether anything changed.
    @discardableResult
    public func clear() -> Bool {
      let clearsFilters = canClearFilters
      let clearsQuery = canClearQuery
      guard clearsFilters || clearsQuery else {
        report()
        return false
      }
      if clearsQuery, let querySearcher {
        querySearcher.query.query = nil
      }
      if clearsFilters {
        filterState.update { target.clear(&$0, mode: clearMode) }
        filterState.notifyChange()
      } else if let querySearcher {
        querySearcher.search()
      }
      report()
      return true
    }

    /// Tells the interactor whether this filter state has anything to clear.
    private func report() {
      interactor.setClearable(canClear, for: self)
    }
  }

  /// Connects a filter state: a trigger clears groups by ID, as
  /// ``connectFilterState(_:target:clearMode:clearingQueryOf:)`` does with
  /// `.groups(filterGroupIDs)`.
  ///
  /// `nil` IDs clear every group whatever the mode; `.specified` with no ID clears nothing;
  /// `.except` with no ID clears everything. A trigger that would change nothing does nothing
  /// (no change notification, so no search).
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, filterGroupIDs: [FilterGroup.ID]? = nil,
    clearMode: ClearMode = .specified, clearingQueryOf querySearcher: HitsSearcher? = nil
  ) -> FilterStateConnection {
    connectFilterState(
      filterState, target: .groups(filterGroupIDs), clearMode: clearMode,
      clearingQueryOf: querySearcher)
  }

  /// Connects a filter state: a trigger clears filters by attribute, in every group, as
  /// ``connectFilterState(_:target:clearMode:clearingQueryOf:)`` does with
  /// `.attributes(attributes)`: the attributes listed (`.specified`) or all others (`.except`).
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, attributes: [String], clearMode: ClearMode = .specified,
    clearingQueryOf querySearcher: HitsSearcher? = nil
  ) -> FilterStateConnection {
    connectFilterState(
      filterState, target: .attributes(attributes), clearMode: clearMode,
      clearingQueryOf: querySearcher)
  }

  /// Connects a filter state: a trigger clears `target`.
  ///
  /// - Parameters:
  ///   - filterState: the filter state to clear.
  ///   - target: the groups or attributes.
  ///   - clearMode: whether to clear the target or everything but it.
  ///   - querySearcher: a searcher whose query text is cleared too, if any.
  /// - Returns: the connection, connected; dropping it does not disconnect it.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState,
    target: FilterClearTarget,
    clearMode: ClearMode = .specified,
    clearingQueryOf querySearcher: HitsSearcher? = nil
  ) -> FilterStateConnection {
    FilterStateConnection(
      interactor: self, filterState: filterState, target: target, clearMode: clearMode,
      clearingQueryOf: querySearcher
    ).connected()
  }
}
