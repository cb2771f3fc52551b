import InstantSearchConnectors
import InstantSearchCore

/// A terminal federated hits list: one section per index, a heading (`products · 1,234 hits`)
/// over the index's hits table, drawn as ``TerminalHitsController`` draws one.
///
/// ```
/// products · 1,234 hits
/// #  objectID  name                 matches
/// 1  689       Apple Ultra Speaker
/// products_query_suggestions · 12 hits
/// ...
/// ```
@MainActor
public final class TerminalMultiIndexHitsController: MultiIndexHitsController {
  /// The terminal the sections are written to.
  public let terminal: TerminalIO
  /// How headings and matches are decorated.
  public var style: TerminalStyle
  /// The width the tables are fitted to, in columns.
  public var width: Int
  /// The sections shown, in search order.
  public private(set) var sections: [MultiIndexHitsSection] = []

  /// Creates a list on a terminal.
  ///
  /// - Parameters:
  ///   - terminal: where ``render()`` writes.
  ///   - style: how headings and matches are decorated (plain by default).
  ///   - width: the width the tables are fitted to (100 columns by default).
  public init(terminal: TerminalIO, style: TerminalStyle = .plain, width: Int = 100) {
    self.terminal = terminal
    self.style = style
    self.width = width
  }

  /// Stores the sections.
  public func setItem(_ sections: [MultiIndexHitsSection]) {
    self.sections = sections
  }

  /// The lines of every section: its heading, then at most `limit` hits (all by default);
  /// `no results yet` for an index not answered yet, the error for one that failed.
  ///
  /// - Parameter limit: the most hits shown per section.
  /// - Returns: the lines, without line breaks.
  public func lines(limit: Int? = nil) -> [String] {
    sections.flatMap { lines(of: $0, limit: limit) }
  }

  /// The lines of one section (one of ``sections`` or any other): its heading
  /// (`products · 1,234 hits`), then at most `limit` hits; the heading alone, with
  /// `no results yet` or the error (escaped), when the section has no response.
  ///
  /// - Parameters:
  ///   - section: the section drawn.
  ///   - limit: the most hits shown (all by default).
  /// - Returns: the lines, without line breaks.
  public func lines(of section: MultiIndexHitsSection, limit: Int? = nil) -> [String] {
    let name = style.bold(TerminalText.escaped(section.indexName))
    guard let response = section.response else {
      guard let error = section.error else { return [name + style.dim(" · no results yet")] }
      return [name + " · " + style.error("error: ") + TerminalText.escaped(error)]
    }
    let count = response.nbHits == 1 ? "1 hit" : "\(GroupedNumber.text(response.nbHits)) hits"
    let table = TerminalHitsController(terminal: terminal, style: style, width: width)
    table.setHits(response.hits, response: response)
    return ["\(name) · \(count)"] + table.lines(limit: limit, width: width)
  }

  /// Writes every section.
  public func render() {
    terminal.write(lines().map { $0 + "\n" }.joined())
  }
}
