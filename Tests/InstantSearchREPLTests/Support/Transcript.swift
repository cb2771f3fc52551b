import InstantSearchControllers
import InstantSearchCore
import InstantSearchREPL
import LineEditor

/// Captures what a session writes, results and errors apart, and in one interleaved log.
final class Transcript: Sendable {
  private let state = Locked((output: "", errors: "", log: ""))

  /// What went to the results stream.
  var output: String { state.withLock { $0.output } }

  /// What went to the error stream.
  var errors: String { state.withLock { $0.errors } }

  /// Both streams in the order they were written.
  var log: String { state.withLock { $0.log } }

  /// An output that writes into this transcript.
  var sessionOutput: SessionOutput {
    SessionOutput(
      write: { text in
        self.state.withLock {
          $0.output += text
          $0.log += text
        }
      },
      writeError: { text in
        self.state.withLock {
          $0.errors += text
          $0.log += text
        }
      })
  }

  /// A terminal for controllers that writes into this transcript and answers reads from
  /// `answers`, in order.
  func terminal(answers: [String] = []) -> TerminalIO {
    let remaining = Locked(answers[...])
    let output = sessionOutput
    return TerminalIO(
      write: output.write,
      readLine: { prompt in
        output.write(prompt)
        let answer = remaining.withLock { $0.popFirst() }
        output.write((answer ?? "") + "\n")
        return answer
      })
  }
}
