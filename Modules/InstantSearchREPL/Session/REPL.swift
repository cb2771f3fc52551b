import LineEditor

/// The read-eval-print loop: reads lines through a `LineReader`, runs each in a `Session`,
/// and decides the exit status.
///
/// Lines are read off the main actor (on a queue of their own), so the main actor stays free
/// for searches while the user types. Ctrl-C at the prompt discards the line; during a command
/// it cancels the command; neither ends the session. On a terminal the exit status is 0 unless
/// a signal ended the session; from a script it is 1 when any command failed.
@MainActor
public final class REPL {
  /// The session that runs the commands.
  public let session: Session

  /// Where lines come from.
  public let reader: LineReader

  /// Where lines are read, so a blocking read never holds the main actor; `nil` reads on the
  /// main actor (for scripted readers, which never block).
  private let readingThread: ReadingThread?

  /// Creates a loop.
  /// - Parameters:
  ///   - session: The session that runs the commands.
  ///   - reader: Where lines come from.
  ///   - readingThread: The thread that does the reads of `reader` (for readers that block:
  ///     a terminal or standard input); `nil` reads on the main actor. The loop stops it when
  ///     it ends.
  public init(session: Session, reader: LineReader, readingThread: ReadingThread? = nil) {
    self.session = session
    self.reader = reader
    self.readingThread = readingThread
  }

  /// Reads and runs lines until the input ends, `quit`, or a termination signal.
  /// - Returns: The exit status: 0, 1 when a scripted command failed, 128+N after signal N.
  public func run() async -> Int32 {
    var anyFailed = false
    defer {
      readingThread?.stop()
      reader.close()
    }
    while true {
      let input = await read(prompt: session.prompt)
      switch input {
      case .line(let line):
        guard line.contains(where: { $0 != " " && $0 != "\t" }) else { continue }
        reader.record(line)
        switch await session.execute(line) {
        case .succeeded: break
        case .failed: anyFailed = true
        case .quit: return status(anyFailed)
        }
      case .interrupted:
        continue
      case .endOfInput:
        return status(anyFailed)
      case .terminated(let signal):
        return 128 + signal
      }
    }
  }

  /// The exit status for a session that ended normally.
  private func status(_ anyFailed: Bool) -> Int32 {
    anyFailed && !reader.isInteractive ? 1 : 0
  }

  /// Reads one line on the read queue.
  private func read(prompt: String) async -> LineInput {
    guard let readingThread else { return reader.readLine(prompt) }
    return await readingThread.read(prompt)
  }
}
