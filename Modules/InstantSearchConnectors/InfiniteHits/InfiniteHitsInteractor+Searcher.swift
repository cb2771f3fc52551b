import InstantSearchCore

extension InfiniteHitsInteractor {
  /// The link between an infinite list and a searcher: requested pages are searched, every
  /// response joins the list, and a new query text or index empties it.
  @MainActor
  public final class SearcherConnection: ObservingConnection {
    /// The list; held strongly.
    public let interactor: InfiniteHitsInteractor
    /// The searcher that loads the pages; held strongly.
    public let searcher: HitsSearcher

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the list.
    ///   - searcher: the searcher that loads the pages.
    public init(interactor: InfiniteHitsInteractor, searcher: HitsSearcher) {
      self.interactor = interactor
      self.searcher = searcher
    }

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

  /// Connects a searcher: it loads the pages the list asks for and the list takes its
  /// responses, until the connection is disconnected (dropping the result does not).
  ///
  /// - Parameter searcher: the searcher.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher).connected()
  }
}
