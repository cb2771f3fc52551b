import LineEditor
import Synchronization
import Testing

@Suite("Line reader")
struct LineReaderTests {
  @Test("A scripted reader replays its inputs, then ends, and reports recorded lines")
  func scripted() {
    let recorded = Mutex<[String]>([])
    let reader = LineReader.scripted(
      [.line("help"), .interrupted, .line("quit")],
      record: { line in recorded.withLock { $0.append(line) } }
    )
    #expect(reader.readLine("> ") == .line("help"))
    #expect(reader.readLine("> ") == .interrupted)
    reader.record("help")
    #expect(reader.readLine("> ") == .line("quit"))
    #expect(reader.readLine("> ") == .endOfInput)
    #expect(reader.readLine("> ") == .endOfInput)
    #expect(recorded.withLock { $0 } == ["help"])
    #expect(!reader.isInteractive)
  }
}

@Suite("Reading thread")
struct ReadingThreadTests {
  @Test("Reads happen in order, awaited or blocking, until the reader ends")
  func reads() async {
    let thread = ReadingThread(reader: .scripted(lines: ["first", "second"]))
    defer { thread.stop() }
    #expect(await thread.read("> ") == .line("first"))
    #expect(thread.readBlocking("> ") == .line("second"))
    #expect(await thread.read("> ") == .endOfInput)
  }
}
