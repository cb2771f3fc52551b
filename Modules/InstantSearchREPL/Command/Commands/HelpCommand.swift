import InstantSearchCore
import LineEditor

/// `help [COMMAND]`: every command with its summary, or one command's usage and details,
/// read from ``CommandRegistry``.
public struct HelpCommand: SessionCommand {
  /// The word that starts this command's line.
  public static let name = "help"
  /// Printed by `help`, and after every usage error of this command.
  public static let usage = "help [COMMAND]"
  /// Printed beside the usage in the `help` list.
  public static let summary = "list the commands, or show how to use one"

  /// The command asked about; `nil` lists them all.
  public var command: String?

  /// Creates the command.
  /// - Parameter command: The command asked about, or `nil` for the list.
  public init(command: String? = nil) {
    self.command = command
  }

  /// Reads the arguments after the name.
  /// - Parameter arguments: The line and its words.
  /// - Throws: `CommandError` naming what does not fit, with its column when there is one.
  public init(parsing arguments: CommandArguments) throws(CommandError) {
    command = try arguments.words(atMost: 1, "expected at most one command name").first?.text
  }

  /// What Tab offers after the name, from the finished words and the session's vocabulary.
  /// - Parameter context: The words typed and the vocabulary.
  /// - Returns: The candidates for the word under the cursor.
  public static func complete(_ context: CompletionContext) -> Completion {
    Completion(
      word: context.word, candidates: context.arguments.isEmpty ? CommandRegistry.names : [])
  }

  /// Runs the command through the session's widgets (see the type's summary).
  /// - Parameter session: The session whose widgets the command drives.
  /// - Returns: The text lines and JSON fields to print.
  /// - Throws: `SessionError` saying what went wrong, or the search's error.
  public func run(in session: Session) async throws -> Report {
    let style = session.configuration.style
    if let command {
      guard let entry = CommandRegistry.command(named: command) else {
        throw SessionError("help: unknown command \"\(command)\"; type help for the list")
      }
      return Report(
        lines: ["usage: " + style.bold(entry.usage), "  " + entry.summary]
          + entry.details.map { "  " + $0 },
        json: ["usage": .string(entry.usage), "summary": .string(entry.summary)])
    }
    let entries = CommandRegistry.commands
    let width = entries.map { $0.usage.count }.max() ?? 0
    var lines = entries.map { entry in
      style.bold(entry.usage)
        + String(repeating: " ", count: width - entry.usage.count + 2) + entry.summary
    }
    lines.append("A line that is not a command searches for its text. Tab completes.")
    let commands = entries.map { entry -> JSON in
      .object(["usage": .string(entry.usage), "summary": .string(entry.summary)])
    }
    return Report(lines: lines, json: ["commands": .array(commands)])
  }
}
