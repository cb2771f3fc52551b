import InstantSearchConnectors
import InstantSearchCore

/// A terminal list of hits that grows page by page: the hits table of
/// ``TerminalHitsController`` over every page loaded, numbered from 1, and a footer saying how
/// many are shown and whether more can be loaded.
///
/// ```
/// #   objectID  name                 matches
/// ─   ────────  ───────────────────  ───────
/// 1   42        Wireless Headphones
/// …
/// 40 of 512 shown; more to load
/// ```
///
/// ``loadMore()`` stands for the user scrolling to the end: it calls the widget's
/// `onLoadMore`.
@MainActor
public final class TerminalInfiniteHitsController: InfiniteHitsController {
  /// Set by the interactor while connected.
  public var onLoadMore: (() -> Void)?
  /// The table the hits are drawn with (its terminal, style and width are this controller's).
  public let table: TerminalHitsController
  /// When `true`, the list is written every time it changes.
  public var redrawsOnChange: Bool
  /// Whether the last page is loaded.
  public private(set) var isLastPage = false
  /// How many records matched in all.
  public private(set) var totalCount = 0

  /// Creates a list on a terminal.
  ///
  /// - Parameters:
  ///   - terminal: where the list is written.
  ///   - style: how matches and the header are decorated (plain by default).
  ///   - width: the width the table is fitted to.
  ///   - redrawsOnChange: whether to write the list whenever it changes.
  public init(
    terminal: TerminalIO, style: TerminalStyle = .plain, width: Int = 100,
    redrawsOnChange: Bool = false
  ) {
    table = TerminalHitsController(terminal: terminal, style: style, width: width)
    self.redrawsOnChange = redrawsOnChange
  }

  /// The hits shown, every page loaded.
  public var hits: [Hit] { table.hits }

  /// Stores the list.
  public func setHits(_ hits: [Hit], isLastPage: Bool, totalCount: Int) {
    table.setHits(
      hits,
      response: SearchResponse(
        hits: hits, nbHits: totalCount, page: 0, nbPages: 1, hitsPerPage: hits.count))
    self.isLastPage = isLastPage
    self.totalCount = totalCount
  }

  /// Writes the list when ``redrawsOnChange`` is set.
  public func reload() {
    if redrawsOnChange { render() }
  }

  /// Asks the widget for the next page, as reaching the end of the list would.
  public func loadMore() {
    onLoadMore?()
  }

  /// The footer: `N of M shown; more to load`, or `all M shown`.
  public var footer: String {
    isLastPage || hits.count >= totalCount
      ? "all \(totalCount) shown" : "\(hits.count) of \(totalCount) shown; more to load"
  }

  /// The table's lines (the last `limit` hits when given), then the footer.
  /// - Parameter limit: the most rows, counted from the end; nil for every hit.
  /// - Returns: the lines, without line breaks.
  public func lines(lastRows limit: Int? = nil) -> [String] {
    var lines = table.lines()
    if let limit, lines.count > limit + 2 {
      lines = Array(lines.prefix(2) + lines.suffix(limit))
    }
    return lines + [table.style.dim(footer)]
  }

  /// Writes the list and its footer.
  public func render() {
    table.terminal.write(lines().joined(separator: "\n") + "\n")
  }
}
