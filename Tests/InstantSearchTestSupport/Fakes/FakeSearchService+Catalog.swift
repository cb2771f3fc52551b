import InstantSearchCore

extension FakeSearchService {
  /// Creates a service answering every query at once from catalogs, one per index, as the
  /// engine would: a query with ``FakeCatalog/response(to:)``, a search for facet values
  /// (alone or as a facet query of a multiple-queries call) with
  /// ``FakeCatalog/facetHits(_:)``. A call naming an index without a catalog fails whole, with
  /// the engine's error (`SearchError.http` 404 `Index NAME does not exist`).
  /// - Parameter catalogs: the catalog of each index, by index name.
  public convenience init(catalogs: [String: FakeCatalog]) {
    @Sendable func catalog(_ indexName: String) throws -> FakeCatalog {
      guard let catalog = catalogs[indexName] else {
        throw SearchError.http(status: 404, message: "Index \(indexName) does not exist")
      }
      return catalog
    }
    self.init(
      answeringEach: { query in try catalog(query.indexName).response(to: query.query) },
      answeringFacetSearches: { search in try catalog(search.indexName).facetHits(search) })
  }
}
