import InstantSearchCore

extension LocalClient {
  /// An engine holding the demo index (``DemoDataset``), its three replicas and its query
  /// suggestions index.
  ///
  /// - Parameters:
  ///   - count: how many products.
  ///   - seed: the generator's seed.
  ///   - progress: called as indexing goes.
  /// - Returns: the engine.
  public static func demo(
    count: Int = DemoDataset.defaultCount, seed: UInt64 = 42,
    progress: ((LoadProgress) -> Void)? = nil
  ) -> LocalClient {
    let client = LocalClient()
    client.addDemoIndex(count: count, seed: seed, progress: progress)
    return client
  }

  /// Adds the demo index (``DemoDataset``), its three replicas and its query suggestions
  /// index.
  ///
  /// - Parameters:
  ///   - count: how many products.
  ///   - seed: the generator's seed.
  ///   - progress: called as indexing goes.
  ///
  /// When the calling task is cancelled the build stops at its next check (between records) and
  /// nothing is added.
  public func addDemoIndex(
    count: Int = DemoDataset.defaultCount, seed: UInt64 = 42,
    progress: ((LoadProgress) -> Void)? = nil
  ) {
    // The demo settings are constants checked by the tests, so they cannot fail to load.
    guard let settings = try? IndexSettings(json: DemoDataset.settings, source: "demo") else {
      return
    }
    var replicas: [String: IndexSettings] = [:]
    for (name, json) in DemoDataset.replicaSettings {
      replicas[name] = try? IndexSettings(json: json, source: "demo")
    }
    // The demo's objectIDs are unique by construction: no need to look for duplicates.
    let products = DemoDataset.records(count: count, seed: seed)
    // Only a cancelled task can stop the build: the demo is then left out.
    _ = try? install(
      name: DemoDataset.indexName, records: .values(products),
      settings: settings, replicas: replicas, replaceDuplicates: false, progress: progress)
    _ = try? addIndex(
      named: DemoDataset.querySuggestionsIndexName,
      records: DemoDataset.querySuggestions(from: products),
      settings: DemoDataset.querySuggestionsSettings)
  }
}
