import InstantSearchCore

extension FakeSearchService {
  /// Creates a service answering every query of every call at once, one by one.
  /// - Parameter answer: the response to one query (a main query or a facet-only query of
  ///   disjunctive faceting, told apart by ``InstantSearchCore/IndexedQuery/countedFacet``).
  public convenience init(
    answeringEach answer: @escaping @Sendable (IndexedQuery) throws -> SearchResponse
  ) {
    self.init { queries in try queries.map(answer) }
  }
}

extension IndexedQuery {
  /// The attribute a facet-only query (`hitsPerPage: 0`, one facet) counts, as disjunctive and
  /// hierarchical faceting send them; nil for a main query.
  public var countedFacet: String? {
    guard query.hitsPerPage == 0, let facets = query.facets, facets.count == 1 else { return nil }
    return facets[0]
  }
}

extension SearchResponse {
  /// A response for a fake to answer with.
  /// - Parameters:
  ///   - hits: the hits' members (`objectID` and whatever the test reads).
  ///   - nbHits: how many records matched; the number of hits when nil.
  ///   - page: the page, from 0.
  ///   - nbPages: the page count; 1 when nil and there are hits, else 0.
  ///   - hitsPerPage: how many hits a page holds.
  ///   - facets: value counts per attribute.
  ///   - facetsStats: numeric stats per attribute.
  ///   - additional: other members (`userData`, `renderingContent`, `queryID` is typed).
  /// - Returns: the response.
  public static func fake(
    hits: [JSONObject] = [], nbHits: Int? = nil, page: Int = 0, nbPages: Int? = nil,
    hitsPerPage: Int = 20, facets: [String: [String: Int]]? = nil,
    facetsStats: [String: FacetStats]? = nil, additional: JSONObject = JSONObject()
  ) -> SearchResponse {
    let count = nbHits ?? hits.count
    var response = SearchResponse(
      hits: hits.map(Hit.init(json:)), nbHits: count, page: page,
      nbPages: nbPages ?? (count == 0 ? 0 : 1), hitsPerPage: hitsPerPage)
    response.facets = facets
    response.facetsStats = facetsStats
    response.additional = additional
    return response
  }
}
