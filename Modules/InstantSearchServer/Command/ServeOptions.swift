/// The options of `instantsearch serve` (the command line is read by `InstantSearchCLI`).
public struct ServeOptions: Sendable {
  /// The dataset folder (`--data DIR`), or a snapshot or records file served read-only
  /// (`--data FILE`).
  public var data: String
  /// The port (`--port N`), 0 for any free one; 8080 by default.
  public var port = 8080
  /// The IPv4 address listened on (`--bind ADDR`), loopback by default.
  public var bind = "127.0.0.1"
  /// The application ID requests must name (`--app-id`, `INSTANTSEARCH_APP_ID`), or any.
  public var appID: String?
  /// The key allowed everything (`--admin-key`, `INSTANTSEARCH_ADMIN_KEY`).
  public var adminKey: String?
  /// The key allowed to search (`--search-key`, `INSTANTSEARCH_SEARCH_KEY`).
  public var searchKey: String?
  /// The HTTP limits (`--max-body BYTES`, `--max-connections N`, `--timeout SECONDS`,
  /// `--threads N`).
  public var limits = SearchServer.Limits()
  /// The largest record a write may hold, as compact JSON (`--max-record BYTES`): Algolia's
  /// largest, on its paid plans, by default.
  public var maxRecordBytes = Router.defaultMaxRecordBytes
  /// No line per request (`--quiet`); the summary is still printed.
  public var quiet = false
  /// Refuse search parameters and settings the engine does not implement (`--strict`), instead
  /// of ignoring them with a warning.
  public var strict = false

  /// Options with the defaults, serving `data`.
  /// - Parameter data: The dataset folder, or a snapshot or records file.
  public init(data: String) {
    self.data = data
  }
}
