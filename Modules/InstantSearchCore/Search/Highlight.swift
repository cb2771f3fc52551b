/// A highlight (or snippet) object: `{"value": "<em>Star</em> Wars", "matchLevel": "full",
/// "matchedWords": ["star"], "fullyHighlighted": false}`.
public struct Highlight: Sendable, Hashable {
  /// How much of the query matched the attribute.
  public enum MatchLevel: String, Sendable, Hashable {
    /// No query word matched.
    case none
    /// Some query words matched.
    case partial
    /// All query words matched.
    case full
  }

  /// The attribute's text with matches wrapped in the highlight tags.
  public var value: String
  /// How much matched, when the service said.
  public var matchLevel: MatchLevel?
  /// The query words that matched.
  public var matchedWords: [String]
  /// Whether the whole value is highlighted, when the service said.
  public var fullyHighlighted: Bool?

  /// Creates a highlight.
  /// - Parameters:
  ///   - value: the tagged text.
  ///   - matchLevel: how much matched.
  ///   - matchedWords: the words that matched.
  ///   - fullyHighlighted: whether all of it is highlighted.
  public init(
    value: String, matchLevel: MatchLevel? = nil, matchedWords: [String] = [],
    fullyHighlighted: Bool? = nil
  ) {
    self.value = value
    self.matchLevel = matchLevel
    self.matchedWords = matchedWords
    self.fullyHighlighted = fullyHighlighted
  }

  /// Reads a highlight object; nil when `json` is not one (an array or a nested map).
  /// - Parameter json: the value under `_highlightResult` or `_snippetResult`.
  public init?(json: JSON) {
    guard case .string(let value) = json["value"] else { return nil }
    self.value = value
    self.matchLevel = json["matchLevel"]?.stringValue.flatMap(MatchLevel.init(rawValue:))
    self.matchedWords = json["matchedWords"]?.arrayValue?.compactMap(\.stringValue) ?? []
    self.fullyHighlighted = json["fullyHighlighted"]?.boolValue
  }

  /// The JSON object, in Algolia's member order.
  public var json: JSON {
    var object: JSONObject = ["value": .string(value)]
    object["matchLevel"] = matchLevel.map { .string($0.rawValue) }
    object["matchedWords"] = .array(matchedWords.map(JSON.string))
    object["fullyHighlighted"] = fullyHighlighted.map(JSON.bool)
    return .object(object)
  }
}
