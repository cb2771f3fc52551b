/// What `instantsearch` was started with: where to search, which index, how to print (the
/// command line is read by `InstantSearchCLI`).
public struct LaunchOptions: Sendable, Equatable {
  /// A records file or a dataset folder to search, instead of the demo index.
  public var dataPath: String?

  /// Hosts of the Algolia API (given hosts mean the real API at those hosts).
  public var hosts: [String]

  /// The index to start on.
  public var indexName: String?

  /// Whether every command prints one JSON object instead of text.
  public var json: Bool

  /// Whether the local engine refuses search parameters it does not honour (a 400 naming the
  /// parameter) instead of ignoring them with a warning in the response's `message`.
  public var strict: Bool

  /// Creates options.
  /// - Parameters:
  ///   - dataPath: A records file or dataset folder.
  ///   - hosts: Algolia hosts.
  ///   - indexName: The index to start on.
  ///   - json: Whether to print JSON.
  ///   - strict: Whether the local engine refuses parameters it does not honour.
  public init(
    dataPath: String? = nil, hosts: [String] = [], indexName: String? = nil, json: Bool = false,
    strict: Bool = false
  ) {
    self.dataPath = dataPath
    self.hosts = hosts
    self.indexName = indexName
    self.json = json
    self.strict = strict
  }
}
