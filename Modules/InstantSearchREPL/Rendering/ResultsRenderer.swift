import InstantSearchConnectors
import InstantSearchCore

/// Turns search results into the lines a person reads: a stats line, a hits table with the
/// matches highlighted, a facet's values with bars.
public struct ResultsRenderer: Sendable {
  /// How text is decorated.
  public var style: Style

  /// The attributes tried, in order, as the title of a hit.
  public static let titleAttributes = ["name", "title", "label", "headline", "text"]

  /// Creates a renderer.
  /// - Parameter style: How text is decorated.
  public init(style: Style) {
    self.style = style
  }

  /// The stats line: hits, time, index, page, and the query.
  /// - Parameters:
  ///   - stats: The figures of a response, as the Stats widget gives them.
  ///   - indexName: The index searched.
  /// - Returns: One line.
  public func statsLine(_ stats: SearchStats, indexName: String) -> String {
    let count = stats.totalHitsCount
    let hits = count == 1 ? "1 hit" : "\(Self.grouped(count)) hits"
    var parts = [style.bold(hits)]
    if let time = stats.processingTimeMS { parts[0] += " in \(time) ms" }
    parts.append("index " + style.accent(indexName))
    let pages = max(stats.pagesCount, 1)
    parts.append("page \(min(stats.page + 1, pages))/\(pages)")
    if let query = stats.query, !query.isEmpty { parts.append("query \"\(query)\"") }
    return parts.joined(separator: " · ")
  }

  /// The title attribute of a page of hits: the first of ``titleAttributes`` that a hit has as
  /// text, else the first text attribute.
  /// - Parameter hits: The hits.
  /// - Returns: The attribute, or `nil` when no hit has a text attribute.
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

  /// The hits table: position, objectID, the title (highlighted) and the other attributes
  /// that matched.
  /// - Parameters:
  ///   - response: The response.
  ///   - limit: The most rows.
  ///   - width: The terminal's width, to size the columns.
  /// - Returns: The table's lines (a note when there are no hits).
  public func hitsTable(_ response: SearchResponse, limit: Int? = nil, width: Int = 100)
    -> [String]
  {
    let hits = Array(response.hits.prefix(limit ?? response.hits.count))
    guard !hits.isEmpty else { return [style.dim("no hits")] }
    let title = Self.titleAttribute(of: hits)
    let first = response.page * max(response.hitsPerPage, 1)
    let rows = hits.enumerated().map { offset, hit -> [String] in
      let titleText = title.map { highlightedValue(of: hit, attribute: $0) } ?? ""
      return [
        String(first + offset + 1), hit.objectID ?? "", titleText,
        matches(of: hit, excluding: title),
      ]
    }
    let columnWidth = max(16, (width - 16) / 2)
    return TextTable(
      headers: ["#", "objectID", title ?? "title", "matches"], rows: rows,
      maximumColumnWidth: columnWidth
    ).lines(style: style)
  }

  /// The values of a facet, each with its count and a bar; selected values marked `*`.
  /// - Parameters:
  ///   - attribute: The facet.
  ///   - values: The values in display order, with their selection.
  ///   - width: The length of the longest bar.
  /// - Returns: The lines.
  public func facetLines(
    attribute: String, values: [(value: String, count: Int, isSelected: Bool)], width: Int = 30
  ) -> [String] {
    guard !values.isEmpty else { return [style.dim("no values for \(attribute)")] }
    let valueWidth = min(values.map(\.value.count).max() ?? 0, 40)
    let countWidth = values.map { Self.grouped($0.count).count }.max() ?? 1
    let maximum = values.map(\.count).max() ?? 0
    return values.map { entry in
      let mark = entry.isSelected ? style.selected("*") : " "
      let value = TextTable.cut(entry.value, to: valueWidth)
      let padding = String(repeating: " ", count: valueWidth - Style.visibleWidth(value))
      let count = Self.grouped(entry.count)
      let countPadding = String(repeating: " ", count: countWidth - count.count)
      let bar = Bar.render(entry.count, of: maximum, width: width)
      return "\(mark) \(entry.isSelected ? style.selected(value) : value)\(padding)  "
        + "\(countPadding)\(count)  \(style.accent(bar))"
    }
  }

  /// The highlighted value of `attribute`, or its plain value.
  private func highlightedValue(of hit: Hit, attribute: String) -> String {
    if let highlight = hit.highlight(for: attribute) {
      return style.highlighted(highlight.value)
    }
    return Self.text(hit[attribute])
  }

  /// The other attributes whose values matched, as `attribute: value`.
  private func matches(of hit: Hit, excluding title: String?) -> String {
    guard case .object(let result)? = hit.highlightResult else { return "" }
    var parts: [String] = []
    for (attribute, value) in result where attribute != title {
      for highlight in Self.highlights(in: value)
      where highlight.matchLevel != nil && highlight.matchLevel != Highlight.MatchLevel.none {
        parts.append("\(attribute): " + style.highlighted(highlight.value))
      }
    }
    return parts.joined(separator: "; ")
  }

  /// The highlights in a `_highlightResult` member (one, or one per array element).
  private static func highlights(in value: JSON) -> [Highlight] {
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

  /// `number` with thousands separated by commas.
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var output = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { output.append(",") }
      output.append(digit)
    }
    return (number < 0 ? "-" : "") + output
  }
}
