import Foundation

extension HTTPTransport {
  /// The transport over libcurl: each exchange runs on a thread of its own that sleeps until the
  /// socket is ready, the request's timeout (to the millisecond) expires, or the calling task is
  /// cancelled, which stops the exchange at once; the thread then waits for the next exchange
  /// (``ParkedThreads``). No cache, no cookies.
  ///
  /// It replaces ``urlSession(_:)`` as ``live``: on Linux, `URLSession` spins while it waits for
  /// a host that accepted the connection but does not answer (seconds of CPU per timeout).
  ///
  /// Connections stay open after an exchange (HTTP keep-alive): the next request to the same
  /// host reuses one instead of connecting, and for HTTPS negotiating TLS, again
  /// (``CurlHandles``).
  public static let curl = curl(handles: .shared)

  /// The transport over libcurl with handles, and the connections they keep, from `handles`.
  static func curl(handles: CurlHandles) -> HTTPTransport {
    HTTPTransport { request in
      let exchange = try CurlExchange(request, handles: handles)
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          ParkedThreads.shared.run { continuation.resume(with: exchange.run()) }
        }
      } onCancel: {
        exchange.cancel()
      }
    }
  }
}
