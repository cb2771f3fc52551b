import InstantSearchCore

extension NumberRangeInteractor {
  /// The link between a numeric range and a searcher: every response's `facets_stats` set the
  /// bounds (see ``BoundableSearcherConnection``).
  public typealias SearcherConnection = BoundableSearcherConnection<NumberRangeInteractor>

  /// The searcher connection of the connector and of
  /// ``SearcherConnectable/connectSearcher(_:)``.
  ///
  /// - Parameter searcher: the searcher.
  /// - Returns: the connection, not connected.
  public func makeSearcherConnection(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher)
  }
}
