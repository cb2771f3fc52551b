import CLibEdit
import Glibc
internal import InstantSearchLocking

/// A line editor on the terminal, backed by libedit's native API: emacs keys, a prompt, Tab
/// completion from a Swift function, Up/Down history kept in a private file, Ctrl-C cancelling
/// the line.
///
/// Use it only when standard input and output are terminals (see
/// `LineReader.standardStreamsAreTerminals`). libedit puts the terminal in raw mode only
/// inside `readLine(prompt:)` and restores it before returning, so the terminal is back to
/// normal whenever a command runs, and `close()` restores it for good.
///
/// One thread at a time may read; the completer is called on the reading thread.
public final class LineEditor: Sendable {
  /// The libedit handles, behind a lock so the editor can be shared across threads.
  private let handles: Locked<Handles>

  /// What the C callbacks reach through `EL_CLIENTDATA`.
  private let context: EditorContext

  /// Taken while an editor is set up or released: `el_init` and `el_end` read and write the
  /// terminal description through terminfo's process-wide state (and `setlocale` is
  /// process-wide too), so two editors made or released at once on two threads crashed in
  /// libtinfo.
  private static let setup = Locked(())

  /// Where the history is saved, if anywhere.
  public let historyFile: HistoryFile?

  /// What a line becomes in the history.
  public let historyPolicy: HistoryPolicy

  /// Creates an editor on the process's standard streams.
  ///
  /// Sets a UTF-8 locale (libedit drops non-ASCII input otherwise), emacs mode (Debian's
  /// default is vi), libedit's own signal handling (resize, Ctrl-Z), installs
  /// ``TerminalSignals``, binds Tab to `completer` and loads `historyFile`.
  /// - Parameters:
  ///   - program: The program name libedit uses to pick `~/.editrc` settings.
  ///   - historyFile: Where history is kept; `nil` keeps it in memory only.
  ///   - historyPolicy: What a line becomes in the history.
  ///   - historySize: The number of entries kept.
  ///   - completer: Given the line before the cursor, what Tab may insert.
  /// - Throws: `LineEditorError.initialisation` when libedit cannot start.
  public init(
    program: String,
    historyFile: HistoryFile?,
    historyPolicy: HistoryPolicy = HistoryPolicy(),
    historySize: Int = 1000,
    completer: (@Sendable (String) -> Completion)? = nil
  ) throws(LineEditorError) {
    let context = EditorContext(completer: completer)
    let refused = historyFile?.isSymbolicLink ?? false
    let (editLine, history, parentGroup) = try Self.setup.withLock {
      _ throws(LineEditorError) -> (OpaquePointer, OpaquePointer, pid_t) in
      clibedit_set_utf8_locale()
      TerminalSignals.install()
      // libedit re-sends a signal it traps to the whole process group: give the session a
      // group of its own, so a SIGTERM sent to it does not reach the shell or script that
      // started it.
      let parentGroup = clibedit_own_process_group(STDIN_FILENO)
      guard
        let editLine = el_init(program, clibedit_stdin(), clibedit_stdout(), clibedit_stderr())
      else { throw .initialisation }
      guard let history = history_init() else {
        el_end(editLine)
        throw .initialisation
      }
      _ = clibedit_history_setsize(history, Int32(clamping: historySize))
      _ = clibedit_history_setunique(history, 1)
      // A symlinked file is refused: history stays in memory, and the reason is said once.
      if refused, let historyFile {
        fputs(
          "warning: history file \(historyFile.path) is a symbolic link: not followed nor "
            + "replaced; history is kept in memory for this session\n", clibedit_stderr())
      } else {
        historyFile?.load(into: history)
      }
      _ = clibedit_set_editor(editLine, "emacs")
      _ = clibedit_set_signal(editLine, 1)
      _ = clibedit_set_history(editLine, history)
      _ = clibedit_set_clientdata(editLine, Unmanaged.passUnretained(context).toOpaque())
      _ = clibedit_set_prompt(editLine, lineEditorPrompt)
      if completer != nil {
        _ = clibedit_bind_function(
          editLine, "complete", "complete the word", lineEditorComplete, "^I")
      }
      return (editLine, history, parentGroup)
    }
    self.context = context
    self.historyFile = historyFile
    self.historyPolicy = historyPolicy
    handles = Locked(
      Handles(
        editLine: editLine, history: history, parentGroup: parentGroup,
        historySize: Int32(clamping: historySize), warnedAboutHistory: refused))
  }

  deinit {
    close()
    context.setPrompt(nil)
  }

  /// The editing mode libedit reports: "emacs" once initialised.
  public var editorMode: String? {
    handles.withLock { handles in
      guard let editLine = handles.editLine, let mode = clibedit_get_editor(editLine) else {
        return nil
      }
      return String(cString: mode)
    }
  }

  /// Shows `prompt` and reads one line with editing, completion and history.
  ///
  /// Ctrl-C discards the line (it prints `^C` and a line break) and returns `.interrupted`;
  /// Ctrl-D on an empty line returns `.endOfInput`; SIGTERM or SIGHUP returns `.terminated`.
  /// - Parameter prompt: The prompt, shown before the cursor.
  /// - Returns: What was read.
  public func readLine(prompt: String) -> LineInput {
    if let signal = TerminalSignals.consumeTermination() { return .terminated(signal) }
    // An interrupt from before the read was for the work before it (a load Ctrl-C cancelled,
    // whose signal the terminal may deliver twice): it must not discard the line to come.
    _ = TerminalSignals.consumeInterrupt()
    context.setPrompt(prompt)
    return handles.withLock { handles -> LineInput in
      guard let editLine = handles.editLine else { return .endOfInput }
      var count: Int32 = 0
      let line = el_gets(editLine, &count)
      if let line {
        var text = String(cString: line)
        if text.hasSuffix("\n") { text.removeLast() }
        return .line(text)
      }
      let outcome = Self.outcome(
        ofEmptyRead: count, error: clibedit_errno(), signal: TerminalSignals.consume())
      writeOut(outcome.echo)
      return outcome.input
    }
  }

  /// What a read that returned no line means, and what to write after it.
  ///
  /// libedit returns no line with a count of 0 when Ctrl-D was typed on an empty line (the
  /// input ended, even if an interrupt arrived meanwhile: Ctrl-D was typed after it), and with
  /// -1 when the read failed: interrupted by a signal (`EINTR`), or the terminal went away.
  /// - Parameters:
  ///   - count: The count `el_gets` returned.
  ///   - error: `errno` after the read.
  ///   - signal: The signal received during the read and not yet consumed, if any.
  /// - Returns: The input, and `^C` and a line break for an interrupt, a line break otherwise.
  static func outcome(ofEmptyRead count: Int32, error: Int32, signal: Int32?) -> (
    input: LineInput, echo: String
  ) {
    if let signal, TerminalSignals.isTermination(signal) { return (.terminated(signal), "\n") }
    if count < 0 && (signal != nil || error == EINTR) { return (.interrupted, "^C\n") }
    return (.endOfInput, "\n")
  }

  /// Adds `line` to the history (as the policy says) and saves the history file.
  ///
  /// A failure to save is reported once on standard error and the session goes on.
  /// - Parameter line: The line the user entered.
  public func record(_ line: String) {
    guard let entry = historyPolicy.entry(for: line) else { return }
    handles.withLock { handles in
      guard let history = handles.history else { return }
      _ = clibedit_history_enter(history, entry)
      handles.unsaved.append(entry)
      save(&handles)
    }
  }

  /// The history entries, oldest first.
  public var historyEntries: [String] {
    handles.withLock { handles in
      guard let history = handles.history else { return [] }
      return (0..<clibedit_history_count(history)).compactMap { index in
        clibedit_history_entry(history, index).map { String(cString: $0) }
      }
    }
  }

  /// Saves the history, releases libedit, which restores the terminal's settings, and gives
  /// the terminal back to the parent's process group. Later reads return `.endOfInput`;
  /// calling it again does nothing.
  public func close() {
    handles.withLock { handles in
      save(&handles)
      if let editLine = handles.editLine {
        Self.setup.withLock { _ in el_end(editLine) }
      }
      if let history = handles.history {
        history_end(history)
      }
      handles.editLine = nil
      handles.history = nil
      if handles.parentGroup > 0 {
        _ = clibedit_set_foreground(STDIN_FILENO, handles.parentGroup)
        handles.parentGroup = 0
      }
    }
  }

  /// Appends the entries not yet saved to the history file, warning once when it cannot.
  private func save(_ handles: inout Handles) {
    guard let historyFile, !handles.unsaved.isEmpty else { return }
    do {
      try historyFile.append(handles.unsaved, limit: handles.historySize)
      handles.unsaved.removeAll()
    } catch {
      // A refused file stays refused: forget the entries rather than retry them on every line.
      if historyFile.isSymbolicLink { handles.unsaved.removeAll() }
      if !handles.warnedAboutHistory {
        handles.warnedAboutHistory = true
        fputs("warning: \(error)\n", clibedit_stderr())
      }
    }
  }

  /// Writes `text` to standard output at once.
  private func writeOut(_ text: String) {
    fputs(text, clibedit_stdout())
    fflush(clibedit_stdout())
  }
}

/// The libedit handles of an editor; `nil` once closed.
private struct Handles {
  var editLine: OpaquePointer?
  var history: OpaquePointer?
  /// The process group the terminal is given back to on close (0: none was taken from it).
  var parentGroup: pid_t = 0
  /// The most entries the history file keeps.
  var historySize: Int32
  /// Whether a history warning was shown (one is enough for a session).
  var warnedAboutHistory = false
  /// Entries recorded since the last successful save, oldest first.
  var unsaved: [String] = []
}
