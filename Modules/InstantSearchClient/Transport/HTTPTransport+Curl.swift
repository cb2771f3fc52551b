import Foundation

extension HTTPTransport {
  /// The transport over libcurl: each exchange runs on a thread of its own that sleeps until the
  /// socket is ready, the request's timeout (to the millisecond) expires, or the calling task is
  /// cancelled, which stops the exchange at once; the thread then waits for the next exchange
  /// (``ParkedThreads``). No cache, no cookies.
  ///
  /// A host that answered the last exchange over the same connection within 2 ms (a server on
  /// the same machine, such as `instantsearch serve`) is first waited for on the calling thread,
  /// for at most 2 ms: its answer then comes without two hand-overs between threads, which on a
  /// loopback connection cost as much as the rest of the exchange. A slower answer is handed on
  /// to a thread of its own after those 2 ms, and the next request to that host is at once.
  ///
  /// It replaces ``urlSession(_:)`` as ``live``: on Linux, `URLSession` spins while it waits for
  /// a host that accepted the connection but does not answer (seconds of CPU per timeout).
  ///
  /// Connections stay open after an exchange (HTTP keep-alive): the next request to the same
  /// host reuses one instead of connecting, and for HTTPS negotiating TLS, again
  /// (``CurlHandles``).
  public static let curl = curl(handles: .shared)

  /// The transport over libcurl with handles, and the connections they keep, from `handles`,
  /// its exchanges run on `threads`, and the calling thread waiting at most `briefWait` for a
  /// host that answered as quickly last time.
  static func curl(
    handles: CurlHandles, threads: ParkedThreads = .shared,
    briefWait: Duration = CurlExchange.briefWait
  ) -> HTTPTransport {
    HTTPTransport { request in
      let exchange = try CurlExchange(request, handles: handles)
      return try await withTaskCancellationHandler {
        if exchange.mayWaitHere(briefWait), let result = exchange.run(within: briefWait) {
          return try result.get()
        }
        return try await withCheckedThrowingContinuation { continuation in
          threads.run { continuation.resume(with: exchange.run()) }
        }
      } onCancel: {
        exchange.cancel()
      }
    }
  }
}
