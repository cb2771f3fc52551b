import InstantSearchCore

extension HitsSearcher {
  /// Creates a searcher on an Algolia index, with a client of its own.
  ///
  /// To share hosts memory between searchers, create one ``Client`` and use
  /// `HitsSearcher(index: client.index(withName:))` instead.
  /// - Parameters:
  ///   - appID: the application ID.
  ///   - apiKey: a search API key.
  ///   - indexName: the index.
  public convenience init(appID: String, apiKey: String, indexName: String) {
    let client = Client(appID: appID, apiKey: apiKey)
    self.init(service: client.searchService, indexName: indexName)
  }
}
