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
    self.segments = path.split(separator: "/", omittingEmptySubsequences: true).map {
      Self.percentDecoded(String($0))
    }
    self.query = query
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    self.body = body
  }

  /// `text` percent-decoded, with `+` read as a space too when `plusAsSpace` (a query
  /// argument); `text` as it came when an escape is broken. Foundation's decoder runs only for
  /// text holding a `%` (or a `+` to read): it costs about what answering a small search does.
  static func percentDecoded(_ text: String, plusAsSpace: Bool = false) -> String {
    let bytes = text.utf8
    guard bytes.contains(UInt8(ascii: "%")) || (plusAsSpace && bytes.contains(UInt8(ascii: "+")))
    else { return text }
    let spaced = plusAsSpace ? text.replacingOccurrences(of: "+", with: " ") : text
    return spaced.removingPercentEncoding ?? text
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
