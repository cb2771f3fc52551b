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
