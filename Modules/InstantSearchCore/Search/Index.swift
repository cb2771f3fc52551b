/// A named index bound to the service that answers for it.
///
/// Two indices are equal when they have the same name and the very same service instance, so
/// the same name on two clients gives two different indices.
public struct Index: Sendable, Hashable, CustomStringConvertible {
  /// The index name.
  public let name: String
  /// The service that answers for it.
  public let service: any SearchService

  /// Binds a name to a service.
  /// - Parameters:
  ///   - name: the index name.
  ///   - service: the service that holds the index; held strongly.
  public init(name: String, service: any SearchService) {
    self.name = name
    self.service = service
  }

  /// Searches this index.
  /// - Parameter query: the parameters.
  /// - Returns: the response.
  /// - Throws: ``SearchError``, `CancellationError`.
  public func search(_ query: Query) async throws -> SearchResponse {
    try await service.search(IndexedQuery(indexName: name, query: query))
  }

  /// Searches the values of one of this index's facets.
  /// - Parameters:
  ///   - facetName: the facet attribute.
  ///   - facetQuery: the text the values must match.
  ///   - query: the other parameters restricting the records counted.
  ///   - maxFacetHits: the most values returned.
  /// - Returns: the matching values.
  /// - Throws: ``SearchError``, `CancellationError`.
  public func searchForFacetValues(
    of facetName: String, matching facetQuery: String, query: Query? = nil,
    maxFacetHits: Int? = nil
  ) async throws -> FacetSearchResponse {
    try await service.searchForFacetValues(
      of: facetName, matching: facetQuery, in: name, query: query, maxFacetHits: maxFacetHits)
  }

  /// Same name and same service instance.
  public static func == (lhs: Index, rhs: Index) -> Bool {
    lhs.name == rhs.name && lhs.service === rhs.service
  }

  /// Hashes the name and the service's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(ObjectIdentifier(service))
  }

  /// The index name.
  public var description: String { name }
}
