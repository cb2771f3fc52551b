/// A link between two components (an interactor and a searcher, a filter state or a
/// controller) that can be made and unmade.
///
/// Implementations must make both methods idempotent: a second `connect()` must not subscribe
/// twice, and `disconnect()` on a disconnected connection does nothing.
@MainActor
public protocol Connection {
  /// Establishes the link; does nothing if it is already established.
  func connect()
  /// Removes the link; does nothing if it is not established.
  func disconnect()
}
