import InstantSearchCore

extension PaginationInteractor {
  /// The link between pagination and a searcher: every response gives the page and the number
  /// of pages (the last one at once, if any), and a selected page becomes the searcher's page
  /// and a search.
  @MainActor
  public final class SearcherConnection: ObservingConnection {
    /// The pagination whose state is set and whose selections are handled; held strongly.
    public let interactor: PaginationInteractor
    /// The searcher whose page is set and which searches; held strongly.
    public let searcher: HitsSearcher

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the pagination whose state is set.
    ///   - searcher: the searcher whose page is set.
    public init(interactor: PaginationInteractor, searcher: HitsSearcher) {
      self.interactor = interactor
      self.searcher = searcher
    }

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

  /// Connects a searcher: the state follows its responses and selections move it, until the
  /// connection is disconnected (dropping the result does not disconnect it).
  ///
  /// - Parameter searcher: the searcher whose page is set.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher).connected()
  }
}
