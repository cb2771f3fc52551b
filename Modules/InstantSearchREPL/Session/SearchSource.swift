/// Where a session searches.
enum SearchSource: Sendable, Equatable {
  /// The embedded demo index and its replicas.
  case demo
  /// A records file or a dataset folder, loaded into the local engine.
  case data(String)
  /// The Algolia API, at its own hosts or at the given ones.
  case algolia(hosts: [String])
}
