/// How running one line ended.
public enum CommandOutcome: Sendable, Equatable {
  /// The command did what was asked.
  case succeeded
  /// The command failed; its error was printed and the session goes on.
  case failed
  /// The user asked to end the session.
  case quit
}
