import LineEditor

/// One command of the REPL, modelled on swift-argument-parser's `ParsableCommand`: its name,
/// its documentation, how it reads its arguments, what Tab offers after it, and what it does.
///
/// A value of the type is one parsed command line, ready to run. ``CommandRegistry`` lists
/// every type; parsing, `help` and Tab completion all read that list, so adding a command is
/// one type in `Command/Commands/` plus one line in the registry.
public protocol SessionCommand: Sendable, Equatable {
  /// Its name, aliases, usage, summary and details, for parsing and `help`.
  static var reference: CommandReference { get }

  /// Reads the command's arguments from its line.
  /// - Parameter arguments: The line and its words after the name.
  /// - Throws: `CommandError` saying what does not fit and at which column.
  init(parsing arguments: CommandArguments) throws(CommandError)

  /// What Tab offers for the word under the cursor, once the command's name is typed; no
  /// candidates by default. Runs on the line editor's thread, so it reads only `context`.
  /// - Parameter context: The finished words after the name, the word typed, the vocabulary.
  /// - Returns: The word and its candidates.
  static func complete(_ context: CompletionContext) -> Completion

  /// Carries the command out through the session's widgets.
  /// - Parameter session: The session whose widgets the command drives.
  /// - Returns: What to print: text lines and the JSON fields.
  /// - Throws: `SessionError` (or the search service's error) saying what went wrong;
  ///   `CancellationError` when the user interrupts.
  @MainActor func run(in session: Session) async throws -> Report
}

extension SessionCommand {
  /// The word that starts the command's line.
  public static var name: String { reference.name }

  /// How to call the command.
  public static var usage: String { reference.usage }

  /// No candidates.
  public static func complete(_ context: CompletionContext) -> Completion {
    Completion(word: context.word, candidates: [])
  }

  /// The command's name, for reports and errors.
  public var name: String { Self.name }
}
