import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPTransport {
  /// The live transport: ``curl``, which waits without polling.
  public static let live = curl

  /// A transport over `URLSession`: no cache, no cookies, the request's own timeout rounded up
  /// to whole seconds (the Linux `URLSession` ignores fractions). It busy-waits on Linux while a
  /// host is silent; prefer ``curl``.
  /// - Parameter session: the session that performs the exchanges.
  /// - Returns: a transport mapping `URLError`s to ``TransportFailure``s.
  public static func urlSession(_ session: URLSession) -> HTTPTransport {
    HTTPTransport { request in
      var urlRequest = URLRequest(url: request.url)
      urlRequest.httpMethod = request.method
      urlRequest.httpBody = request.body
      // swift-corelibs-foundation truncates the interval to whole seconds (0.3 s would time out
      // at once), so round up to at least one second.
      urlRequest.timeoutInterval = max(1, request.timeout.seconds.rounded(.up))
      urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
      for (name, value) in request.headers {
        urlRequest.setValue(value, forHTTPHeaderField: name)
      }
      do {
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else {
          throw TransportFailure.network("not an HTTP response")
        }
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields {
          headers[name.lowercased()] = value
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data)
      } catch let error as URLError {
        throw failure(for: error)
      }
    }
  }

  /// Maps a `URLError` to a failure; cancellation becomes `CancellationError`.
  private static func failure(for error: URLError) -> any Error {
    switch error.code {
    case .cancelled: return CancellationError()
    case .timedOut: return TransportFailure.timedOut
    case .cannotConnectToHost: return TransportFailure.cannotConnect("connection refused")
    case .cannotFindHost, .dnsLookupFailed:
      return TransportFailure.cannotConnect("host not found")
    case .networkConnectionLost:
      return TransportFailure.network("connection lost before the response was complete")
    case .notConnectedToInternet: return TransportFailure.cannotConnect("not connected")
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      return TransportFailure.network("TLS failure (URLError \(error.code.rawValue))")
    default: return TransportFailure.network("URLError \(error.code.rawValue)")
    }
  }
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
