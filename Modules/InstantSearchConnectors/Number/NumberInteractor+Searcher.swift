import InstantSearchCore

extension NumberInteractor {
  /// The link between a number comparison and a searcher: every response's `facets_stats` set
  /// the bounds (see ``BoundableSearcherConnection``).
  public typealias SearcherConnection = BoundableSearcherConnection<NumberInteractor>

  /// The searcher connection of the connector and of
  /// ``SearcherConnectable/connectSearcher(_:)``.
  ///
  /// - Parameter searcher: the searcher whose responses give the bounds.
  /// - Returns: the connection, not connected.
  public func makeSearcherConnection(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher)
  }
}
