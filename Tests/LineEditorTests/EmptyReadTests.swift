import Glibc
import Testing

@testable import LineEditor

@Suite("A read that returned no line")
struct EmptyReadTests {
  @Test("Ctrl-D on an empty line ends the input, even with an interrupt pending")
  func endOfInput() {
    let quiet = LineEditor.outcome(ofEmptyRead: 0, error: 0, signal: nil)
    #expect(quiet.input == .endOfInput)
    #expect(quiet.echo == "\n")
    // A Ctrl-C that cancelled a load can be delivered twice; Ctrl-D typed after it still quits.
    let late = LineEditor.outcome(ofEmptyRead: 0, error: 0, signal: SIGINT)
    #expect(late.input == .endOfInput)
    #expect(late.echo == "\n")
  }

  @Test("A read that failed with an interrupt discards the line")
  func interrupted() {
    for (error, signal) in [(EINTR, SIGINT as Int32?), (EINTR, nil), (EIO, SIGQUIT)] {
      let outcome = LineEditor.outcome(ofEmptyRead: -1, error: error, signal: signal)
      #expect(outcome.input == .interrupted)
      #expect(outcome.echo == "^C\n")
    }
  }

  @Test("A termination signal ends the session, whatever the read returned")
  func terminated() {
    for count: Int32 in [0, -1] {
      let outcome = LineEditor.outcome(ofEmptyRead: count, error: EINTR, signal: SIGTERM)
      #expect(outcome.input == .terminated(SIGTERM))
      #expect(outcome.echo == "\n")
    }
  }

  @Test("A failed read with no signal and no interrupt is the end of the input")
  func failed() {
    let outcome = LineEditor.outcome(ofEmptyRead: -1, error: EIO, signal: nil)
    #expect(outcome.input == .endOfInput)
  }
}
