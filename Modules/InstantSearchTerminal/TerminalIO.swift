/// The terminal a controller talks to: where it writes text and how it asks for a line.
///
/// Terminal controllers and plugin-backed controllers take one, so they never touch standard
/// input or output directly: the REPL passes its line editor, tests pass a script.
public struct TerminalIO: Sendable {
  /// Writes text as is (the caller adds line breaks).
  public var write: @Sendable (String) -> Void

  /// Shows `prompt` and reads one line, without its line break; `nil` at end of input or when
  /// the user cancels.
  public var readLine: @Sendable (_ prompt: String) -> String?

  /// Creates a terminal from its two operations.
  public init(
    write: @escaping @Sendable (String) -> Void,
    readLine: @escaping @Sendable (_ prompt: String) -> String?
  ) {
    self.write = write
    self.readLine = readLine
  }
}
