import Foundation
import InstantSearchCore

/// The ``SearchService`` of the Algolia REST API: each call becomes one HTTP request sent with the
/// client's retry strategy, and each answer is decoded into Core's values.
///
/// Routes: `POST /1/indexes/{index}/query`, `POST /1/indexes/*/queries`,
/// `POST /1/indexes/{index}/facets/{facet}/query`, `GET /1/indexes`. Index and facet names are
/// percent-encoded as one path segment each.
public final class AlgoliaSearchService: SearchService {
  let transporter: Transporter

  init(transporter: Transporter) {
    self.transporter = transporter
  }

  /// Runs several queries in one `POST /1/indexes/*/queries`.
  /// - Parameters:
  ///   - queries: the queries, each with its index.
  ///   - strategy: `none` or `stopIfEnoughMatches`.
  /// - Returns: one response per query, in order.
  /// - Throws: ``SearchError``, `CancellationError`.
  public func search(_ queries: [IndexedQuery], strategy: MultipleQueriesStrategy) async throws
    -> [SearchResponse]
  {
    let body: JSON = [
      "requests": .array(queries.map(\.json)), "strategy": .string(strategy.rawValue),
    ]
    let data = try await transporter.execute(
      APIRequest(method: "POST", path: "/1/indexes/*/queries", body: encode(body), callType: .read))
    let results = try SearchResponse.results(bytes: data)
    guard results.count == queries.count else {
      throw SearchError.decoding(
        path: "results", reason: "expected \(queries.count) results, found \(results.count)")
    }
    return results
  }

  /// Runs one query with `POST /1/indexes/{index}/query`.
  /// - Parameter query: the query and its index.
  /// - Returns: the response.
  /// - Throws: ``SearchError``, `CancellationError`.
  public func search(_ query: IndexedQuery) async throws -> SearchResponse {
    let data = try await transporter.execute(
      APIRequest(
        method: "POST", path: PathEncoding.path(["1", "indexes", query.indexName, "query"]),
        body: encode(.object(query.query.json)), callType: .read))
    return try SearchResponse(bytes: data)
  }

  /// Searches facet values with `POST /1/indexes/{index}/facets/{facet}/query`; the query's
  /// parameters travel in the `params` string, the only place this route accepts them.
  /// - Parameters:
  ///   - facetName: the facet attribute.
  ///   - facetQuery: the text the values must match.
  ///   - indexName: the index.
  ///   - query: the other parameters.
  ///   - maxFacetHits: the most values returned.
  /// - Returns: the matching values.
  /// - Throws: ``SearchError``, `CancellationError`.
  public func searchForFacetValues(
    of facetName: String, matching facetQuery: String, in indexName: String, query: Query?,
    maxFacetHits: Int?
  ) async throws -> FacetSearchResponse {
    var body: JSONObject = ["facetQuery": .string(facetQuery)]
    body["maxFacetHits"] = maxFacetHits.map { .number(Double($0)) }
    if let query, !query.json.isEmpty {
      body["params"] = .string(query.urlEncodedParameters)
    }
    let data = try await transporter.execute(
      APIRequest(
        method: "POST",
        path: PathEncoding.path(["1", "indexes", indexName, "facets", facetName, "query"]),
        body: encode(.object(body)), callType: .read))
    return try FacetSearchResponse(bytes: data)
  }

  /// Lists indices with `GET /1/indexes`.
  /// - Parameters:
  ///   - page: the page, or nil for all.
  ///   - hitsPerPage: indices per page, or nil.
  /// - Returns: the indices.
  /// - Throws: ``SearchError``, `CancellationError`.
  public func listIndices(page: Int?, hitsPerPage: Int?) async throws -> ListIndicesResponse {
    var request = APIRequest(method: "GET", path: "/1/indexes", callType: .read)
    if let page { request.queryItems.append(("page", String(page))) }
    if let hitsPerPage { request.queryItems.append(("hitsPerPage", String(hitsPerPage))) }
    let data = try await transporter.execute(request)
    return try ListIndicesResponse(bytes: data)
  }

  private func encode(_ value: JSON) -> Data {
    Data(JSONWriter().bytes(value))
  }
}
