/// Everything a ``Client`` needs: credentials, hosts, timeouts, retry limits, and the two seams
/// (transport and clock).
public struct ClientConfiguration: Sendable {
  /// The application ID.
  public var appID: String
  /// The API key; it never appears in descriptions, errors or logs.
  public var apiKey: APIKey
  /// The hosts in priority order; each says which calls it accepts.
  public var hosts: [APIHost]
  /// The base timeout of reads (searches, listing indices); the n-th timeout on a host waits n+1
  /// times as long.
  public var readTimeout: Duration = .seconds(5)
  /// The base timeout of writes.
  public var writeTimeout: Duration = .seconds(30)
  /// How long a host marked down is skipped.
  public var hostDownDelay: Duration = .seconds(300)
  /// How many times a 429 is retried on the same host before it fails like any 4xx.
  public var maxRateLimitRetries = 3
  /// The longest `Retry-After` honoured; a longer one fails at once instead of waiting.
  public var maxRetryAfter: Duration = .seconds(60)
  /// The `User-Agent` header.
  public var userAgent = UserAgent()
  /// Headers added to every request.
  public var extraHeaders: [String: String] = [:]
  /// Performs the HTTP exchanges.
  public var transport: HTTPTransport = .live
  /// Reads time and sleeps for the retry strategy.
  public var clock: RetryClock = .continuous

  /// A configuration for Algolia's own hosts (fallbacks shuffled).
  /// - Parameters:
  ///   - appID: the application ID.
  ///   - apiKey: the API key.
  public init(appID: String, apiKey: String) {
    self.init(appID: appID, apiKey: apiKey, hosts: APIHost.defaults(appID: appID))
  }

  /// A configuration for custom hosts (a proxy, a local server).
  /// - Parameters:
  ///   - appID: the application ID.
  ///   - apiKey: the API key.
  ///   - hosts: the hosts, in priority order.
  public init(appID: String, apiKey: String, hosts: [APIHost]) {
    self.appID = appID
    self.apiKey = APIKey(apiKey)
    self.hosts = hosts
  }
}

extension ClientConfiguration: CustomStringConvertible {
  /// The application ID and hosts; the key is shown as `<redacted>`.
  public var description: String {
    "ClientConfiguration(appID: \(appID), apiKey: <redacted>, hosts: "
      + hosts.map(\.description).joined(separator: ", ") + ")"
  }
}
