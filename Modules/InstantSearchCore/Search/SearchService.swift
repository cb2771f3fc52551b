/// Something that answers search requests: the Algolia REST API over HTTP, or the local engine
/// in process. Both speak the same values and the same errors.
///
/// A service is a class (an `Index` compares services by identity) and is safe to call from any
/// task. Errors are ``SearchError`` (a 400 for a bad parameter or filter, a 404 for a missing
/// index, unreachable hosts, a response that cannot be decoded), or `CancellationError` when the
/// calling task was cancelled.
public protocol SearchService: AnyObject, Sendable {
  /// Runs several queries in one call; the responses come in the order of the queries.
  /// - Parameters:
  ///   - queries: the queries, each with its index.
  ///   - strategy: whether to run all of them or stop once one has enough hits.
  /// - Returns: one response per query.
  /// - Throws: ``SearchError`` (a missing index fails the whole call), `CancellationError`.
  func search(_ queries: [IndexedQuery], strategy: MultipleQueriesStrategy) async throws
    -> [SearchResponse]

  /// Runs one query on one index.
  /// - Parameter query: the query and its index.
  /// - Returns: the response.
  /// - Throws: ``SearchError``, `CancellationError`.
  func search(_ query: IndexedQuery) async throws -> SearchResponse

  /// Searches the values of a facet.
  /// - Parameters:
  ///   - facetName: the facet attribute (declared searchable).
  ///   - facetQuery: the text the values must match (prefix); empty for all.
  ///   - indexName: the index.
  ///   - query: the other parameters (filters, query text) restricting the records counted.
  ///   - maxFacetHits: the most values returned (the service's default, 10, when nil).
  /// - Returns: the matching values with their counts.
  /// - Throws: ``SearchError``, `CancellationError`.
  func searchForFacetValues(
    of facetName: String, matching facetQuery: String, in indexName: String, query: Query?,
    maxFacetHits: Int?
  ) async throws -> FacetSearchResponse

  /// Lists the indices of the application.
  /// - Parameters:
  ///   - page: the page, or nil for all indices at once.
  ///   - hitsPerPage: indices per page, or nil for the service's default.
  /// - Returns: the indices and the page count.
  /// - Throws: ``SearchError``, `CancellationError`.
  func listIndices(page: Int?, hitsPerPage: Int?) async throws -> ListIndicesResponse
}

extension SearchService {
  /// Runs one query through ``search(_:strategy:)``.
  /// - Parameter query: the query and its index.
  /// - Returns: the response.
  /// - Throws: ``SearchError``, `CancellationError`.
  public func search(_ query: IndexedQuery) async throws -> SearchResponse {
    let responses = try await search([query], strategy: .none)
    guard let response = responses.first, responses.count == 1 else {
      throw SearchError.decoding(
        path: "results", reason: "expected 1 result, found \(responses.count)")
    }
    return response
  }

  /// Runs every query.
  /// - Parameter queries: the queries, each with its index.
  /// - Returns: one response per query.
  /// - Throws: ``SearchError``, `CancellationError`.
  public func search(_ queries: [IndexedQuery]) async throws -> [SearchResponse] {
    try await search(queries, strategy: .none)
  }

  /// Lists every index.
  /// - Returns: the indices.
  /// - Throws: ``SearchError``, `CancellationError`.
  public func listIndices() async throws -> ListIndicesResponse {
    try await listIndices(page: nil, hitsPerPage: nil)
  }
}
