import InstantSearchCore

extension FacetListInteractor {
  /// The link between a facet list, its facet searcher and the main searcher.
  ///
  /// - While the facet searcher's text is not empty, its values (with their counts and
  ///   highlighting) are the list's ``FacetListInteractor/facetSearchResults``, shown with their
  ///   selection state; an answer to an empty text ends the facet search and the list shows
  ///   the main search's values again. Disconnecting ends it too.
  /// - The facet searcher counts in the main searcher's context: it takes the main searcher's
  ///   service, index, query and filter groups now and at the start of each main search (a
  ///   new query text, a filter change, a Sort By switch), and searches again then while a
  ///   text is set.
  @MainActor
  public final class FacetSearcherConnection: InteractorSearcherConnection<FacetListInteractor> {
    /// The facet searcher of the list's attribute; held strongly.
    public let facetSearcher: FacetSearcher

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the list whose searched values are set.
    ///   - searcher: the main searcher, whose context the facet searcher takes.
    ///   - facetSearcher: the facet searcher of the list's attribute.
    public init(
      interactor: FacetListInteractor, searcher: HitsSearcher, facetSearcher: FacetSearcher
    ) {
      self.facetSearcher = facetSearcher
      super.init(interactor: interactor, searcher: searcher)
    }

    /// Takes the context now and at every main search; takes the values of every answer.
    override public func didConnect() {
      takeContext()
      subscribe(to: searcher.onSearch) { [self] _ in
        takeContext()
        if !facetSearcher.text.isEmpty { facetSearcher.search() }
      }
      subscribe(to: facetSearcher.onResults) { [self] response in
        let found = response.facetHits.map {
          Facet(value: $0.value, count: $0.count, highlighted: $0.highlighted)
        }
        interactor.facetSearchResults = facetSearcher.text.isEmpty ? nil : found
      }
    }

    /// Ends the facet search: the list shows the main search's values.
    override public func didDisconnect() {
      interactor.facetSearchResults = nil
    }

    private func takeContext() {
      facetSearcher.service = searcher.service
      facetSearcher.indexName = searcher.indexName
      facetSearcher.query = searcher.query
      facetSearcher.filterGroups = searcher.filterGroups
    }
  }

  /// Connects a facet searcher kept in `searcher`'s context: its answers to a non-empty text
  /// are the list's searched values, until the connection is disconnected (dropping the
  /// result does not disconnect it).
  ///
  /// - Parameters:
  ///   - facetSearcher: the facet searcher of the list's attribute.
  ///   - searcher: the main searcher.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectFacetSearcher(_ facetSearcher: FacetSearcher, following searcher: HitsSearcher)
    -> FacetSearcherConnection
  {
    FacetSearcherConnection(interactor: self, searcher: searcher, facetSearcher: facetSearcher)
      .connected()
  }
}
