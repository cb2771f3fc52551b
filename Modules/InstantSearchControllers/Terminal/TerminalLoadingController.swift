import InstantSearchConnectors

/// A terminal loading indicator: it writes a line when a search starts.
@MainActor
public final class TerminalLoadingController: LoadingController {
  /// The terminal the indicator is written to.
  public let terminal: TerminalIO

  /// The line written when a search starts.
  public var message: String

  /// Whether a search is in flight.
  public private(set) var isLoading = false

  /// Creates an indicator on a terminal.
  ///
  /// - Parameters:
  ///   - terminal: where the indicator is written.
  ///   - message: the line written when a search starts.
  public init(terminal: TerminalIO, message: String = "searching...") {
    self.terminal = terminal
    self.message = message
  }

  /// Stores the state and writes ``message`` when loading starts.
  public func setItem(_ isLoading: Bool) {
    let started = isLoading && !self.isLoading
    self.isLoading = isLoading
    if started { terminal.write("\(message)\n") }
  }
}
