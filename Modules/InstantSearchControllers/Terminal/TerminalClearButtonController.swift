import InstantSearchConnectors

/// A terminal "clear filters" button: it shows whether there is anything to clear and reports
/// a press.
///
/// It is written as `[Clear filters]` when a press would clear something and as
/// `(Clear filters: nothing to clear)` otherwise.
@MainActor
public final class TerminalClearButtonController: FilterClearController {
  /// The terminal the button is written to.
  public let terminal: TerminalIO

  /// The button's label.
  public var title: String

  /// When `true`, the button is written again every time ``canClear`` changes.
  public var redrawsOnChange: Bool

  /// Whether a press would clear anything, as last reported by the interactor.
  public private(set) var canClear: Bool = false

  /// Set by the interactor: called when the button is pressed.
  public var onClick: (() -> Void)?

  /// Creates a clear button on a terminal.
  /// - Parameters:
  ///   - terminal: Where the button is written.
  ///   - title: The button's label.
  ///   - redrawsOnChange: Whether to write the button whenever ``canClear`` changes.
  public init(terminal: TerminalIO, title: String = "Clear filters", redrawsOnChange: Bool = false)
  {
    self.terminal = terminal
    self.title = title
    self.redrawsOnChange = redrawsOnChange
  }

  /// Stores whether a press would clear anything, and redraws if asked to.
  public func setCanClear(_ canClear: Bool) {
    let changed = canClear != self.canClear
    self.canClear = canClear
    if changed && redrawsOnChange { render() }
  }

  /// The button as it is written, with a line break.
  public var text: String {
    canClear ? "[\(title)]\n" : "(\(title): nothing to clear)\n"
  }

  /// Writes the button to the terminal.
  public func render() {
    terminal.write(text)
  }

  /// Presses the button: reports the press through ``onClick``.
  ///
  /// The press is reported even when there is nothing to clear; the interactor then does
  /// nothing.
  public func press() {
    onClick?()
  }
}
