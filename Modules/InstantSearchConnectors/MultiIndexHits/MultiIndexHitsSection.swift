import InstantSearchCore

/// The hits of one index of a federated search: the index's name and its last response, or
/// the error that left it without one.
public struct MultiIndexHitsSection: Sendable, Hashable {
  /// The index the section shows, as its searcher names it now.
  public var indexName: String
  /// The index's last response, or nil before the first one and after an error of this
  /// index (an error of one index leaves the other sections as they are).
  public var response: SearchResponse?
  /// Why the section has no response: the description of its child's last error, set until
  /// the child's next response or index change; nil otherwise.
  public var error: String?

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - indexName: the index.
  ///   - response: its last response, if any.
  ///   - error: why it has none, if it failed.
  public init(indexName: String, response: SearchResponse? = nil, error: String? = nil) {
    (self.indexName, self.response, self.error) = (indexName, response, error)
  }

  /// The hits of the last response (none before it).
  public var hits: [Hit] { response?.hits ?? [] }
}
