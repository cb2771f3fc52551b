import InstantSearchTerminal
import InstantSearchTestSupport

extension ScriptedTerminal {
  /// The terminal to give controllers: writes and reads go through the script.
  var io: TerminalIO { TerminalIO(write: write, readLine: readLine) }
}
