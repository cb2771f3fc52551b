import InstantSearchConnectors
import InstantSearchCore

/// A terminal table of hits: position, objectID, a title attribute with its matches
/// highlighted, and the other attributes that matched.
///
/// ```
/// #  objectID  name                 matches
/// ─  ────────  ───────────────────  ───────────────
/// 1  42        Wireless Headphones  brand: Sony
/// ```
///
/// Positions count from the page's first hit (a second page of 20 starts at 21). The title is
/// the first of ``titleAttributes`` the hits have as text, else their first text attribute.
@MainActor
public final class TerminalHitsController: HitsController {
  /// The terminal the table is written to.
  public let terminal: TerminalIO

  /// How matches and the header are decorated.
  public var style: TerminalStyle

  /// The width the table is fitted to by ``render()`` and ``text``, in columns.
  public var width: Int

  /// When `true`, the table is written every time new hits arrive.
  public var redrawsOnChange: Bool

  /// The hits shown, as the Hits widget delivered them.
  public private(set) var hits: [Hit] = []

  /// The response the hits came with (its facets, page and page count); `nil` before the
  /// first one.
  public private(set) var response: SearchResponse?

  /// The position of the page's first hit, from 1.
  public private(set) var firstPosition = 1

  /// Attributes shown in columns of their own between the title and the matches (a price
  /// after sorting by price), in order; none by default.
  public var columns: [String] = []

  /// The attributes tried, in order, as the title of a hit.
  public static let titleAttributes = ["name", "title", "label", "headline", "text"]

  /// Creates a hits table on a terminal.
  ///
  /// - Parameters:
  ///   - terminal: where the table is written.
  ///   - style: how matches and the header are decorated (plain by default).
  ///   - width: the width the table is fitted to.
  ///   - redrawsOnChange: whether to write the table whenever new hits arrive.
  public init(
    terminal: TerminalIO, style: TerminalStyle = .plain, width: Int = 100,
    redrawsOnChange: Bool = false
  ) {
    self.terminal = terminal
    self.style = style
    self.width = width
    self.redrawsOnChange = redrawsOnChange
  }

  /// Stores the hits, their response and the position of the page's first hit.
  public func setHits(_ hits: [Hit], response: SearchResponse) {
    self.hits = hits
    self.response = response
    firstPosition = response.page * max(response.hitsPerPage, 1) + 1
  }

  /// Writes the table when ``redrawsOnChange`` is set.
  public func reload() {
    if redrawsOnChange { render() }
  }

  /// The table's lines: a header, a rule, one row per hit (at most `limit`), no line wider than
  /// `width` (the widest columns are narrowed and their cells cut by display width with "…", a
  /// long objectID too); `no hits` when there are none.
  /// - Parameters:
  ///   - limit: the most rows; `nil` for every hit of the page.
  ///   - width: the terminal's width, in columns.
  /// - Returns: the lines, without line breaks.
  public func lines(limit: Int? = nil, width: Int? = nil) -> [String] {
    let shown = Array(hits.prefix(limit ?? hits.count))
    guard !shown.isEmpty else { return [style.dim("no hits")] }
    let title = Self.titleAttribute(of: shown)
    let extra = columns.filter { $0 != title }
    let rows = shown.enumerated().map { offset, hit -> [String] in
      let titleText = title.map { highlightedValue(of: hit, attribute: $0) } ?? ""
      return [String(firstPosition + offset), TerminalText.escaped(hit.objectID ?? ""), titleText]
        + extra.map { highlightedValue(of: hit, attribute: $0) }
        + [matches(of: hit, excluding: [title].compactMap { $0 } + extra)]
    }
    let width = width ?? self.width
    let columnWidth = max(12, (width - 16) / (2 + extra.count))
    let headers = [title ?? "title"] + extra + ["matches"]
    return TextTable(
      headers: ["#", "objectID"] + headers.map { TerminalText.escaped($0) }, rows: rows,
      maximumColumnWidth: columnWidth, width: width
    ).lines(style: style)
  }

  /// The table as ``render()`` writes it.
  public var text: String {
    lines().joined(separator: "\n") + "\n"
  }

  /// Writes the table to the terminal.
  public func render() {
    terminal.write(text)
  }
}
