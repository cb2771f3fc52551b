import Glibc
import InstantSearchControllers
import LineEditor

/// Starts the REPL with options already read: picks the line reader (a line editor when
/// standard input and output are terminals, plain standard input otherwise), opens the
/// source and runs the loop.
public enum Launcher {
  /// The program's name: the history folder and the `INSTANTSEARCH_HISTFILE` variable.
  public static let program = "instantsearch"

  /// Runs the REPL.
  /// - Parameters:
  ///   - options: Where to search, which index, how to print.
  ///   - environment: The environment variables.
  ///   - pluginProbe: Loads a plugin in a child process before `plugin load` loads it here,
  ///     returning why it cannot be loaded; `nil` loads directly.
  /// - Returns: The exit status: 0, or 1 when a command of a script (or the start) failed.
  @MainActor
  public static func run(
    options: LaunchOptions, environment: [String: String],
    pluginProbe: (@Sendable (String) -> String?)? = nil
  ) async -> Int32 {
    let output = SessionOutput.standard
    let interactive = LineReader.standardStreamsAreTerminals
    if let notice = editingNotice(
      inputIsTerminal: isatty(STDIN_FILENO) == 1, outputIsTerminal: isatty(STDOUT_FILENO) == 1)
    {
      output.writeError("instantsearch: \(notice)\n")
    }
    let style = TerminalStyle.forOutput(isTerminal: interactive, environment: environment)
    let vocabulary = CompletionVocabulary.Shared()
    let reader: LineReader
    if interactive {
      if let notice = HistoryFile.offNotice(program: program, environment: environment) {
        output.writeError("instantsearch: \(notice)\n")
      }
      do {
        let editor = try LineEditor(
          program: program,
          historyFile: HistoryFile.location(program: program, environment: environment),
          // Filters are written attribute:value (an "author" attribute is no secret): only
          // key=value tokens are masked. Keys are never typed anyway: they come from the
          // environment.
          historyPolicy: HistoryPolicy(separators: ["="]),
          completer: { line in vocabulary.snapshot.complete(line) })
        reader = .editor(editor)
      } catch {
        output.writeError("instantsearch: \(error); reading plain lines\n")
        reader = .standardInput()
      }
    } else {
      reader = .standardInput()
    }
    // Every read, the loop's and the controllers' (a plugin's menu), on one thread.
    let readingThread = ReadingThread(reader: reader)
    // With --json, standard output holds one JSON object per command: what controllers
    // write (a list, a menu) goes to standard error.
    let terminal = TerminalIO(
      write: options.json ? output.writeError : output.write,
      readLine: { prompt in
        if case .line(let line) = readingThread.readBlocking(prompt) { return line }
        return nil
      })
    let interruptRequested: (@Sendable () -> Bool)? =
      reader.isInteractive ? { @Sendable in TerminalSignals.consumeInterrupt() } : nil
    let columns: @Sendable () -> Int = { @Sendable in
      let columns = LineReader.terminalColumns
      return columns > 0 ? columns : 100
    }
    let configuration = SessionConfiguration(
      output: output, terminal: terminal, style: style, json: options.json,
      isInteractive: reader.isInteractive, environment: environment,
      interruptRequested: interruptRequested, columns: columns,
      rows: { @Sendable in LineReader.terminalRows }, pluginProbe: pluginProbe)
    let session = Session(configuration: configuration, vocabulary: vocabulary)
    if await session.start(options) == .failed && !reader.isInteractive {
      readingThread.stop()
      reader.close()
      return outputStatus(1)
    }
    let status = await REPL(session: session, reader: reader, readingThread: readingThread).run()
    return outputStatus(status)
  }

  /// What to say when a person types (standard input is a terminal) but the output goes
  /// elsewhere: lines are then read plainly, without Tab, history or editing keys.
  /// - Parameters:
  ///   - inputIsTerminal: Whether standard input is a terminal.
  ///   - outputIsTerminal: Whether standard output is a terminal.
  /// - Returns: The notice, or `nil` when there is nothing to say.
  public static func editingNotice(inputIsTerminal: Bool, outputIsTerminal: Bool) -> String? {
    guard inputIsTerminal, !outputIsTerminal else { return nil }
    return "standard output is not a terminal: line editing (Tab, history) is off, "
      + "lines are read as typed"
  }

  /// `status`, unless standard output could not be written: then the reason on standard error
  /// and 1, so lost output never passes for success.
  private static func outputStatus(_ status: Int32) -> Int32 {
    guard let failure = FileDescriptorWriter.outputFailure else { return status }
    SessionOutput.standard.writeError("instantsearch: cannot write the output: \(failure)\n")
    return status == 0 ? 1 : status
  }
}
