import InstantSearchCore

extension FakeSearchService {
  /// Creates a service answering every query of every call at once, one by one.
  /// - Parameters:
  ///   - answer: the response to one query (a main query or a facet-only query of
  ///     disjunctive faceting, told apart by ``InstantSearchCore/IndexedQuery/countedFacet``).
  ///   - answerFacetSearch: the values of a search for facet values, whether it came alone
  ///     or as a facet query of a multiple-queries call
  ///     (``InstantSearchCore/IndexedQuery/facetSearch``); nil leaves facet queries to `answer`
  ///     and lone facet searches to ``facetResponse``.
  public convenience init(
    answeringEach answer: @escaping @Sendable (IndexedQuery) throws -> SearchResponse,
    answeringFacetSearches answerFacetSearch: (
      @Sendable (FacetSearch) throws -> FacetSearchResponse
    )? = nil
  ) {
    self.init(
      autoRespond: { queries in
        try queries.map { query in
          guard let answerFacetSearch, let search = query.facetSearch else {
            return try answer(query)
          }
          return .fake(facetHits: try answerFacetSearch(search))
        }
      }, answeringFacetSearches: answerFacetSearch)
  }
}

extension IndexedQuery {
  /// The attribute a facet-only query (`hitsPerPage: 0`, one facet) counts, as disjunctive and
  /// hierarchical faceting send them; nil for a main query.
  public var countedFacet: String? {
    guard query.hitsPerPage == 0, let facets = query.facets, facets.count == 1 else { return nil }
    return facets[0]
  }

  /// The search for facet values a facet query of a multiple-queries call asks for
  /// (`type: "facet"`, as a facet searcher of a multi-index searcher sends it), its `query`
  /// being the context without the facet members; nil for any other query.
  public var facetSearch: FakeSearchService.FacetSearch? {
    let parameters = query.additionalParameters
    guard parameters["type"]?.stringValue == "facet",
      let facetName = parameters["facet"]?.stringValue
    else { return nil }
    var context = query
    for key in ["type", "facet", "facetQuery", "maxFacetHits"] {
      context.additionalParameters[key] = nil
    }
    return FakeSearchService.FacetSearch(
      facetName: facetName, facetQuery: parameters["facetQuery"]?.stringValue ?? "",
      indexName: indexName, query: context, maxFacetHits: parameters["maxFacetHits"]?.intValue)
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

  /// The result of a facet query of a multiple-queries call, as the REST API gives it: the
  /// values' `facetHits` among the members of a search response.
  /// - Parameter facetHits: the values.
  /// - Returns: the response.
  public static func fake(facetHits: FacetSearchResponse) -> SearchResponse {
    var response = SearchResponse()
    response.additional["facetHits"] = facetHits.json["facetHits"]
    response.exhaustiveFacetsCount = facetHits.exhaustiveFacetsCount
    response.processingTimeMS = facetHits.processingTimeMS
    return response
  }
}
