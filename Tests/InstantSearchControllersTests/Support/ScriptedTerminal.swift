import InstantSearchControllers
import InstantSearchCore

/// A terminal for tests: it records what is written and answers prompts from a script.
final class ScriptedTerminal: Sendable {
  private struct State {
    var output = ""
    var script: [String]
    var prompts: [String] = []
  }

  private let state: Locked<State>

  /// Creates a terminal that answers prompts with `script`, then with end of input.
  init(script: [String] = []) {
    state = Locked(State(script: script))
  }

  /// Everything written so far.
  var output: String { state.withLock { $0.output } }

  /// The prompts shown so far.
  var prompts: [String] { state.withLock { $0.prompts } }

  /// Forgets what was written.
  func clearOutput() { state.withLock { $0.output = "" } }

  /// The terminal seam backed by this script.
  var io: TerminalIO {
    TerminalIO(
      write: { text in self.state.withLock { $0.output += text } },
      readLine: { prompt in
        self.state.withLock { state in
          state.prompts.append(prompt)
          return state.script.isEmpty ? nil : state.script.removeFirst()
        }
      })
  }
}
