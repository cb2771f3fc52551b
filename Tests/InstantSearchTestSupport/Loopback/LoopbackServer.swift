import Foundation
import Glibc
import InstantSearchCore

/// A small HTTP/1.1 server on 127.0.0.1 for tests: it records every request and answers each one
/// from a script of replies or from a handler.
///
/// Each connection is served on its own thread and, by default, closed after one response
/// (`Connection: close`), so a slow reply never holds up another request. With `keepAlive`, a
/// connection answers request after request until the client closes it, or until it has
/// answered `requestsPerConnection` (then it is closed without a word, as a server dropping an
/// idle connection does). Scripted replies are used in order; the last one repeats.
public final class LoopbackServer: Sendable {
  /// The port the server listens on.
  public let port: Int
  private let listener: Int32
  private let shared: Shared

  /// A server answering from a handler.
  /// - Parameter handler: turns each request into a reply; called on the connection's thread.
  /// - Throws: ``SocketError`` when the socket cannot be set up.
  public convenience init(handler: @escaping @Sendable (RecordedRequest) -> LoopbackReply) throws {
    try self.init(source: .handler(handler), keepAlive: false, requestsPerConnection: nil)
  }

  /// A server answering from a script.
  /// - Parameters:
  ///   - replies: the replies, in order; the last one repeats. At least one.
  ///   - keepAlive: whether a connection stays open for the client's next request.
  ///   - requestsPerConnection: with `keepAlive`, how many requests a connection answers before
  ///     the server closes it without saying so; nil for as many as come.
  /// - Throws: ``SocketError`` when the socket cannot be set up.
  public convenience init(
    replies: [LoopbackReply], keepAlive: Bool = false, requestsPerConnection: Int? = nil
  ) throws {
    precondition(!replies.isEmpty, "a loopback server needs at least one reply")
    try self.init(
      source: .script(replies), keepAlive: keepAlive, requestsPerConnection: requestsPerConnection)
  }

  private init(source: Shared.Source, keepAlive: Bool, requestsPerConnection: Int?) throws {
    let (fd, port) = try Socket.bindLoopback()
    guard listen(fd, 64) == 0 else {
      let code = errno
      close(fd)
      throw SocketError(call: "listen", code: code)
    }
    self.listener = fd
    self.port = port
    self.shared = Shared(
      source: source, keepAlive: keepAlive, requestsPerConnection: requestsPerConnection)
    let shared = self.shared
    Thread {
      while true {
        let client = accept(fd, nil, nil)
        if client < 0 {
          if errno == EINTR { continue }
          break
        }
        shared.state.withLock { $0.connections += 1 }
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

  /// How many connections were accepted so far.
  public var connectionCount: Int {
    shared.state.withLock { $0.connections }
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
      var connections = 0
      var source: Source
    }

    let state: Locked<State>
    let keepAlive: Bool
    let requestsPerConnection: Int?

    init(source: Source, keepAlive: Bool, requestsPerConnection: Int?) {
      state = Locked(State(source: source))
      self.keepAlive = keepAlive
      self.requestsPerConnection = requestsPerConnection
    }

    /// Answers the requests of one connection (one, unless `keepAlive`), then closes it.
    func serve(_ fd: Int32) {
      defer { close(fd) }
      // A kept connection waits for the client's next request as long as a busy test run may
      // delay it (a client drops its connections when it is done); another, 10 s.
      Socket.setReceiveTimeout(fd, seconds: keepAlive ? 300 : 10)
      var answered = 0
      while answerOne(fd) {
        answered += 1
        guard keepAlive, answered < requestsPerConnection ?? .max else { return }
      }
    }

    /// Reads one request, records it and answers it; false when none came or the reply ends
    /// the connection.
    private func answerOne(_ fd: Int32) -> Bool {
      guard let request = HTTPRequestReader.read(from: fd) else { return false }
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
      return write(reply, to: fd)
    }

    /// Sends a reply; false when it ends the connection.
    private func write(_ reply: LoopbackReply, to fd: Int32) -> Bool {
      if reply.delivery == .closeWithoutResponse { return false }
      var head = "HTTP/1.1 \(reply.status) \(reason(reply.status))\r\n"
      for (name, value) in reply.headers.sorted(by: { $0.key < $1.key }) {
        head += "\(name): \(value)\r\n"
      }
      head += "Content-Length: \(reply.body.count)\r\n"
      let staysOpen: Bool
      if case .cutAfter = reply.delivery { staysOpen = false } else { staysOpen = keepAlive }
      head += staysOpen ? "\r\n" : "Connection: close\r\n\r\n"
      var bytes = Array(head.utf8)
      switch reply.delivery {
      case .cutAfter(let count): bytes += reply.body.prefix(count)
      default: bytes += reply.body
      }
      Socket.sendAll(fd, bytes)
      guard staysOpen else {
        shutdown(fd, Int32(SHUT_WR))
        return false
      }
      return true
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
