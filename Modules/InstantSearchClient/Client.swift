import Foundation
import InstantSearchCore

/// The Algolia search API client: holds the configuration and the memory of hosts, and hands
/// out ``AlgoliaSearchService`` and `Index` values that share them.
///
/// Create one per application and keep it: the order of fallback hosts and which hosts are down
/// live in the instance.
public final class Client: Sendable {
  /// The configuration; its description hides the API key.
  public let configuration: ClientConfiguration
  /// The search service every index of this client uses.
  public let searchService: AlgoliaSearchService
  let transporter: Transporter

  /// A client for Algolia's hosts.
  /// - Parameters:
  ///   - appID: the application ID.
  ///   - apiKey: a search API key.
  public convenience init(appID: String, apiKey: String) {
    self.init(configuration: ClientConfiguration(appID: appID, apiKey: apiKey))
  }

  /// A client for custom hosts (a proxy, a local server), other settings at their defaults.
  /// - Parameters:
  ///   - appID: the application ID.
  ///   - apiKey: a search API key.
  ///   - hosts: the hosts, in priority order.
  public convenience init(appID: String, apiKey: String, hosts: [APIHost]) {
    self.init(configuration: ClientConfiguration(appID: appID, apiKey: apiKey, hosts: hosts))
  }

  /// A client with a full configuration (custom hosts, timeouts, transport, clock).
  /// - Parameter configuration: the configuration.
  public init(configuration: ClientConfiguration) {
    self.configuration = configuration
    self.transporter = Transporter(configuration: configuration)
    self.searchService = AlgoliaSearchService(transporter: transporter)
  }

  /// An index of this application, answered by this client.
  /// - Parameter name: the index name.
  /// - Returns: the index; equal to another one with the same name from the same client.
  public func index(withName name: String) -> Index {
    Index(name: name, service: searchService)
  }

  /// Lists the application's indices.
  /// - Parameters:
  ///   - page: the page, or nil for all.
  ///   - hitsPerPage: indices per page, or nil.
  /// - Returns: the indices.
  /// - Throws: ``SearchError``, `CancellationError`.
  public func listIndices(page: Int? = nil, hitsPerPage: Int? = nil) async throws
    -> ListIndicesResponse
  {
    try await searchService.listIndices(page: page, hitsPerPage: hitsPerPage)
  }

  /// Runs several queries in one call.
  /// - Parameters:
  ///   - queries: the queries, each with its index.
  ///   - strategy: whether to stop once one has enough hits.
  /// - Returns: one response per query.
  /// - Throws: ``SearchError``, `CancellationError`.
  public func search(
    _ queries: [IndexedQuery], strategy: MultipleQueriesStrategy = .none
  ) async throws -> [SearchResponse] {
    try await searchService.search(queries, strategy: strategy)
  }

  /// The application ID.
  public var appID: String { configuration.appID }
}

extension Client: CustomStringConvertible {
  /// The application ID; never the key.
  public var description: String { "Client(appID: \(appID))" }
}
