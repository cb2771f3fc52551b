import InstantSearchCore

extension MultiIndexHitsInteractor {
  /// The link between a federated hits list and a ``MultiSearcher``: one section per hits
  /// child (facet children are left out), each set from its child's responses and index
  /// changes. An error reaches only the section of the child it concerns, which is emptied
  /// and keeps the error's description.
  @MainActor
  public final class SearcherConnection: ObservingConnection {
    /// The list; held strongly.
    public let interactor: MultiIndexHitsInteractor
    /// The multi-index searcher whose hits children are shown; held strongly.
    public let multiSearcher: MultiSearcher

    /// Makes one section per hits child and follows each child.
    override public func didConnect() {
      let children = multiSearcher.children.compactMap { child -> HitsSearcher? in
        if case .hits(let searcher) = child { return searcher }
        return nil
      }
      interactor.item = children.map { MultiIndexHitsSection(indexName: $0.indexName) }
      for (position, child) in children.enumerated() {
        subscribePast(to: child.onResults) { [self] response in
          interactor.item[position] = MultiIndexHitsSection(
            indexName: child.indexName, response: response)
        }
        subscribe(to: child.onError) { [self] error in
          interactor.item[position] = MultiIndexHitsSection(
            indexName: child.indexName, error: String(describing: error))
        }
        subscribe(to: child.onIndexChanged) { [self] name in
          interactor.item[position] = MultiIndexHitsSection(indexName: name)
        }
      }
    }

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the list.
    ///   - multiSearcher: the searcher whose hits children are shown.
    public init(interactor: MultiIndexHitsInteractor, multiSearcher: MultiSearcher) {
      (self.interactor, self.multiSearcher) = (interactor, multiSearcher)
    }
  }

  /// Connects a multi-index searcher until the connection is disconnected (dropping the
  /// result does not disconnect it). Children added later are not shown: connect after adding
  /// them.
  ///
  /// - Parameter multiSearcher: the searcher whose hits children are shown.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectSearcher(_ multiSearcher: MultiSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, multiSearcher: multiSearcher).connected()
  }
}
