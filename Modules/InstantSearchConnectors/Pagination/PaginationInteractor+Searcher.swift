import InstantSearchCore

extension PaginationInteractor {
  /// The link between pagination and a searcher: every response gives the page and the number
  /// of pages (the last one at once, if any), and a selected page becomes the searcher's page
  /// and a search.
  @MainActor
  public final class SearcherConnection: InteractorSearcherConnection<PaginationInteractor> {
    /// Takes the state of the last response, if any, and of every new one, and turns
    /// selections into searches.
    override public func didConnect() {
      subscribePast(to: searcher.onResults) { [self] in interactor.item = PaginationState($0) }
      subscribe(to: interactor.onPageSelected) { [self] page in
        interactor.item.page = page
        searcher.query.page = page
        searcher.search()
      }
    }
  }

  /// The searcher connection of a ``SearcherConnector`` and of ``SearcherConnectable/connectSearcher(_:)``.
  ///
  /// - Parameter searcher: the searcher whose page is set.
  /// - Returns: the connection, not connected.
  public func makeSearcherConnection(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher)
  }
}
