import InstantSearchCore

extension InfiniteHitsInteractor {
  /// The link between an infinite list and a searcher: requested pages are searched, every
  /// response joins the list, and a new query text or index empties it.
  @MainActor
  public final class SearcherConnection: InteractorSearcherConnection<InfiniteHitsInteractor> {
    /// Searches requested pages; follows searches, responses, errors, text and index changes.
    override public func didConnect() {
      subscribe(to: interactor.onPageRequested) { [self] page in
        searcher.query.page = page
        searcher.search()
      }
      subscribe(to: searcher.onSearch) { [self] in
        interactor.willLoad(page: searcher.query.page ?? 0)
      }
      subscribePast(to: searcher.onResults) { [self] in interactor.update($0) }
      subscribe(to: searcher.onError) { [self] _ in interactor.didFail() }
      subscribe(to: searcher.onQueryChanged) { [self] _ in interactor.reset() }
      subscribe(to: searcher.onIndexChanged) { [self] _ in interactor.reset() }
    }
  }

  /// The searcher connection of a ``SearcherConnector`` and of ``SearcherConnectable/connectSearcher(_:)``.
  ///
  /// - Parameter searcher: the searcher that loads the pages.
  /// - Returns: the connection, not connected.
  public func makeSearcherConnection(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher)
  }
}
