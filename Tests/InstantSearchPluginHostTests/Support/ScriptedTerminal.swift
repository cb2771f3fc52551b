import InstantSearchControllers
import InstantSearchCore

/// A terminal whose input is a script of lines and whose output is recorded.
final class ScriptedTerminal: Sendable {
  private struct State {
    var lines: [String]
    var output = ""
    var prompts: [String] = []
  }

  private let state: Locked<State>

  /// Creates a terminal that answers `lines` in order, then end of input.
  init(_ lines: [String] = []) {
    state = Locked(State(lines: lines))
  }

  /// Everything written so far.
  var output: String { state.withLock { $0.output } }

  /// The output split into lines.
  var outputLines: [String] { output.split(separator: "\n").map(String.init) }

  /// Every prompt shown so far.
  var prompts: [String] { state.withLock { $0.prompts } }

  /// The terminal to give controllers.
  var io: TerminalIO {
    TerminalIO(
      write: { text in self.state.withLock { $0.output += text } },
      readLine: { prompt in
        self.state.withLock { state in
          state.prompts.append(prompt)
          return state.lines.isEmpty ? nil : state.lines.removeFirst()
        }
      })
  }
}
