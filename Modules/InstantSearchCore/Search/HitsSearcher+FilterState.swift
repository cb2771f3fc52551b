extension HitsSearcher {
  /// Connects a filter state: the searcher takes its groups now, and on each change takes the
  /// new groups, goes back to page 0 and searches.
  /// - Parameter filterState: the filter state.
  /// - Returns: the connection, already connected.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState) -> HitsSearcherFilterStateConnection {
    let connection = HitsSearcherFilterStateConnection(searcher: self, filterState: filterState)
    connection.connect()
    return connection
  }
}

/// The link between a ``HitsSearcher`` and a ``FilterState``: filter changes become searches.
///
/// Connecting gives the searcher the current groups (and, if the filter state has notified
/// before, replays that change, which searches). Each change sets the groups, resets the page
/// to 0 and searches. Disconnecting empties the searcher's groups. Both are idempotent.
@MainActor
public final class HitsSearcherFilterStateConnection: Connection {
  /// The searcher.
  public let searcher: HitsSearcher
  /// The filter state.
  public let filterState: FilterState
  private var isConnected = false

  /// Creates a connection, not yet connected.
  /// - Parameters:
  ///   - searcher: the searcher.
  ///   - filterState: the filter state.
  public init(searcher: HitsSearcher, filterState: FilterState) {
    self.searcher = searcher
    self.filterState = filterState
  }

  /// Starts following the filter state.
  public func connect() {
    guard !isConnected else { return }
    isConnected = true
    searcher.filterGroups = filterState.snapshot
    filterState.onChange.subscribePast(with: searcher) { searcher, snapshot in
      searcher.filterGroups = snapshot
      searcher.query.page = 0
      searcher.search()
    }
  }

  /// Stops following it and empties the searcher's groups.
  public func disconnect() {
    guard isConnected else { return }
    isConnected = false
    filterState.onChange.cancelSubscription(for: searcher)
    searcher.filterGroups = FilterStateSnapshot()
  }
}
