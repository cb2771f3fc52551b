import InstantSearchCore

extension HitsInteractor {
  /// The link between a hits list and a searcher: every response the searcher delivers
  /// reaches the list (the last one at once, if any).
  @MainActor
  public final class SearcherConnection: InteractorSearcherConnection<HitsInteractor> {
    /// Takes the last response, if any, and every new one.
    override public func didConnect() {
      subscribePast(to: searcher.onResults) { [self] in interactor.update($0) }
    }
  }

  /// The searcher connection of a ``SearcherConnector`` and of ``SearcherConnectable/connectSearcher(_:)``.
  ///
  /// - Parameter searcher: the searcher whose responses are taken.
  /// - Returns: the connection, not connected.
  public func makeSearcherConnection(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher)
  }
}
