import CLibEdit
import Glibc

extension LineReader {
  /// A reader of standard input with no prompt, no echo and no history: the reader for scripts.
  ///
  /// A carriage return before the line break is dropped, so CRLF scripts work.
  public static func standardInput() -> LineReader {
    LineReader(isInteractive: false) { _ in
      guard var line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
      if line.hasSuffix("\r") { line.removeLast() }
      return .line(line)
    }
  }

  /// A reader backed by a line editor: prompt, editing keys, completion and history.
  /// - Parameter editor: The editor; the reader's `close` closes it.
  /// - Returns: An interactive reader.
  public static func editor(_ editor: LineEditor) -> LineReader {
    LineReader(
      isInteractive: true,
      readLine: { prompt in editor.readLine(prompt: prompt) },
      record: { line in editor.record(line) },
      close: { editor.close() }
    )
  }

  /// Whether standard input and standard output are both terminals, the only case in which a
  /// line editor is used (libedit would otherwise insert Tab literally and rely on the echo).
  public static var standardStreamsAreTerminals: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// The width of the terminal on standard output in columns, or 0 when it is not one.
  public static var terminalColumns: Int {
    Int(clibedit_terminal_columns(STDOUT_FILENO))
  }

  /// The height of the terminal on standard output in rows, or 0 when it is not one.
  public static var terminalRows: Int {
    Int(clibedit_terminal_rows(STDOUT_FILENO))
  }
}
