import InstantSearchCore

extension LocalClient {
  /// Replaces the synonyms of one index name (a primary or a replica: each has its own, as in
  /// Algolia, and setting a primary's does not forward them to its replicas).
  ///
  /// Searches already running finish with the synonyms they started with. Adding the index
  /// again (same name) starts it with no synonym.
  ///
  /// - Parameters:
  ///   - synonyms: the synonyms, in the export shape's order.
  ///   - indexName: the index or replica name.
  /// - Throws: `SearchError.http` 404 for an unknown index.
  public func setSynonyms(_ synonyms: [Synonym], indexName: String) throws {
    let table = SynonymTable(synonyms)
    try view(indexName).synonyms.withLock { $0 = table }
  }

  /// The synonyms of one index name, as set.
  ///
  /// - Parameter indexName: the index or replica name.
  /// - Returns: the synonyms in the order they were set.
  /// - Throws: `SearchError.http` 404 for an unknown index.
  public func synonyms(indexName: String) throws -> [Synonym] {
    try registeredView(indexName).synonyms.withLock { $0.synonyms }
  }
}
