import InstantSearchCore
import LineEditor

/// `help [COMMAND]`: every command with its summary, or one command's usage and details,
/// read from ``CommandRegistry``.
struct HelpCommand: SessionCommand {
  static let reference = CommandReference(
    "help", usage: "help [COMMAND]",
    summary: "list the commands, or show how to use one")

  /// The command asked about; `nil` lists them all.
  var command: String?

}

extension HelpCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    command = try arguments.words(atMost: 1, "expected at most one command name").first?.text
  }

  static func complete(_ context: CompletionContext) -> Completion {
    context.firstArgument(CommandRegistry.names)
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let style = session.configuration.style
    if let command {
      guard let entry = CommandRegistry.command(named: command)?.reference else {
        throw SessionError("help: unknown command \"\(command)\"; type help for the list")
      }
      return Report(
        lines: ["usage: " + style.bold(entry.usage), "  " + entry.summary]
          + entry.details.map { "  " + $0 },
        json: ["usage": .string(entry.usage), "summary": .string(entry.summary)])
    }
    let entries = CommandRegistry.commands.map { $0.reference }
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
