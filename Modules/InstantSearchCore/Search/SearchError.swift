/// An error a search service reports: the service's answer, hosts that could not answer, a
/// response that could not be read, or a request that could not be built.
///
/// The HTTP client and the local engine both throw it, so a 404 for a missing index or a 400 for
/// a bad filter looks the same whichever service answered. Cancellation is not a `SearchError`:
/// services rethrow `CancellationError` as is.
public enum SearchError: Error, Sendable, Hashable {
  /// The service answered with an error status (HTTP 4xx or 5xx) and this message.
  case http(status: Int, message: String)
  /// No host could answer; one entry per attempt, in the order they were made.
  case unreachableHosts([HostFailure])
  /// The response could not be decoded: `path` names where (`hits[3].objectID`, or `$` for the
  /// whole document), `reason` what was wrong.
  case decoding(path: String, reason: String)
  /// The request could not be built or was rejected before it was sent.
  case invalidRequest(String)

  /// The HTTP-like status: the server's for `.http`, 400 for an invalid request, nil otherwise.
  public var status: Int? {
    switch self {
    case .http(let status, _): return status
    case .invalidRequest: return 400
    case .unreachableHosts, .decoding: return nil
    }
  }

  /// A one-line message for people: the server's message, or what went wrong and where.
  public var message: String {
    switch self {
    case .http(_, let message): return message
    case .unreachableHosts(let failures):
      guard !failures.isEmpty else { return "Unreachable hosts: no host to try" }
      return "Unreachable hosts: " + failures.map(\.description).joined(separator: "; ")
    case .decoding(let path, let reason):
      return "Cannot decode the response at \(path): \(reason)"
    case .invalidRequest(let reason): return reason
    }
  }
}

extension SearchError: CustomStringConvertible {
  /// The status (when there is one) and the message, as `HTTP 404: Index movies does not exist`.
  public var description: String {
    switch self {
    case .http(let status, let message): return "HTTP \(status): \(message)"
    default: return message
    }
  }
}
