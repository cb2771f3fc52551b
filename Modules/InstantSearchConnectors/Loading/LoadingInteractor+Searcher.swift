import InstantSearchCore

extension LoadingInteractor {
  /// The link between a loading indicator and a searcher: loading while a search is in flight.
  @MainActor
  public final class SearcherConnection: InteractorSearcherConnection<LoadingInteractor> {
    /// Follows the searcher's loading state, starting with its last one.
    override public func didConnect() {
      subscribePast(to: searcher.isLoading) { [self] in interactor.isLoading = $0 }
    }
  }

  /// The searcher connection of a ``SearcherConnector`` and of ``SearcherConnectable/connectSearcher(_:)``.
  ///
  /// - Parameter searcher: the searcher followed.
  /// - Returns: the connection, not connected.
  public func makeSearcherConnection(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher)
  }
}
