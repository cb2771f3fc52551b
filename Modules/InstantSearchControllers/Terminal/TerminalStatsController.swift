import InstantSearchConnectors

/// A terminal line with the stats of the last search, such as `1234 hits in 3 ms`.
///
/// ``line(for:indexName:)`` gives the full line a terminal app shows after a search:
/// `1,234 hits in 3 ms · index products · page 1/62 · query "phone"`.
@MainActor
public final class TerminalStatsController: StatsController {
  /// The terminal the line is written to.
  public let terminal: TerminalIO

  /// When `true`, the line is written every time it changes.
  public var redrawsOnChange: Bool

  /// How the figures in ``line(for:indexName:)`` are decorated.
  public var style: TerminalStyle

  /// The presented stats, if any.
  public private(set) var item: String?

  /// Creates a stats line on a terminal.
  ///
  /// - Parameters:
  ///   - terminal: where the line is written.
  ///   - style: how ``line(for:indexName:)`` decorates the figures (plain by default).
  ///   - redrawsOnChange: whether to write the line whenever it changes.
  public init(terminal: TerminalIO, style: TerminalStyle = .plain, redrawsOnChange: Bool = false) {
    self.terminal = terminal
    self.style = style
    self.redrawsOnChange = redrawsOnChange
  }

  /// Stores the presented stats, and writes them if asked to.
  public func setItem(_ item: String?) {
    self.item = item
    if redrawsOnChange { render() }
  }

  /// The line as it is written (empty when there are no stats).
  public var text: String {
    item.map { "\($0)\n" } ?? ""
  }

  /// Writes the line to the terminal.
  public func render() {
    terminal.write(text)
  }

  /// The stats line of a response: hits (thousands grouped), time, the index searched, the page
  /// (from 1; `no pages` when there are no hits, as the response's `nbPages` of 0 says) and the
  /// query.
  /// - Parameters:
  ///   - stats: the figures, as the Stats widget gives them.
  ///   - indexName: the index searched, when the line should name it.
  ///   - showsPage: whether the line names the page; `false` when a page line with its page
  ///     list (``TerminalPaginationController``) is shown with it, so the page reads once.
  /// - Returns: one line, without a line break.
  public func line(for stats: SearchStats, indexName: String?, showsPage: Bool = true) -> String {
    let count = stats.totalHitsCount
    let hits = count == 1 ? "1 hit" : "\(GroupedNumber.text(count)) hits"
    var parts = [style.bold(hits)]
    if let time = stats.processingTimeMS { parts[0] += " in \(time) ms" }
    if let indexName { parts.append("index " + style.accent(TerminalText.escaped(indexName))) }
    if showsPage { parts.append(PageLabel.text(page: stats.page, pages: stats.pagesCount)) }
    if let query = stats.query, !query.isEmpty {
      parts.append("query \"\(TerminalText.escaped(query))\"")
    }
    return parts.joined(separator: " · ")
  }
}
