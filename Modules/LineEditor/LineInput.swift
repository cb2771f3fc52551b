/// What one attempt to read a line produced.
public enum LineInput: Sendable, Equatable {
  /// A line the user entered, without its line break.
  case line(String)

  /// The user pressed Ctrl-C (or Ctrl-\): the line was discarded, the session goes on.
  case interrupted

  /// The input ended: Ctrl-D on an empty line, or the end of a script.
  case endOfInput

  /// The process was asked to stop (SIGTERM or SIGHUP); the value is the signal number.
  case terminated(Int32)
}
