import InstantSearchConnectors

/// A terminal line with the stats of the last search, such as `1234 hits in 3 ms`.
@MainActor
public final class TerminalStatsController: StatsController {
  /// The terminal the line is written to.
  public let terminal: TerminalIO

  /// When `true`, the line is written every time it changes.
  public var redrawsOnChange: Bool

  /// The presented stats, if any.
  public private(set) var item: String?

  /// Creates a stats line on a terminal.
  ///
  /// - Parameters:
  ///   - terminal: where the line is written.
  ///   - redrawsOnChange: whether to write the line whenever it changes.
  public init(terminal: TerminalIO, redrawsOnChange: Bool = false) {
    self.terminal = terminal
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
}
