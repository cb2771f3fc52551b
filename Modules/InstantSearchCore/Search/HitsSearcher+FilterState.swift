extension HitsSearcher {
  /// Connects a filter state: the searcher takes its groups now, and on each change takes the
  /// new groups, goes back to page 0 and searches.
  ///
  /// The connection keeps itself, the searcher and the filter state alive until it is
  /// disconnected, so the result may be dropped.
  /// - Parameter filterState: the filter state to follow.
  /// - Returns: the connection, already connected.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState) -> HitsSearcherFilterStateConnection {
    HitsSearcherFilterStateConnection(searcher: self, filterState: filterState).connected()
  }
}

/// The link between a ``HitsSearcher`` and a ``FilterState``: filter changes become searches.
///
/// Connecting gives the searcher the current groups (and, if the filter state has notified
/// before, replays that change, which searches). Each change sets the groups, resets the page
/// to 0 and searches. Disconnecting empties the searcher's groups. Both are idempotent.
@MainActor
public final class HitsSearcherFilterStateConnection: ObservingConnection {
  /// The searcher that takes the groups and searches; held strongly.
  public let searcher: HitsSearcher
  /// The filter state followed; held strongly.
  public let filterState: FilterState

  /// Creates a connection, not yet connected.
  /// - Parameters:
  ///   - searcher: the searcher that takes the groups and searches.
  ///   - filterState: the filter state to follow.
  public init(searcher: HitsSearcher, filterState: FilterState) {
    self.searcher = searcher
    self.filterState = filterState
  }

  /// Gives the searcher the current groups, then follows every change notification.
  override public func didConnect() {
    searcher.filterGroups = filterState.snapshot
    subscribePast(to: filterState.onChange) { [self] snapshot in
      searcher.filterGroups = snapshot
      searcher.query.page = 0
      searcher.search()
    }
  }

  /// Empties the searcher's groups.
  override public func didDisconnect() {
    searcher.filterGroups = FilterStateSnapshot()
  }
}
