import InstantSearchCore

extension FilterClearInteractor {
  /// The link between a clear interactor and a filter state: a trigger clears the target
  /// groups or attributes and notifies once, and only when that changes something.
  @MainActor
  public final class FilterStateConnection: Connection {
    /// The interactor.
    public let interactor: FilterClearInteractor
    /// The filter state cleared.
    public let filterState: FilterState
    /// What is cleared.
    public let target: FilterClearTarget
    /// Whether the target or everything but the target is cleared.
    public let clearMode: ClearMode
    /// Whether the connection is established.
    public private(set) var isConnected = false

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the interactor.
    ///   - filterState: the filter state to clear.
    ///   - target: the groups or attributes to clear.
    ///   - clearMode: whether to clear the target or everything but the target.
    public init(
      interactor: FilterClearInteractor,
      filterState: FilterState,
      target: FilterClearTarget,
      clearMode: ClearMode
    ) {
      self.interactor = interactor
      self.filterState = filterState
      self.target = target
      self.clearMode = clearMode
    }

    /// Whether a trigger would change the filter state now.
    public var canClear: Bool {
      target.wouldChange(filterState.snapshot, mode: clearMode)
    }

    /// Subscribes to triggers and to filter state changes (to keep `canClear` current).
    public func connect() {
      guard !isConnected else { return }
      isConnected = true
      interactor.liveConnections.insert(self)
      interactor.onTriggered.subscribe(with: self) { connection, _ in connection.clear() }
      filterState.onChange.subscribe(with: self) { connection, _ in connection.report() }
      report()
    }

    /// Stops clearing on triggers.
    public func disconnect() {
      guard isConnected else { return }
      isConnected = false
      interactor.onTriggered.cancelSubscription(for: self)
      filterState.onChange.cancelSubscription(for: self)
      interactor.setClearable(nil, for: self)
      interactor.liveConnections.remove(self)
    }

    /// Clears the target and notifies once, or does nothing when nothing would change.
    ///
    /// - Returns: whether the filter state changed.
    @discardableResult
    public func clear() -> Bool {
      guard canClear else {
        report()
        return false
      }
      filterState.update { target.clear(&$0, mode: clearMode) }
      filterState.notifyChange()
      return true
    }

    /// Tells the interactor whether this filter state has anything to clear.
    private func report() {
      interactor.setClearable(canClear, for: self)
    }
  }

  /// Connects a filter state: a trigger clears groups by ID.
  ///
  /// `nil` IDs clear every group whatever the mode; `.specified` with no ID clears nothing;
  /// `.except` with no ID clears everything. A trigger that would change nothing does nothing
  /// (no change notification, so no search).
  /// - Parameters:
  ///   - filterState: the filter state to clear.
  ///   - filterGroupIDs: the groups, or nil for all.
  ///   - clearMode: whether to clear the listed groups or all the others.
  /// - Returns: the established connection.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState,
    filterGroupIDs: [FilterGroup.ID]? = nil,
    clearMode: ClearMode = .specified
  ) -> FilterStateConnection {
    connectFilterState(filterState, target: .groups(filterGroupIDs), clearMode: clearMode)
  }

  /// Connects a filter state: a trigger clears filters by attribute, in every group.
  ///
  /// - Parameters:
  ///   - filterState: the filter state to clear.
  ///   - attributes: the attributes (`.specified`) or those to keep (`.except`).
  ///   - clearMode: whether to clear the listed attributes or all the others.
  /// - Returns: the established connection.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState,
    attributes: [String],
    clearMode: ClearMode = .specified
  ) -> FilterStateConnection {
    connectFilterState(filterState, target: .attributes(attributes), clearMode: clearMode)
  }

  /// Connects a filter state: a trigger clears `target`.
  ///
  /// - Parameters:
  ///   - filterState: the filter state to clear.
  ///   - target: the groups or attributes.
  ///   - clearMode: whether to clear the target or everything but it.
  /// - Returns: the established connection.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState,
    target: FilterClearTarget,
    clearMode: ClearMode = .specified
  ) -> FilterStateConnection {
    let connection = FilterStateConnection(
      interactor: self, filterState: filterState, target: target, clearMode: clearMode)
    connection.connect()
    return connection
  }
}
