import InstantSearchCore

extension FilterToggleInteractor {
  /// The link between a toggle of a facet value and a searcher: the searcher counts the facet
  /// (disjunctively, so the count ignores the toggle's own choice) and every response sets
  /// the value's count. Other filters have no count.
  @MainActor
  ///
  /// Disconnecting stops counting the facet, if this connection asked for it.
  public final class SearcherConnection: InteractorSearcherConnection<FilterToggleInteractor> {
    /// Asks for the facet's counts and reads the value's from every response.
    override public func didConnect() {
      guard case .facet(let facet) = interactor.filter else { return }
      facetDisjunctively(facet.attribute)
      subscribePast(to: searcher.onResults) { [self] response in
        interactor.count = response.facets?[facet.attribute]?[facet.value.description] ?? 0
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
