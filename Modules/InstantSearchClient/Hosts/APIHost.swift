/// One host of the search API: scheme, name, optional port, and the calls it accepts.
public struct APIHost: Sendable, Hashable, CustomStringConvertible {
  /// `https` (the default) or `http` (a local server).
  public var scheme: String
  /// The host name or address, as `APPID-dsn.algolia.net` or `127.0.0.1`.
  public var name: String
  /// The port, or nil for the scheme's default.
  public var port: Int?
  /// The calls this host accepts.
  public var accepts: CallType

  /// Creates a host.
  /// - Parameters:
  ///   - name: the host name or address.
  ///   - scheme: `https` or `http`.
  ///   - port: the port, or nil for the scheme's default.
  ///   - accepts: the calls it serves; both reads and writes by default.
  public init(
    _ name: String, scheme: String = "https", port: Int? = nil,
    accepts: CallType = [.read, .write]
  ) {
    self.scheme = scheme
    self.name = name
    self.port = port
    self.accepts = accepts
  }

  /// `scheme://name` or `scheme://name:port`: the start of every URL on this host.
  public var description: String {
    if let port { return "\(scheme)://\(name):\(port)" }
    return "\(scheme)://\(name)"
  }

  /// Algolia's hosts for an application: `APPID-dsn.algolia.net` for reads and
  /// `APPID.algolia.net` for writes first, then the three `APPID-N.algolianet.com` fallbacks
  /// (reads and writes) in a random order.
  /// - Parameters:
  ///   - appID: the application ID.
  ///   - generator: the source of randomness for the fallback order.
  /// - Returns: five hosts; filter by ``accepts`` to get the read or the write list.
  public static func defaults<G: RandomNumberGenerator>(
    appID: String, using generator: inout G
  ) -> [APIHost] {
    let fallbacks = (1...3).map { APIHost("\(appID)-\($0).algolianet.com") }
    return [
      APIHost("\(appID)-dsn.algolia.net", accepts: .read),
      APIHost("\(appID).algolia.net", accepts: .write),
    ] + fallbacks.shuffled(using: &generator)
  }

  /// Algolia's hosts for an application, fallbacks shuffled with the system generator.
  /// - Parameter appID: the application ID.
  /// - Returns: five hosts, see ``defaults(appID:using:)``.
  public static func defaults(appID: String) -> [APIHost] {
    var generator = SystemRandomNumberGenerator()
    return defaults(appID: appID, using: &generator)
  }
}
