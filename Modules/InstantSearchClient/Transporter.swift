import Foundation
import InstantSearchCore

/// Sends one call with the retry strategy: picks hosts, sets headers and growing timeouts,
/// decides after each attempt whether to return, fail, wait and retry the same host, or move on.
struct Transporter: Sendable {
  let configuration: ClientConfiguration
  let strategy: RetryStrategy

  init(configuration: ClientConfiguration) {
    self.configuration = configuration
    self.strategy = RetryStrategy(
      hosts: configuration.hosts, clock: configuration.clock,
      downDelay: configuration.hostDownDelay)
  }

  /// Performs a call and returns the body of the first 2xx answer.
  /// - Throws: ``SearchError/http(status:message:)`` for a 4xx (after 429 retries),
  ///   ``SearchError/unreachableHosts(_:)`` when every host failed, `CancellationError`.
  func execute(_ request: APIRequest) async throws -> Data {
    let requestID = RequestID.make()
    let base =
      request.callType.contains(.write) ? configuration.writeTimeout : configuration.readTimeout
    var headers = configuration.extraHeaders
    headers["X-Algolia-Application-Id"] = configuration.appID
    headers["X-Algolia-API-Key"] = configuration.apiKey.value
    headers["Content-Type"] = "application/json"
    headers["User-Agent"] = configuration.userAgent.description
    headers["Request-ID"] = requestID

    var failures: [SearchError.HostFailure] = []
    for (host, retryCount) in strategy.candidates(for: request.callType) {
      guard let url = request.url(on: host) else {
        throw SearchError.invalidRequest("Cannot build a URL for \(host)\(request.path)")
      }
      let attempt = HTTPRequest(
        method: request.method, url: url, headers: headers, body: request.body,
        timeout: base * (retryCount + 1))
      var rateLimitRetries = 0
      while true {
        try Task.checkCancellation()
        let response: HTTPResponse
        do {
          response = try await configuration.transport.send(attempt)
        } catch let failure as TransportFailure {
          let timedOut = failure == .timedOut
          strategy.record(timedOut ? .timedOut : .down, for: host)
          let reason =
            timedOut ? "timed out after \(format(attempt.timeout))" : failure.description
          failures.append(
            .init(host: host.description, reason: configuration.apiKey.redact(reason)))
          break
        } catch is CancellationError {
          throw CancellationError()
        } catch {
          strategy.record(.down, for: host)
          failures.append(
            .init(
              host: host.description,
              reason: configuration.apiKey.redact(String(describing: error))))
          break
        }
        switch response.status {
        case 200..<300:
          strategy.record(.success, for: host)
          return response.body
        case 408:
          strategy.record(.timedOut, for: host)
          failures.append(
            .init(host: host.description, status: 408, reason: message(of: response)))
        case 429 where rateLimitRetries < configuration.maxRateLimitRetries:
          let wait = retryAfter(response)
          guard wait <= configuration.maxRetryAfter else {
            strategy.record(.success, for: host)
            throw SearchError.http(status: 429, message: message(of: response))
          }
          rateLimitRetries += 1
          try await configuration.clock.sleep(wait)
          continue
        case 400..<500:
          strategy.record(.success, for: host)
          throw SearchError.http(status: response.status, message: message(of: response))
        default:
          strategy.record(.down, for: host)
          failures.append(
            .init(host: host.description, status: response.status, reason: message(of: response)))
        }
        break
      }
    }
    throw SearchError.unreachableHosts(failures)
  }

  /// The server's `message` when the body is Algolia's error JSON, else the body's first line
  /// (bodies of 5xx are often HTML or text), with the API key removed.
  private func message(of response: HTTPResponse) -> String {
    configuration.apiKey.redact(ErrorBody.message(in: response.body, status: response.status))
  }

  /// The wait a 429 asks for: a positive integer `Retry-After` in seconds, else one second.
  private func retryAfter(_ response: HTTPResponse) -> Duration {
    if let text = response.header("Retry-After")?.trimmingCharacters(in: .whitespaces),
      let seconds = Int(text), seconds > 0
    {
      return .seconds(seconds)
    }
    return .seconds(1)
  }

  private func format(_ duration: Duration) -> String {
    let seconds = duration.seconds
    return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
  }
}
