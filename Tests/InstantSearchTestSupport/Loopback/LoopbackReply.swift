import Foundation

/// How the loopback server answers one request: a status, headers and a body, optionally late,
/// cut short, or not at all.
public struct LoopbackReply: Sendable {
  /// How the body goes out.
  public enum Delivery: Sendable, Hashable {
    /// The whole body with a matching `Content-Length`.
    case complete
    /// `Content-Length` announces the whole body but only this many bytes are sent before the
    /// connection closes (the client sees a lost connection).
    case cutAfter(Int)
    /// The connection is closed without any response.
    case closeWithoutResponse
  }

  /// The status code.
  public var status: Int
  /// Extra headers (`Content-Type`, `Retry-After` ...). `Content-Length` and `Connection` are
  /// added by the server.
  public var headers: [String: String]
  /// The body.
  public var body: Data
  /// How long the server waits before answering.
  public var delay: Duration
  /// How the body goes out.
  public var delivery: Delivery

  /// Creates a reply.
  /// - Parameters:
  ///   - status: the status.
  ///   - headers: extra headers.
  ///   - body: the body.
  ///   - delay: the wait before answering.
  ///   - delivery: how the body goes out.
  public init(
    status: Int, headers: [String: String] = [:], body: Data = Data(), delay: Duration = .zero,
    delivery: Delivery = .complete
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.delay = delay
    self.delivery = delivery
  }

  /// A JSON answer.
  /// - Parameters:
  ///   - body: the JSON text (sent as is, so it may be invalid on purpose).
  ///   - status: the status, 200 by default.
  /// - Returns: the reply.
  public static func json(_ body: String, status: Int = 200) -> LoopbackReply {
    LoopbackReply(
      status: status, headers: ["Content-Type": "application/json; charset=utf-8"],
      body: Data(body.utf8))
  }

  /// Algolia's error answer, `{"message": ..., "status": ...}`.
  /// - Parameters:
  ///   - status: the status.
  ///   - message: the message.
  /// - Returns: the reply.
  public static func error(_ status: Int, _ message: String) -> LoopbackReply {
    let escaped = message.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    return json(#"{"message":"\#(escaped)","status":\#(status)}"#, status: status)
  }

  /// A plain-text or HTML answer (a proxy's error page).
  /// - Parameters:
  ///   - status: the status.
  ///   - body: the text.
  /// - Returns: the reply.
  public static func text(_ status: Int, _ body: String) -> LoopbackReply {
    LoopbackReply(status: status, headers: ["Content-Type": "text/html"], body: Data(body.utf8))
  }

  /// A 429 with a `Retry-After` header.
  /// - Parameter seconds: the header's value, sent as written.
  /// - Returns: the reply.
  public static func rateLimited(retryAfter seconds: String) -> LoopbackReply {
    var reply = error(429, "Too many requests")
    reply.headers["Retry-After"] = seconds
    return reply
  }

  /// The same reply, sent after a delay.
  /// - Parameter delay: the wait.
  /// - Returns: the delayed reply.
  public func delayed(by delay: Duration) -> LoopbackReply {
    var copy = self
    copy.delay = delay
    return copy
  }
}
