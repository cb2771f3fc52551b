import InstantSearchCore

extension FacetListInteractor {
  /// The link between a facet list and a searcher: the searcher asks for the attribute's
  /// facet counts, and every response's counts become the list's values.
  @MainActor
  public final class SearcherConnection: InteractorSearcherConnection<FacetListInteractor> {
    /// The faceted attribute.
    public let attribute: String

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the list whose values are set.
    ///   - searcher: the searcher asked for the counts.
    ///   - attribute: the faceted attribute.
    public init(interactor: FacetListInteractor, searcher: HitsSearcher, attribute: String) {
      self.attribute = attribute
      super.init(interactor: interactor, searcher: searcher)
    }

    /// Adds the attribute to the searcher's facets and takes the counts of the last response,
    /// if any, and of every new one.
    override public func didConnect() {
      var facets = searcher.query.facets ?? []
      if !facets.contains(attribute) {
        facets.append(attribute)
        searcher.query.facets = facets
      }
      subscribePast(to: searcher.onResults) { [self] response in
        interactor.items = response.facetValues(for: attribute).map {
          Facet(value: $0.value, count: $0.count)
        }
      }
    }
  }

  /// Connects a searcher: the list shows the counts of `attribute` in its responses.
  ///
  /// - Parameters:
  ///   - searcher: the searcher asked for the counts.
  ///   - attribute: the faceted attribute.
  /// - Returns: the connection, connected; dropping it does not disconnect it (and
  ///   disconnecting leaves the attribute in the searcher's facets).
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher, with attribute: String)
    -> SearcherConnection
  {
    SearcherConnection(interactor: self, searcher: searcher, attribute: attribute).connected()
  }
}
