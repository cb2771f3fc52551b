import InstantSearchCore

extension StatsInteractor {
  /// The link between a stats widget and a searcher: the stats of every response (the last
  /// one at once, if any); an error clears them.
  @MainActor
  public final class SearcherConnection: InteractorSearcherConnection<StatsInteractor> {
    /// Takes the stats of the last response, if any, and of every new one; an error clears
    /// them.
    override public func didConnect() {
      subscribePast(to: searcher.onResults) { [self] in interactor.item = SearchStats($0) }
      subscribe(to: searcher.onError) { [self] _ in interactor.item = nil }
    }
  }

  /// Connects a searcher: the figures follow its responses until the connection is
  /// disconnected (dropping the result does not disconnect it).
  ///
  /// - Parameter searcher: the searcher whose responses are counted.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher).connected()
  }
}
