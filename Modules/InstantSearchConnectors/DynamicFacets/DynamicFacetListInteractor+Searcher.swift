import InstantSearchCore

extension DynamicFacetListInteractor {
  /// The link between a dynamic facet list and a searcher: the searcher asks for every
  /// facet (`*`), and each response's facet ordering, applied to its counts, becomes the
  /// list's ``DynamicFacetListInteractor/orderedFacets``.
  ///
  /// A response without a facet ordering, or with one of the wrong shape, shows no facets
  /// (``lastOrderingError`` says what was wrong).
  @MainActor
  public final class SearcherConnection: InteractorSearcherConnection<DynamicFacetListInteractor> {
    /// Why the last response's `renderingContent.facetOrdering` could not be read, if it
    /// could not (its path and what was found); nil after a response that could be.
    public private(set) var lastOrderingError: SearchError?

    /// Asks the searcher for every facet and takes the ordered facets of the last response,
    /// if any, and of every new one.
    override public func didConnect() {
      var facets = searcher.query.facets ?? []
      if !facets.contains("*") {
        facets.append("*")
        searcher.query.facets = facets
      }
      subscribePast(to: searcher.onResults) { [self] in take($0) }
    }

    private func take(_ response: SearchResponse) {
      do {
        lastOrderingError = nil
        let ordering = try response.facetOrdering()
        interactor.orderedFacets = ordering?.order(response.facets ?? [:]) ?? []
      } catch {
        lastOrderingError = error
        interactor.orderedFacets = []
      }
    }
  }

  /// Connects a searcher: the list follows the facet ordering of its responses.
  ///
  /// - Parameter searcher: the searcher asked for the facets.
  /// - Returns: the connection, connected; dropping it does not disconnect it (and
  ///   disconnecting leaves `*` in the searcher's facets).
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> SearcherConnection {
    SearcherConnection(interactor: self, searcher: searcher).connected()
  }
}
