/// What the client remembers about one host between calls.
struct HostState: Sendable {
  /// The host.
  let host: APIHost
  /// False once a network error or a 5xx marked it down, until the down delay expires.
  var isUp = true
  /// Timeouts since the last success; the next timeout is `(retryCount + 1) × base`.
  var retryCount = 0
  /// When `isUp` or `retryCount` last changed.
  var lastUpdated: Duration = .zero
}
