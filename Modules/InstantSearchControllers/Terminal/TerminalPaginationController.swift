import InstantSearchConnectors

/// A terminal line with the page shown and the number of pages, `page 2/5`, numbered from 1
/// as people count; ``select(number:)`` goes to a page by that number.
@MainActor
public final class TerminalPaginationController: PaginationController {
  /// The terminal the line is written to.
  public let terminal: TerminalIO

  /// When `true`, the line is written every time the state changes.
  public var redrawsOnChange: Bool

  /// The state last pushed by the interactor.
  public private(set) var state = PaginationState()

  /// Set by the interactor: called with the page (from 0) to go to.
  public var onPageSelected: ((Int) -> Void)?

  /// Creates a pagination line on a terminal.
  ///
  /// - Parameters:
  ///   - terminal: where the line is written.
  ///   - redrawsOnChange: whether to write the line whenever the state changes.
  public init(terminal: TerminalIO, redrawsOnChange: Bool = false) {
    self.terminal = terminal
    self.redrawsOnChange = redrawsOnChange
  }

  /// Stores the state, and writes the line if asked to.
  public func setItem(_ state: PaginationState) {
    self.state = state
    if redrawsOnChange { render() }
  }

  /// The line as it is written: `page 2/5`; a search with no page shows `page 1/1`.
  public var text: String {
    let pages = state.pages.count
    return "page \(min(state.page + 1, pages))/\(pages)\n"
  }

  /// Writes the line to the terminal.
  public func render() {
    terminal.write(text)
  }

  /// Goes to the page numbered `number` (from 1).
  ///
  /// - Parameter number: the page's number, from 1 to the number of pages.
  /// - Throws: ``TerminalInputError/noSuchItem(_:count:)`` when there is no such page.
  public func select(number: Int) throws(TerminalInputError) {
    guard state.pages.contains(number - 1) else {
      throw .noSuchItem(String(number), count: state.pages.count)
    }
    onPageSelected?(number - 1)
  }
}
