/// A widget set up in one line: it builds its connections, keeps them in one
/// ``CompositeConnection`` and connects and disconnects them together.
///
/// A conforming type stores ``connections`` and gets ``isConnected``, ``connect()`` and
/// ``disconnect()`` from the protocol: connecting connects every member in order, once;
/// disconnecting disconnects them in reverse order, once; a connection appended while connected
/// is connected at once. Connectors are connected when created (their initializers call
/// `connections.connect()`) and, like their connections, stay connected when dropped: call
/// ``disconnect()``.
@MainActor
public protocol Connector: Connection, AnyObject {
  /// The connections the connector built and owns, in connection order.
  var connections: CompositeConnection { get }

  /// True while the connector's connections are connected through it.
  var isConnected: Bool { get }
}

extension Connector {
  /// True while the connector's connections are connected through it.
  public var isConnected: Bool { connections.isConnected }

  /// Connects every connection, in order; does nothing if already connected.
  public func connect() { connections.connect() }

  /// Disconnects every connection, in reverse order; does nothing if not connected.
  public func disconnect() { connections.disconnect() }
}
