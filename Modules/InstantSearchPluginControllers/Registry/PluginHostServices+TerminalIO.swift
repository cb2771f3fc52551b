public import InstantSearchPluginHost
public import InstantSearchTerminal

extension PluginHostServices {
  /// Services that write and read through a terminal (the REPL's line editor, or a test
  /// script). What a plugin writes goes through ``TerminalText/escaped(_:keepingLineBreaks:)``
  /// with its line breaks kept: a plugin lays out lines, but cannot move the cursor or retitle
  /// the window. While a segment controller is handed typed input
  /// (`PluginSegmentController.handleInput(_:)`), the plugin reads that input instead of the
  /// terminal.
  ///
  /// - Parameters:
  ///   - terminal: where plugin controllers write and how they ask for a line.
  ///   - columns: the output width reported to plugins; 80 by default.
  public init(terminal: TerminalIO, columns: @escaping @Sendable () -> Int = { 80 }) {
    self.init(
      write: { terminal.write(TerminalText.escaped($0, keepingLineBreaks: true)) },
      readLine: { prompt in
        guard let answer = TypedAnswer.current else { return terminal.readLine(prompt) }
        return answer.take()
      }, columns: columns)
  }
}
