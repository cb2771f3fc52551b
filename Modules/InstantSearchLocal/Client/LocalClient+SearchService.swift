import InstantSearchCore

extension LocalClient: SearchService {
  /// An index of this engine, for searchers and connectors.
  ///
  /// - Parameter name: the index (or replica) name; it need not exist yet.
  /// - Returns: the index bound to this engine.
  public func index(withName name: String) -> Index {
    Index(name: name, service: self)
  }

  /// Runs several queries, as the REST API's multiple queries.
  ///
  /// - Parameters:
  ///   - queries: the queries, each with its index.
  ///   - strategy: run all, or stop once one has enough hits.
  /// - Returns: one response per query run.
  /// - Throws: `SearchError.http` (404 missing index, 400 bad filter), `CancellationError`.
  /// - Complexity: that of ``multipleQueries(_:)``. The responses are made from the engine's
  ///   typed answers: no JSON of them is written or read.
  public func search(_ queries: [IndexedQuery], strategy: MultipleQueriesStrategy) async throws
    -> [SearchResponse]
  {
    try Task.checkCancellation()
    let body: JSON = [
      "requests": .array(queries.map(\.json)), "strategy": .string(strategy.rawValue),
    ]
    let results = try answers(body, typed: queries.map(\.query))
    try Task.checkCancellation()
    return try results.enumerated().map { offset, result in
      switch result {
      case .search(let answer): answer.response
      case .facetValues(let response):
        try SearchResponse(json: response.json, path: "results[\(offset)]")
      }
    }
  }

  /// Searches the values of a facet declared `searchable(...)`.
  ///
  /// - Parameters:
  ///   - facetName: the facet attribute.
  ///   - facetQuery: the text the values must match (prefix).
  ///   - indexName: the index.
  ///   - query: the other parameters restricting the records counted.
  ///   - maxFacetHits: the most values returned (10 when nil).
  /// - Returns: the values with their counts.
  /// - Throws: `SearchError.http` (404 missing index, 400 facet not searchable).
  /// - Complexity: that of ``searchForFacetValues(indexName:facetName:body:)``; the response
  ///   is the engine's, typed, with no JSON of it written and read back.
  public func searchForFacetValues(
    of facetName: String, matching facetQuery: String, in indexName: String, query: Query?,
    maxFacetHits: Int?
  ) async throws -> FacetSearchResponse {
    try Task.checkCancellation()
    var body = query?.json ?? JSONObject()
    body["facetQuery"] = .string(facetQuery)
    if let maxFacetHits { body["maxFacetHits"] = .number(Double(maxFacetHits)) }
    return try facetValues(indexName, facetName: facetName, body: .object(body), typed: query)
  }

  /// Lists the indices and replicas.
  ///
  /// - Parameters:
  ///   - page: the page, or nil for all.
  ///   - hitsPerPage: indices per page (100 when nil).
  /// - Returns: the indices.
  /// - Throws: `SearchError.decoding` only if the listing could not be read back.
  /// - Complexity: O(*i* log *i*) for *i* indices.
  public func listIndices(page: Int?, hitsPerPage: Int?) async throws -> ListIndicesResponse {
    var listing = listIndicesJSON()
    if let page {
      let perPage = max(hitsPerPage ?? 100, 1)
      let items = listing["items"]?.arrayValue ?? []
      let start = min(page * perPage, items.count)
      listing["items"] = .array(Array(items[start..<min(start + perPage, items.count)]))
      listing["nbPages"] = .number(Double((items.count + perPage - 1) / perPage))
    }
    return try ListIndicesResponse(json: listing)
  }
}
