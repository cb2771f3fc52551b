import InstantSearchCore

extension FilterListInteractor {
  /// The link between a filter list and a searcher: the searcher counts the attributes of the
  /// list's facet filters (disjunctively, so a count ignores the list's own choices in an OR
  /// group) and every response sets their counts. Numeric and tag filters have no count, so a
  /// list without facet filters asks for nothing.
  ///
  /// Disconnecting stops counting the attributes this connection asked for.
  @MainActor
  public final class SearcherConnection: InteractorSearcherConnection<FilterListInteractor> {
    /// Asks for the facets' counts and reads the filters' from the last response and every new
    /// one.
    override public func didConnect() {
      let facets = interactor.items.compactMap { filter -> (Filter, Filter.Facet)? in
        guard case .facet(let facet) = filter else { return nil }
        return (filter, facet)
      }
      guard !facets.isEmpty else { return }
      for attribute in Set(facets.map(\.1.attribute)).sorted() { facetDisjunctively(attribute) }
      subscribePast(to: searcher.onResults) { [self] response in
        var counts: [Filter: Int] = [:]
        for (filter, facet) in facets {
          counts[filter] = response.facets?[facet.attribute]?[facet.value.description] ?? 0
        }
        interactor.counts = counts
      }
    }
  }

  /// The searcher connection of the connector and of
  /// ``SearcherConnectable/connectSearcher(_:)``.
  ///
  /// - Parameter searcher: the searcher whose responses give the counts.
  /// - Returns: the connection, not connected.
  public func makeSearcherConnection(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher)
  }
}
