/// `hits [N]`: the hits of the current page, at most N, without searching again.
public struct HitsCommand: SessionCommand {
  /// The word that starts this command's line.
  public static let name = "hits"
  /// Printed by `help`, and after every usage error of this command.
  public static let usage = "hits [N]"
  /// Printed beside the usage in the `help` list.
  public static let summary = "show the hits of the current page (at most N)"

  /// The most hits shown; `nil` shows the whole page.
  public var limit: Int?

  /// Creates the command.
  /// - Parameter limit: The most hits shown, or `nil` for the page.
  public init(limit: Int? = nil) {
    self.limit = limit
  }

  /// Reads the arguments after the name.
  /// - Parameter arguments: The line and its words.
  /// - Throws: `CommandError` naming what does not fit, with its column when there is one.
  public init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words(atMost: 1, "expected at most one number")
    if let word = words.first {
      limit = try arguments.positiveNumber(word)
    }
  }

  /// Runs the command through the session's widgets (see the type's summary).
  /// - Parameter session: The session whose widgets the command drives.
  /// - Returns: The text lines and JSON fields to print.
  /// - Throws: `SessionError` saying what went wrong, or the search's error.
  public func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    return session.resultsReport(stack, hitsLimit: limit, statsLine: false)
  }
}
