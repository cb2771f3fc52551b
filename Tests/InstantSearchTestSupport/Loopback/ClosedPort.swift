import Glibc

/// A loopback port where nothing listens: connecting to it is refused at once.
///
/// The port stays reserved (bound, never listening) for the life of the value, so no other
/// server can take it during a test.
public final class ClosedPort: Sendable {
  /// The refused port on 127.0.0.1.
  public let port: Int
  private let fd: Int32

  /// Reserves a port that refuses connections.
  /// - Throws: ``SocketError`` when no port can be bound.
  public init() throws {
    (fd, port) = try Socket.bindLoopback()
  }

  deinit {
    close(fd)
  }
}
