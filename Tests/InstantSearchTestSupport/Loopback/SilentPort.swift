import Glibc

/// A loopback port that accepts connections and never answers: the kernel completes the
/// handshake into the listen backlog, and nothing ever reads or writes.
///
/// The port stays reserved for the life of the value.
public final class SilentPort: Sendable {
  /// The silent port on 127.0.0.1.
  public let port: Int
  private let fd: Int32

  /// Reserves a port that accepts and stays silent.
  /// - Throws: ``SocketError`` when no port can be bound or listened on.
  public init() throws {
    (fd, port) = try Socket.bindLoopback()
    guard listen(fd, 16) == 0 else {
      let code = errno
      close(fd)
      throw SocketError(call: "listen", code: code)
    }
  }

  deinit {
    close(fd)
  }
}
