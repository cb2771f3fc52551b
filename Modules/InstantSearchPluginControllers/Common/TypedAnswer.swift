internal import InstantSearchCore

/// A line the user typed for a plugin view that asks for its input rather than taking it (the
/// segment kind, whose choice is made inside `present`): while it is ``current``, the first line
/// the plugin reads through terminal services (`PluginHostServices(terminal:)`) is this one, and
/// every later read in the same call ends the input, so a told choice never waits for the
/// terminal.
///
/// It is read on the thread calling into the plugin, from inside that call; the lock makes the
/// one-time hand-over safe from any thread.
final class TypedAnswer: Sendable {
  /// The answer of the plugin call in progress on this task, or `nil` outside one.
  @TaskLocal static var current: TypedAnswer?

  /// The line, until it is taken.
  private let line: Locked<String?>

  /// An answer that hands out `line` once.
  init(_ line: String) {
    self.line = Locked(line)
  }

  /// The line the first time, `nil` (the end of input) after.
  func take() -> String? {
    line.withLock { line in
      defer { line = nil }
      return line
    }
  }
}
