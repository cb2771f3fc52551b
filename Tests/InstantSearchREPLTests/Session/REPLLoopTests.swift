import InstantSearchCore
import InstantSearchREPL
import LineEditor
import Testing

@Suite("Read loop")
@MainActor
struct REPLLoopTests {
  @Test("A script runs to its end; a failed command makes the status 1 and the session goes on")
  func scriptStatus() async {
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript))
    let reader = LineReader.scripted(lines: ["help quit", "help nothing", "help hits"])
    let status = await REPL(session: session, reader: reader).run()
    #expect(status == 1)
    #expect(transcript.output.contains("usage: quit"))
    #expect(transcript.output.contains("usage: hits [N]"))
    #expect(
      transcript.errors == "error: help: unknown command \"nothing\"; type help for the list\n")
  }

  @Test("quit stops reading; Ctrl-C and blank lines are skipped; lines are recorded")
  func quitAndInterrupt() async {
    let transcript = Transcript()
    let recorded = Locked<[String]>([])
    let reader = LineReader.scripted(
      [.line("  "), .interrupted, .line("help quit"), .line("quit"), .line("help hits")],
      isInteractive: true, record: { line in recorded.withLock { $0.append(line) } })
    let status = await REPL(session: Session(configuration: .testing(transcript)), reader: reader)
      .run()
    #expect(status == 0)
    #expect(!transcript.output.contains("usage: hits"))
    #expect(recorded.withLock { $0 } == ["help quit", "quit"])
  }

  @Test("A terminal session ends with 0 even after errors; a signal ends it with 128+N")
  func interactiveStatus() async {
    let failing = LineReader.scripted([.line("help nothing")], isInteractive: true)
    let session = Session(configuration: .testing(Transcript()))
    #expect(await REPL(session: session, reader: failing).run() == 0)
    let terminated = LineReader.scripted([.line("help"), .terminated(15)], isInteractive: true)
    #expect(await REPL(session: session, reader: terminated).run() == 143)
  }

  @Test("JSON mode prints one object per command, errors included")
  func json() async {
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript, json: true))
    _ = await REPL(session: session, reader: .scripted(lines: ["help quit", "hits x"])).run()
    let lines = transcript.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix(#"{"command":"help","usage":"quit""#) == true)
    #expect(lines.last?.contains(#""error":"hits: \"x\" is not a positive number"#) == true)
  }
}
