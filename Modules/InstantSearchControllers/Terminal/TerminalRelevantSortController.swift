import InstantSearchConnectors

/// A terminal relevant-sort banner: one line, `312 relevant results of 10,000 · show all` (or
/// `all 10,000 results · show relevant only`), from a presenter; counts are grouped by
/// ``GroupedNumber``, as the stats line writes them. ``click()`` stands for the
/// user pressing its button.
@MainActor
public final class TerminalRelevantSortController: RelevantSortController {
  /// Set by the interactor while connected.
  public var onClick: (() -> Void)?
  /// The terminal the line is written to.
  public let terminal: TerminalIO
  /// Turns the state into the hint and the button's title.
  public let presenter: DefaultPresenter.RelevantSort.Presenter
  /// The state last pushed by the interactor.
  public private(set) var state: RelevantSortState?

  /// Creates a banner on a terminal.
  ///
  /// - Parameters:
  ///   - terminal: where ``render()`` writes the line.
  ///   - presenter: the hint and button title of a state (by default the wording of
  ///     ``DefaultPresenter/RelevantSort`` with counts grouped as ``GroupedNumber`` writes
  ///     them).
  public init(
    terminal: TerminalIO,
    presenter: @escaping DefaultPresenter.RelevantSort.Presenter =
      DefaultPresenter.RelevantSort.presenter(writingNumbers: GroupedNumber.text)
  ) {
    self.terminal = terminal
    self.presenter = presenter
  }

  /// Stores the state.
  public func setItem(_ state: RelevantSortState?) { self.state = state }

  /// Presses the button, as the user would.
  public func click() { onClick?() }

  /// The line: the hint and the button's title, or `relevant sort does not apply here` when
  /// the index is not a virtual replica.
  public var line: String {
    guard let text = presenter(state) else {
      return "relevant sort does not apply here (not a virtual replica)"
    }
    return "\(text.hint) · \(text.toggleTitle)"
  }

  /// Writes the line.
  public func render() {
    terminal.write(line + "\n")
  }
}
