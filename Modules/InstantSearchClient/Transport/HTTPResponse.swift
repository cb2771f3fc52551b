import Foundation

/// One HTTP response as the transport received it, whatever its status.
public struct HTTPResponse: Sendable, Hashable {
  /// The status code.
  public var status: Int
  /// Header values by lowercased name.
  public var headers: [String: String]
  /// The body, possibly empty.
  public var body: Data

  /// Creates a response.
  /// - Parameters:
  ///   - status: the status code.
  ///   - headers: the headers; names are lowercased.
  ///   - body: the body.
  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    self.body = body
  }

  /// The value of a header, by case-insensitive name.
  /// - Parameter name: the header name.
  /// - Returns: the value, or nil when absent.
  public func header(_ name: String) -> String? {
    headers[name.lowercased()]
  }
}
