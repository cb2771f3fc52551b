import InstantSearchCore

extension NumberRangeInteractor {
  /// The link between a numeric range and a searcher: the searcher faces the attribute
  /// disjunctively (its own numeric filters left out, as InstantSearch.js does), and every
  /// response's `facets_stats` set the bounds.
  @MainActor
  ///
  /// Disconnecting stops asking for the stats, if this connection asked for them.
  public final class SearcherConnection: InteractorSearcherConnection<NumberRangeInteractor> {
    /// Asks for the attribute's stats and takes the bounds of every response.
    override public func didConnect() {
      let attribute = interactor.attribute
      facetDisjunctively(attribute)
      subscribePast(to: searcher.onResults) { [self] response in
        interactor.bounds = response.facetsStats?[attribute].map { $0.min...$0.max }
      }
    }
  }

  /// The searcher connection of the connector and of
  /// ``SearcherConnectable/connectSearcher(_:)``.
  ///
  /// - Parameter searcher: the searcher.
  /// - Returns: the connection, not connected.
  public func makeSearcherConnection(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher)
  }
}
