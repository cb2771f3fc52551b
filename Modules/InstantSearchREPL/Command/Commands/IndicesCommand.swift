import InstantSearchCore

/// `indices`: the sort orders (the index and its replicas), shown by the Sort By controller
/// in use, the selected one marked.
public struct IndicesCommand: SessionCommand {
  /// The word that starts this command's line.
  public static let name = "indices"
  /// Printed by `help`, and after every usage error of this command.
  public static let usage = "indices"
  /// Printed beside the usage in the `help` list.
  public static let summary = "show the sort orders (indices), the selected one marked"

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
    let stack = try session.requireStack()
    let names = stack.sortBy.indicesNames
    let selected = stack.sortBy.interactor.selected
    let json: JSONObject = [
      "indices": .array(names.map(JSON.string)),
      "selected": selected.map { .number(Double($0)) } ?? .null,
      "controller": .string(stack.sortController.id),
    ]
    if !session.configuration.json { stack.sortController.show() }
    return Report(json: json)
  }
}
