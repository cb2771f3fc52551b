/// The seam through which a program reads lines: a small struct of closures with a live value
/// (a terminal line editor, or plain standard input) and test values (a script).
///
/// Every closure may be called from any thread, one call at a time.
public struct LineReader: Sendable {
  /// Shows `prompt` (when the reader is interactive) and reads one line.
  public var readLine: @Sendable (_ prompt: String) -> LineInput

  /// Records an accepted line in the history (and saves the history file, when there is one).
  public var record: @Sendable (_ line: String) -> Void

  /// Releases the terminal (restoring its settings) and saves the history.
  public var close: @Sendable () -> Void

  /// Whether a person is typing: prompts, colours and completion make sense.
  public var isInteractive: Bool

  /// Creates a reader from its operations.
  public init(
    isInteractive: Bool,
    readLine: @escaping @Sendable (_ prompt: String) -> LineInput,
    record: @escaping @Sendable (_ line: String) -> Void = { _ in },
    close: @escaping @Sendable () -> Void = {}
  ) {
    self.isInteractive = isInteractive
    self.readLine = readLine
    self.record = record
    self.close = close
  }
}
