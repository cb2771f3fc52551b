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

  /// Algolia's default opening tag, `<em>`, which ``parts(preTag:postTag:)`` reads unless told
  /// otherwise.
  public static let defaultPreTag = "<em>"
  /// Algolia's default closing tag, `</em>`.
  public static let defaultPostTag = "</em>"

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

  /// A run of a highlighted value: text the query matched, or text around the matches.
  public struct Part: Sendable, Hashable {
    /// The text, without tags.
    public var text: String
    /// Whether the query matched it (it stood between the tags).
    public var isHighlighted: Bool

    /// Creates a run.
    /// - Parameters:
    ///   - text: the text.
    ///   - isHighlighted: whether the query matched it.
    public init(_ text: String, isHighlighted: Bool) {
      self.text = text
      self.isHighlighted = isHighlighted
    }
  }

  /// ``value`` read as runs: the text between `preTag` and `postTag` highlighted, the rest
  /// not, in order, the tags left out and no run empty. The tags are found by their bytes, as
  /// the service wrote them. An opening tag that is never closed is left out, and the text
  /// after it is not highlighted; a closing tag without an opening one stays in the text.
  ///
  /// - Parameters:
  ///   - preTag: the opening tag (`highlightPreTag`).
  ///   - postTag: the closing tag (`highlightPostTag`).
  /// - Returns: the runs; none for an empty value.
  /// - Complexity: O(*n*) in the value's bytes.
  public func parts(preTag: String = defaultPreTag, postTag: String = defaultPostTag) -> [Part] {
    let bytes = Array(value.utf8)
    let opening = Array(preTag.utf8)
    let closing = Array(postTag.utf8)
    var parts: [Part] = []
    func add(_ range: Range<Int>, highlighted: Bool) {
      guard !range.isEmpty else { return }
      parts.append(Part(String(decoding: bytes[range], as: UTF8.self), isHighlighted: highlighted))
    }
    var cursor = 0
    while let open = Self.first(opening, in: bytes, from: cursor) {
      add(cursor..<open, highlighted: false)
      cursor = open + opening.count
      guard let close = Self.first(closing, in: bytes, from: cursor) else { break }
      add(cursor..<close, highlighted: true)
      cursor = close + closing.count
    }
    add(cursor..<bytes.count, highlighted: false)
    return parts
  }

  /// Where `tag` first starts in `bytes` at or after `start`; nil when it does not, or is empty.
  private static func first(_ tag: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard let lead = tag.first, bytes.count - start >= tag.count else { return nil }
    var index = start
    while index <= bytes.count - tag.count {
      if bytes[index] == lead && bytes[index..<index + tag.count].elementsEqual(tag) {
        return index
      }
      index += 1
    }
    return nil
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
