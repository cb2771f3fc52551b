public import InstantSearchControllers
public import InstantSearchPluginHost

extension PluginHostServices {
  /// Services that write and read through a terminal (the REPL's line editor, or a test
  /// script).
  ///
  /// - Parameters:
  ///   - terminal: where plugin controllers write and how they ask for a line.
  ///   - columns: the output width reported to plugins; 80 by default.
  public init(terminal: TerminalIO, columns: @escaping @Sendable () -> Int = { 80 }) {
    self.init(write: terminal.write, readLine: terminal.readLine, columns: columns)
  }
}
