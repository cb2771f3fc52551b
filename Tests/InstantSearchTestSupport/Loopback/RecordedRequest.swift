import Foundation

/// One request the loopback server received, exactly as it came: method, raw target, headers in
/// order, body.
public struct RecordedRequest: Sendable, Hashable {
  /// The method, as `POST`.
  public var method: String
  /// The raw request target, still percent-encoded, as `/1/indexes/my%20movies/query?x=1`.
  public var target: String
  /// Header names (as sent) and values, in order.
  public var headers: [Header]
  /// The body (de-chunked when it was sent chunked).
  public var body: Data

  /// One header line.
  public struct Header: Sendable, Hashable {
    /// The name, as sent.
    public var name: String
    /// The value, trimmed.
    public var value: String
  }

  /// Creates a record.
  /// - Parameters:
  ///   - method: the method.
  ///   - target: the raw target.
  ///   - headers: the headers in order.
  ///   - body: the body.
  public init(method: String, target: String, headers: [Header], body: Data) {
    self.method = method
    self.target = target
    self.headers = headers
    self.body = body
  }

  /// The target's path, still percent-encoded.
  public var path: String {
    String(target.prefix { $0 != "?" })
  }

  /// The target's query string (after `?`), or nil.
  public var query: String? {
    guard let mark = target.firstIndex(of: "?") else { return nil }
    return String(target[target.index(after: mark)...])
  }

  /// The first value of a header, by case-insensitive name.
  /// - Parameter name: the header name.
  /// - Returns: the value, or nil.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// The body as UTF-8 text.
  public var bodyText: String {
    String(decoding: body, as: UTF8.self)
  }
}
