/// Several connections made and unmade together, idempotently.
///
/// Connectors keep their connections in one (see ``Connector``): `connect()` connects every
/// member once, in order, however often it is called, and `disconnect()` disconnects them in
/// reverse order. The composite holds its members strongly. Main actor only.
@MainActor
public final class CompositeConnection: Connection {
  /// The members, in connection order; ``append(_:)`` and ``remove(_:)`` change them.
  public private(set) var connections: [any Connection]
  /// True between ``connect()`` and ``disconnect()``: the members are connected through this
  /// composite.
  public private(set) var isConnected = false

  /// Creates a composite of `connections`, not yet connected.
  ///
  /// - Parameter connections: the members, connected in this order.
  public init(_ connections: [any Connection] = []) {
    self.connections = connections
  }

  /// Creates a composite of the members that are not nil, and connects it: the one-line body
  /// of a connector's initializer, where a controller's connection is optional.
  ///
  /// - Parameter members: the members, connected in this order; nil entries are skipped.
  public convenience init(connecting members: [(any Connection)?]) {
    self.init(members.compactMap { $0 })
    connect()
  }

  /// Adds a member at the end; if the composite is connected, the member is connected now.
  ///
  /// - Parameter connection: the connection to add.
  public func append(_ connection: any Connection) {
    connections.append(connection)
    if isConnected { connection.connect() }
  }

  /// Removes a member (the same instance), disconnecting it first if the composite is
  /// connected. Does nothing if it is not a member.
  ///
  /// - Parameter connection: the member to remove.
  /// - Complexity: O(*n*), where *n* is the number of members.
  public func remove(_ connection: some Connection & AnyObject) {
    guard let position = connections.firstIndex(where: { ($0 as AnyObject) === connection })
    else { return }
    if isConnected { connection.disconnect() }
    connections.remove(at: position)
  }

  /// Connects every member in order; does nothing if already connected.
  public func connect() {
    guard !isConnected else { return }
    isConnected = true
    for connection in connections { connection.connect() }
  }

  /// Disconnects every member in reverse order; does nothing if not connected.
  public func disconnect() {
    guard isConnected else { return }
    isConnected = false
    for connection in connections.reversed() { connection.disconnect() }
  }
}
