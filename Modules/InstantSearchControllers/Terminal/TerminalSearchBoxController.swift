import InstantSearchConnectors

/// A terminal search box: text typed or submitted by the program (a REPL command) or read from
/// the terminal.
@MainActor
public final class TerminalSearchBoxController: SearchBoxController {
  /// The terminal the text is read from.
  public let terminal: TerminalIO

  /// The text shown, as last set by either side.
  public private(set) var query: String?

  /// Set by the interactor: called on every edit.
  public var onQueryChanged: ((String?) -> Void)?

  /// Set by the interactor: called on submission.
  public var onQuerySubmitted: ((String?) -> Void)?

  /// Creates a search box on a terminal.
  ///
  /// - Parameter terminal: where the text is read from.
  public init(terminal: TerminalIO) {
    self.terminal = terminal
  }

  /// Stores the text set elsewhere.
  public func setQuery(_ query: String?) {
    self.query = query
  }

  /// Edits the text, as typing does.
  ///
  /// - Parameter text: the new text.
  public func type(_ text: String) {
    query = text
    onQueryChanged?(text)
  }

  /// Submits a text, as the return key does.
  ///
  /// - Parameter text: the text submitted.
  public func submit(_ text: String) {
    query = text
    onQueryChanged?(text)
    onQuerySubmitted?(text)
  }

  /// Reads a line from the terminal and submits it.
  ///
  /// - Parameter prompt: the prompt shown.
  /// - Returns: the submitted text, or nil at the end of input.
  @discardableResult
  public func ask(prompt: String = "search> ") -> String? {
    guard let line = terminal.readLine(prompt) else { return nil }
    let text = line.trimmingWhitespace()
    submit(text)
    return text
  }
}
