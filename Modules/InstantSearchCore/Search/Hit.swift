/// One hit of a search response: the record's JSON plus Algolia's `objectID`,
/// `_highlightResult`, `_snippetResult` and `_rankingInfo`, with typed access to each.
public struct Hit: Sendable, Hashable {
  /// The whole hit, every member in order.
  public var json: JSONObject

  /// Wraps a hit's JSON object.
  /// - Parameter json: the hit.
  public init(json: JSONObject) {
    self.json = json
  }

  /// The record's ID (a number is written as text), or nil when absent.
  public var objectID: String? {
    switch json["objectID"] {
    case .string(let id): return id
    case .number(let number): return JSONWriter.format(number)
    default: return nil
    }
  }

  /// A member of the record, by name.
  /// - Parameter key: the attribute.
  public subscript(key: String) -> JSON? {
    json[key]
  }

  /// A member at a dotted path (`price.gross`), or nil.
  /// - Parameter path: the attribute path.
  /// - Returns: the value, or nil when a step is missing or not an object.
  public func value(atPath path: String) -> JSON? {
    var current: JSON = .object(json)
    for step in path.split(separator: ".", omittingEmptySubsequences: false) {
      guard let next = current[String(step)] else { return nil }
      current = next
    }
    return current
  }

  /// `_highlightResult`, mirroring the record's shape.
  public var highlightResult: JSON? { json["_highlightResult"] }
  /// `_snippetResult`, present with `attributesToSnippet`.
  public var snippetResult: JSON? { json["_snippetResult"] }
  /// `_rankingInfo`, present with `getRankingInfo`.
  public var rankingInfo: JSON? { json["_rankingInfo"] }

  /// The highlight of an attribute (a dotted path for nested ones), when it is a single one.
  /// - Parameter attribute: the attribute path.
  /// - Returns: the highlight, or nil when absent or not a highlight object.
  public func highlight(for attribute: String) -> Highlight? {
    Self.entry(highlightResult, attribute)
  }

  /// The snippet of an attribute (a dotted path for nested ones), when it is a single one: the
  /// words around the best match, highlighted, with the ellipsis where text was cut.
  /// - Parameter attribute: the attribute path, as named in `attributesToSnippet`.
  /// - Returns: the snippet, or nil when the attribute was not snippeted or is not one text.
  public func snippet(for attribute: String) -> Highlight? {
    Self.entry(snippetResult, attribute)
  }

  /// The highlight object at a dotted path of a `_highlightResult` or `_snippetResult`.
  private static func entry(_ result: JSON?, _ attribute: String) -> Highlight? {
    guard var current = result else { return nil }
    for step in attribute.split(separator: ".", omittingEmptySubsequences: false) {
      guard let next = current[String(step)] else { return nil }
      current = next
    }
    return Highlight(json: current)
  }
}
