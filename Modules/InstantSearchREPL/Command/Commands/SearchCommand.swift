/// `search TEXT`: submits the text through the search box and shows the stats and the first
/// hits. A line that starts with no command's name is this command for the whole line.
public struct SearchCommand: SessionCommand {
  /// The word that starts this command's line.
  public static let name = "search"
  /// Printed by `help`, and after every usage error of this command.
  public static let usage = "search TEXT"
  /// Printed beside the usage in the `help` list.
  public static let summary = "search for TEXT (any line that is not a command does too)"

  /// The query, exactly as typed (inner spaces and quotes kept).
  public var text: String

  /// Creates the command.
  /// - Parameter text: The query.
  public init(text: String) {
    self.text = text
  }

  /// Reads the arguments after the name.
  /// - Parameter arguments: The line and its words.
  /// - Throws: `CommandError` naming what does not fit, with its column when there is one.
  public init(parsing arguments: CommandArguments) throws(CommandError) {
    text = arguments.text
  }

  /// Runs the command through the session's widgets (see the type's summary).
  /// - Parameter session: The session whose widgets the command drives.
  /// - Returns: The text lines and JSON fields to print.
  /// - Throws: `SessionError` saying what went wrong, or the search's error.
  public func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    _ = try await ResponseWaiter.wait(for: stack.searcher) { stack.searchBox.submit(text) }
    return session.resultsReport(stack, hitsLimit: 10)
  }
}
