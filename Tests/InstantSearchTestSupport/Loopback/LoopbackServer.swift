import Foundation
import Glibc
import InstantSearchCore

/// A small HTTP/1.1 server on 127.0.0.1 for tests: it records every request and answers each one
/// from a script of replies or from a handler.
///
/// Each connection is served on its own thread and closed after one response
/// (`Connection: close`), so a slow reply never holds up another request. Scripted replies are
/// used in order; the last one repeats.
public final class LoopbackServer: Sendable {
  /// The port the server listens on.
  public let port: Int
  private let listener: Int32
  private let shared: Shared

  /// A server answering from a handler.
  /// - Parameter handler: turns each request into a reply; called on the connection's thread.
  /// - Throws: ``SocketError`` when the socket cannot be set up.
  public convenience init(handler: @escaping @Sendable (RecordedRequest) -> LoopbackReply) throws {
    try self.init(source: .handler(handler))
  }

  /// A server answering from a script.
  /// - Parameter replies: the replies, in order; the last one repeats. At least one.
  /// - Throws: ``SocketError`` when the socket cannot be set up.
  public convenience init(replies: [LoopbackReply]) throws {
    precondition(!replies.isEmpty, "a loopback server needs at least one reply")
    try self.init(source: .script(replies))
  }

  private init(source: Shared.Source) throws {
    let (fd, port) = try Socket.bindLoopback()
    guard listen(fd, 64) == 0 else {
      let code = errno
      close(fd)
      throw SocketError(call: "listen", code: code)
    }
    self.listener = fd
    self.port = port
    self.shared = Shared(source: source)
    let shared = self.shared
    Thread {
      while true {
        let client = accept(fd, nil, nil)
        if client < 0 {
          if errno == EINTR { continue }
          break
        }
        Thread { shared.serve(client) }.start()
      }
      close(fd)
    }.start()
  }

  deinit {
    stop()
  }

  /// Every request received so far, in arrival order.
  public var requests: [RecordedRequest] {
    shared.state.withLock { $0.requests }
  }

  /// Stops accepting connections; connections in progress finish on their own.
  public func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
  }

  /// State shared with the connection threads.
  private final class Shared: Sendable {
    enum Source: Sendable {
      case handler(@Sendable (RecordedRequest) -> LoopbackReply)
      case script([LoopbackReply])
    }

    struct State {
      var requests: [RecordedRequest] = []
      var source: Source
    }

    let state: Locked<State>

    init(source: Source) {
      state = Locked(State(source: source))
    }

    /// Reads one request, records it, answers it, closes the connection.
    func serve(_ fd: Int32) {
      defer { close(fd) }
      Socket.setReceiveTimeout(fd, seconds: 10)
      guard let request = HTTPRequestReader.read(from: fd) else { return }
      let source = state.withLock { state -> Source in
        state.requests.append(request)
        return state.source
      }
      let reply: LoopbackReply
      switch source {
      case .handler(let handler):
        reply = handler(request)
      case .script:
        reply = state.withLock { state in
          guard case .script(var replies) = state.source else { preconditionFailure() }
          let next = replies[0]
          if replies.count > 1 { replies.removeFirst() }
          state.source = .script(replies)
          return next
        }
      }
      if reply.delay > .zero {
        let (seconds, attoseconds) = reply.delay.components
        Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
      }
      write(reply, to: fd)
    }

    private func write(_ reply: LoopbackReply, to fd: Int32) {
      if reply.delivery == .closeWithoutResponse { return }
      var head = "HTTP/1.1 \(reply.status) \(reason(reply.status))\r\n"
      for (name, value) in reply.headers.sorted(by: { $0.key < $1.key }) {
        head += "\(name): \(value)\r\n"
      }
      head += "Content-Length: \(reply.body.count)\r\nConnection: close\r\n\r\n"
      var bytes = Array(head.utf8)
      switch reply.delivery {
      case .cutAfter(let count): bytes += reply.body.prefix(count)
      default: bytes += reply.body
      }
      Socket.sendAll(fd, bytes)
      shutdown(fd, Int32(SHUT_WR))
    }

    private func reason(_ status: Int) -> String {
      switch status {
      case 200: return "OK"
      case 400: return "Bad Request"
      case 403: return "Forbidden"
      case 404: return "Not Found"
      case 408: return "Request Timeout"
      case 429: return "Too Many Requests"
      case 500: return "Internal Server Error"
      case 502: return "Bad Gateway"
      case 503: return "Service Unavailable"
      default: return "Status"
      }
    }
  }
}
