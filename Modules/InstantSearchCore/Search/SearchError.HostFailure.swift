extension SearchError {
  /// Why one attempt on one host failed.
  public struct HostFailure: Sendable, Hashable, CustomStringConvertible {
    /// The host, as `scheme://name:port`.
    public var host: String
    /// The HTTP status the host answered with, or nil when it did not answer (refused, timed out).
    public var status: Int?
    /// What went wrong: the server's message or the network failure.
    public var reason: String

    /// Creates a failure record.
    /// - Parameters:
    ///   - host: the host, as `scheme://name:port`.
    ///   - status: the HTTP status, or nil when no response came.
    ///   - reason: the server's message or the network failure.
    public init(host: String, status: Int? = nil, reason: String) {
      self.host = host
      self.status = status
      self.reason = reason
    }

    /// `host: HTTP 503: message` or `host: reason`.
    public var description: String {
      if let status { return "\(host): HTTP \(status): \(reason)" }
      return "\(host): \(reason)"
    }
  }
}
