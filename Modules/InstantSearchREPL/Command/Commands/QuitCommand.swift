/// `quit` (or `exit`): ends the session; the loop stops before running it.
public struct QuitCommand: SessionCommand {
  /// The word that starts this command's line.
  public static let name = "quit"
  /// Other words that start the same command.
  public static let aliases = ["exit"]
  /// Printed by `help`, and after every usage error of this command.
  public static let usage = "quit"
  /// Printed beside the usage in the `help` list.
  public static let summary = "end the session (also exit, or Ctrl-D)"

  /// Creates the command.
  public init() {}

  /// Reads the arguments after the name.
  /// - Parameter arguments: The line and its words.
  /// - Throws: `CommandError` naming what does not fit, with its column when there is one.
  public init(parsing arguments: CommandArguments) throws(CommandError) {
    _ = try arguments.words(atMost: 0, "takes no arguments")
  }

  /// Runs the command through the session's widgets (see the type's summary).
  /// - Parameter session: The session whose widgets the command drives.
  /// - Returns: The text lines and JSON fields to print.
  /// - Throws: `SessionError` saying what went wrong, or the search's error.
  public func run(in session: Session) async throws -> Report {
    Report()
  }
}
