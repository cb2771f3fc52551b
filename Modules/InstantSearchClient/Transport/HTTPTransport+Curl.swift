import Foundation

extension HTTPTransport {
  /// The transport over libcurl: each exchange runs on a thread of its own that sleeps until the
  /// socket is ready, the request's timeout (to the millisecond) expires, or the calling task is
  /// cancelled, which stops the exchange at once. No cache, no cookies.
  ///
  /// It replaces ``urlSession(_:)`` as ``live``: on Linux, `URLSession` spins while it waits for
  /// a host that accepted the connection but does not answer (seconds of CPU per timeout).
  public static let curl = HTTPTransport { request in
    let exchange = try CurlExchange(request)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: exchange.run()) }.start()
      }
    } onCancel: {
      exchange.cancel()
    }
  }
}
