import InstantSearchCore

/// The hits of one index of a federated search: the index's name and its last response.
public struct MultiIndexHitsSection: Sendable, Hashable {
  /// The index the section shows, as its searcher names it now.
  public var indexName: String
  /// The index's last response, or nil before the first one and after an error of this
  /// index (an error of one index leaves the other sections as they are).
  public var response: SearchResponse?

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - indexName: the index.
  ///   - response: its last response, if any.
  public init(indexName: String, response: SearchResponse? = nil) {
    (self.indexName, self.response) = (indexName, response)
  }

  /// The hits of the last response (none before it).
  public var hits: [Hit] { response?.hits ?? [] }
}
