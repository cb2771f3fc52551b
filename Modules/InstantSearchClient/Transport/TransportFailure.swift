/// Why an exchange produced no HTTP response at all.
public enum TransportFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// No complete response within the request's timeout.
  case timedOut
  /// The host refused the connection or could not be reached.
  case cannotConnect(String)
  /// Any other network failure (connection lost, DNS, TLS ...), described.
  case network(String)

  /// A short human description, free of URLs and credentials.
  public var description: String {
    switch self {
    case .timedOut: return "timed out"
    case .cannotConnect(let reason): return "cannot connect: \(reason)"
    case .network(let reason): return "network error: \(reason)"
    }
  }
}
