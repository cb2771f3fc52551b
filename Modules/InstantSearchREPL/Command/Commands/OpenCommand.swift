import LineEditor

/// `open PATH|demo`: searches a records file, a dataset folder or the demo index, replacing
/// the open source once its first search succeeds.
public struct OpenCommand: SessionCommand {
  /// The word that starts this command's line.
  public static let name = "open"
  /// Printed by `help`, and after every usage error of this command.
  public static let usage = "open PATH|demo"
  /// Printed beside the usage in the `help` list.
  public static let summary = "search a records file, a dataset folder or the demo index"

  /// A records file, a dataset folder, or `demo`.
  public var path: String

  /// Creates the command.
  /// - Parameter path: A records file, a dataset folder, or `demo`.
  public init(path: String) {
    self.path = path
  }

  /// Reads the arguments after the name.
  /// - Parameter arguments: The line and its words.
  /// - Throws: `CommandError` naming what does not fit, with its column when there is one.
  public init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words()
    guard words.count == 1 else { throw arguments.usage("expected a path or demo") }
    path = words[0].text
  }

  /// What Tab offers after the name, from the finished words and the session's vocabulary.
  /// - Parameter context: The words typed and the vocabulary.
  /// - Returns: The candidates for the word under the cursor.
  public static func complete(_ context: CompletionContext) -> Completion {
    Completion(word: context.word, candidates: context.arguments.isEmpty ? ["demo"] : [])
  }

  /// Runs the command through the session's widgets (see the type's summary).
  /// - Parameter session: The session whose widgets the command drives.
  /// - Returns: The text lines and JSON fields to print.
  /// - Throws: `SessionError` saying what went wrong, or the search's error.
  public func run(in session: Session) async throws -> Report {
    try await session.open(path == "demo" ? .demo : .data(path), indexName: nil)
  }
}
