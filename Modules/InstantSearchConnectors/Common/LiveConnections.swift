/// The connections of an interactor that are currently connected, kept alive by it.
///
/// A connection subscribes with itself as the subscriber, and observers hold subscribers
/// weakly; so that `interactor.connectX(...)` works even when the caller drops the returned
/// connection, the interactor retains each connection from `connect()` to `disconnect()`.
@MainActor
struct LiveConnections {
  private var connections: [ObjectIdentifier: AnyObject] = [:]

  /// Keeps `connection` alive until ``remove(_:)``.
  mutating func insert(_ connection: AnyObject) {
    connections[ObjectIdentifier(connection)] = connection
  }

  /// Stops keeping `connection` alive.
  mutating func remove(_ connection: AnyObject) {
    connections[ObjectIdentifier(connection)] = nil
  }

  /// The number of live connections.
  var count: Int { connections.count }
}
