import InstantSearchConnectors
import InstantSearchCore

extension TerminalHitsController {
  /// The title attribute of a page of hits: the first of ``titleAttributes`` that a hit has as
  /// text, else the first text attribute of a hit.
  /// - Parameter hits: the hits of the page, in order.
  /// - Returns: the attribute, or `nil` when no hit has a text attribute.
  public static func titleAttribute(of hits: [Hit]) -> String? {
    for name in titleAttributes where hits.contains(where: { $0[name]?.stringValue != nil }) {
      return name
    }
    for hit in hits {
      for (key, value) in hit.json where !key.hasPrefix("_") && key != "objectID" {
        if value.stringValue != nil { return key }
      }
    }
    return nil
  }

  /// The highlighted value of `attribute`, or its plain value.
  func highlightedValue(of hit: Hit, attribute: String) -> String {
    if let highlight = hit.highlight(for: attribute) {
      return style.highlighted(highlight.value)
    }
    return TerminalText.escaped(Self.text(hit[attribute]))
  }

  /// The attributes whose values matched, as `attribute: value`, but those in `shown`.
  func matches(of hit: Hit, excluding shown: [String]) -> String {
    guard case .object(let result)? = hit.highlightResult else { return "" }
    var parts: [String] = []
    for (attribute, value) in result where !shown.contains(attribute) {
      for highlight in Self.highlights(in: value)
      where highlight.matchLevel != nil && highlight.matchLevel != Highlight.MatchLevel.none {
        parts.append("\(TerminalText.escaped(attribute)): " + style.highlighted(highlight.value))
      }
    }
    return parts.joined(separator: "; ")
  }

  /// The highlights in a `_highlightResult` member (one, or one per array element).
  static func highlights(in value: JSON) -> [Highlight] {
    if let highlight = Highlight(json: value) { return [highlight] }
    if case .array(let elements) = value { return elements.flatMap(highlights(in:)) }
    return []
  }

  /// A JSON value as short text.
  static func text(_ value: JSON?) -> String {
    switch value {
    case .string(let text)?: return text
    case nil, .null?: return ""
    case let other?: return other.jsonString
    }
  }
}
