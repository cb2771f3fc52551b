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

  /// Connects a searcher: the indicator follows its loading state until the connection is
  /// disconnected (dropping the result does not disconnect it).
  ///
  /// - Parameter searcher: the searcher followed.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher).connected()
  }
}
