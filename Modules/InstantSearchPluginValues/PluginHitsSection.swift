/// The hits of one index of a federated search, as a plugin multi-index-hits controller
/// receives them.
public struct PluginHitsSection: Sendable, Hashable {
  /// The index's name.
  public var indexName: String
  /// The section's hits, each with its JSON text.
  public var hits: [PluginHit]
  /// How many records match; `nil` before a response.
  public var total: Int?
  /// Why the section has no response (the index's error), if it failed.
  public var error: String?

  /// Creates a section; without hits, a total or an error by default.
  public init(
    indexName: String, hits: [PluginHit] = [], total: Int? = nil, error: String? = nil
  ) {
    (self.indexName, self.hits, self.total, self.error) = (indexName, hits, total, error)
  }
}
