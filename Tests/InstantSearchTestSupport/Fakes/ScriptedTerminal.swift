import InstantSearchCore

/// A terminal whose input is a script of lines and whose output is recorded, for controllers
/// and plugins that write text and ask for lines. Thread-safe: a plugin may write from the
/// thread it runs on.
public final class ScriptedTerminal: Sendable {
  private struct State {
    var lines: [String]
    var output = ""
    var prompts: [String] = []
  }

  private let state: Locked<State>

  /// Creates a terminal that answers `lines` in order, then end of input.
  public init(_ lines: [String] = []) {
    state = Locked(State(lines: lines))
  }

  /// Everything written so far.
  public var output: String { state.withLock { $0.output } }

  /// The output split into lines.
  public var outputLines: [String] { output.split(separator: "\n").map(String.init) }

  /// Every prompt shown so far.
  public var prompts: [String] { state.withLock { $0.prompts } }

  /// Appends `text` to the output.
  public var write: @Sendable (String) -> Void {
    { text in self.state.withLock { $0.output += text } }
  }

  /// Records `prompt` and answers the next scripted line, or `nil` once the script is spent.
  public var readLine: @Sendable (String) -> String? {
    { prompt in
      self.state.withLock { state in
        state.prompts.append(prompt)
        return state.lines.isEmpty ? nil : state.lines.removeFirst()
      }
    }
  }
}
