/// Several connections made and unmade together, idempotently.
///
/// Connectors own one of these for the connections they build: `connect()` connects every
/// member once, however often it is called, and `disconnect()` disconnects them in reverse
/// order.
@MainActor
public final class CompositeConnection: Connection {
  /// The member connections, in the order they connect.
  public private(set) var connections: [any Connection]
  /// Whether the members are currently connected through this composite.
  public private(set) var isConnected = false

  /// Creates a composite of `connections`, not yet connected.
  ///
  /// - Parameter connections: the members, connected in this order.
  public init(_ connections: [any Connection] = []) {
    self.connections = connections
  }

  /// Adds a member; if the composite is connected, the member is connected now.
  ///
  /// - Parameter connection: the connection to add.
  public func append(_ connection: any Connection) {
    connections.append(connection)
    if isConnected { connection.connect() }
  }

  /// Connects every member, once.
  public func connect() {
    guard !isConnected else { return }
    isConnected = true
    for connection in connections { connection.connect() }
  }

  /// Disconnects every member in reverse order, once.
  public func disconnect() {
    guard isConnected else { return }
    isConnected = false
    for connection in connections.reversed() { connection.disconnect() }
  }
}
