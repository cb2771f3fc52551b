import InstantSearchConnectors

/// A terminal line with the page shown, the number of pages and a page list around the page
/// shown, `page 3/50: 1 2 [3] 4 5 6 7 … 50`, numbered from 1 as people count (the first and
/// the last page always listed); ``select(number:)`` goes to a page by that number.
@MainActor
public final class TerminalPaginationController: PaginationController {
  /// The terminal the line is written to.
  public let terminal: TerminalIO

  /// When `true`, the line is written every time the state changes.
  public var redrawsOnChange: Bool

  /// The state last pushed by the interactor.
  public private(set) var state = PaginationState()

  /// How many page numbers the list shows on each side of the page shown (3 by default, as
  /// InstantSearch.js); see ``PaginationState/pageWindow(padding:)``.
  public var padding = 3

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

  /// The line as it is written: `page 3/50: 1 2 [3] 4 5 6 7 … 50`; results with no page (no
  /// hits, or no response yet) show `no pages`, as the stats line does.
  public var text: String {
    let label = PageLabel.text(page: state.page, pages: state.pagesCount)
    return state.pagesCount == 0 ? label + "\n" : "\(label): \(pageList)\n"
  }

  /// The page list: the window around the page shown (bracketed), and the first and the last
  /// page with `…` where pages are left out.
  public var pageList: String {
    let window = state.pageWindow(padding: padding)
    let current = min(state.page, state.lastPage)
    var items = window.map { $0 == current ? "[\($0 + 1)]" : String($0 + 1) }
    if window.lowerBound > 0 {
      items.insert(contentsOf: window.lowerBound > 1 ? ["1", "…"] : ["1"], at: 0)
    }
    if window.upperBound <= state.lastPage {
      items +=
        window.upperBound < state.lastPage
        ? ["…", String(state.lastPage + 1)] : [String(state.lastPage + 1)]
    }
    return items.joined(separator: " ")
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
