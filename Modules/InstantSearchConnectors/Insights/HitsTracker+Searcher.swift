import InstantSearchCore

extension HitsTracker {
  /// The link between a tracker and the searcher whose hits it tracks: while connected the
  /// searcher asks for `clickAnalytics` (so responses carry a query ID; disconnecting puts
  /// back what was asked before), and every response becomes the tracker's hits.
  @MainActor
  public final class SearcherConnection: InteractorSearcherConnection<HitsTracker> {
    /// Asks for `clickAnalytics` and follows the responses.
    override public func didConnect() {
      let previous = searcher.query.clickAnalytics
      searcher.query.clickAnalytics = true
      onDisconnect { [searcher] in searcher.query.clickAnalytics = previous }
      subscribePast(to: searcher.onResults) { [self] response in
        interactor.take(response, indexName: searcher.indexName)
      }
    }
  }

  /// A new connection to `searcher`, not yet connected.
  /// - Parameter searcher: the searcher whose hits are tracked.
  /// - Returns: the connection, not connected.
  public func makeSearcherConnection(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher)
  }

  /// Connects a searcher until the connection is disconnected (dropping the result does not
  /// disconnect it).
  /// - Parameter searcher: the searcher whose hits are tracked.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> SearcherConnection {
    makeSearcherConnection(searcher).connected()
  }
}
