/// The seam between the client and the network: one closure that performs one HTTP exchange.
///
/// The live value is ``curl`` (``live``); ``urlSession(_:)`` remains for callers that want
/// Foundation's. Tests wrap a transport to record what was sent or replace it to inject
/// failures. A transport returns every HTTP response, error statuses included, and throws
/// a ``TransportFailure`` only when no response came (or `CancellationError`).
public struct HTTPTransport: Sendable {
  /// Performs one exchange.
  public var send: @Sendable (HTTPRequest) async throws -> HTTPResponse

  /// Creates a transport from a closure.
  /// - Parameter send: performs one exchange; throws ``TransportFailure`` when no response came.
  public init(send: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
    self.send = send
  }
}
