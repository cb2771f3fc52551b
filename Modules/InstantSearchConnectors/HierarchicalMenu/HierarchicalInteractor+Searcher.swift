import InstantSearchCore

extension HierarchicalInteractor {
  /// The link between a hierarchical menu and a searcher: the searcher asks for every level's
  /// counts, and every response sets the levels. With a path selected, the searcher's
  /// hierarchical queries (`DisjunctiveFaceting`) count each selected level as if its own
  /// choice were not made, so a level lists its siblings.
  @MainActor
  public final class SearcherConnection: InteractorSearcherConnection<HierarchicalInteractor> {
    private var addedFacets: [String] = []

    /// Adds the levels to the searcher's facets and takes the counts of the last response, if
    /// any, and of every new one.
    override public func didConnect() {
      var facets = searcher.query.facets ?? []
      addedFacets = interactor.hierarchicalAttributes.filter { !facets.contains($0) }
      if !addedFacets.isEmpty {
        facets += addedFacets
        searcher.query.facets = facets
      }
      subscribePast(to: searcher.onResults) { [self] response in
        interactor.items = interactor.hierarchicalAttributes.map { attribute in
          response.facetValues(for: attribute).map { Facet(value: $0.value, count: $0.count) }
        }
      }
    }

    /// Removes the facets this connection added from the searcher's query.
    override public func didDisconnect() {
      guard !addedFacets.isEmpty, let facets = searcher.query.facets else { return }
      let added = Set(addedFacets)
      searcher.query.facets = facets.filter { !added.contains($0) }
      addedFacets = []
    }
  }

  /// Connects a searcher: its responses give the levels' counts, until the connection is
  /// disconnected (dropping the result does not disconnect it).
  ///
  /// - Parameter searcher: the searcher.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher).connected()
  }
}
