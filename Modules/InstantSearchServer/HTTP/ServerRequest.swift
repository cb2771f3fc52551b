import Foundation
import InstantSearchCore

/// One complete HTTP request as the router sees it: method, path segments (each
/// percent-decoded), query arguments, headers and body.
public struct ServerRequest: Sendable {
  /// `GET`, `POST`, `PUT`, `DELETE` or `OPTIONS`.
  public var method: String
  /// The path as sent, without the query string (logged; never holds a key).
  public var path: String
  /// The path's segments, each percent-decoded (`a%2Fb` is one segment `a/b`).
  public var segments: [String]
  /// Query arguments, decoded.
  public var query: [String: String]
  /// Headers by lowercased name.
  public var headers: [String: String]
  /// The body bytes, possibly empty.
  public var body: [UInt8]

  /// Creates a request.
  /// - Parameters:
  ///   - method: the HTTP method.
  ///   - path: the raw path, percent-encoded segments.
  ///   - query: the query arguments.
  ///   - headers: the headers; names are lowercased.
  ///   - body: the body.
  public init(
    method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
    body: [UInt8] = []
  ) {
    self.method = method
    self.path = path
    // Foundation's decoder only for a segment with an escape (its cost is a small search's).
    self.segments = path.split(separator: "/", omittingEmptySubsequences: true).map {
      $0.utf8.contains(UInt8(ascii: "%"))
        ? String($0).removingPercentEncoding ?? String($0) : String($0)
    }
    self.query = query
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    self.body = body
  }

  /// The body as a JSON value (`{}` when empty).
  /// - Throws: ``APIError`` 400 naming the line and column of malformed JSON.
  public func json() throws -> JSON {
    if body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return [:] }
    do {
      return try JSONParser.parse(body)
    } catch let error as JSONParseError {
      throw APIError(400, "Invalid JSON in the body: \(error)")
    } catch {
      throw APIError(400, "Invalid JSON in the body")
    }
  }

  /// The body as a JSON object.
  /// - Throws: ``APIError`` 400 when it is malformed or not an object.
  public func object() throws -> JSONObject {
    guard let object = try json().objectValue else {
      throw APIError(400, "The body must be a JSON object")
    }
    return object
  }

  /// A query argument read as a boolean (`true`, `1`).
  func flag(_ name: String) -> Bool {
    query[name].map { $0 == "true" || $0 == "1" } ?? false
  }
}
