import Foundation

/// One HTTP request as the transport sends it: a full URL, headers, an optional body, and the
/// time allowed for the whole exchange.
public struct HTTPRequest: Sendable, Hashable {
  /// `GET` or `POST`.
  public var method: String
  /// The absolute URL, path segments and query already percent-encoded.
  public var url: URL
  /// Header names and values. Names compare case-insensitively on the wire.
  public var headers: [String: String]
  /// The body, or nil for none.
  public var body: Data?
  /// How long the exchange may take before it counts as timed out.
  public var timeout: Duration

  /// Creates a request.
  /// - Parameters:
  ///   - method: the HTTP method.
  ///   - url: the absolute URL.
  ///   - headers: the headers.
  ///   - body: the body, or nil.
  ///   - timeout: the time allowed.
  public init(
    method: String, url: URL, headers: [String: String] = [:], body: Data? = nil,
    timeout: Duration
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.timeout = timeout
  }
}

extension HTTPRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The header names whose values are never shown.
  static let secretHeaders: Set<String> = ["x-algolia-api-key"]

  /// The headers with secret values replaced by `<redacted>`.
  var redactedHeaders: [String: String] {
    Dictionary(
      uniqueKeysWithValues: headers.map { name, value in
        (name, HTTPRequest.secretHeaders.contains(name.lowercased()) ? "<redacted>" : value)
      })
  }

  /// `POST https://host/path (timeout 5 s)`; never the API key.
  public var description: String {
    "\(method) \(url.absoluteString) (timeout \(timeout))"
  }

  /// The method, URL, headers (API key redacted), body size and timeout.
  public var debugDescription: String {
    let headerText = redactedHeaders.sorted { $0.key < $1.key }.map { "\($0): \($1)" }
      .joined(separator: ", ")
    return
      "HTTPRequest(\(method) \(url.absoluteString), headers: [\(headerText)], body: \(body?.count ?? 0) bytes, timeout: \(timeout))"
  }

  /// A mirror with the API key redacted.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "method": method, "url": url, "headers": redactedHeaders, "body": body as Any,
        "timeout": timeout,
      ])
  }
}
