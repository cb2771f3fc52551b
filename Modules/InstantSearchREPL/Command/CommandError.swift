/// A command line that cannot be run as typed: what was wrong, and where.
public enum CommandError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A quote opened at `column` is never closed.
  case unterminatedQuote(column: Int)

  /// The command exists but its arguments do not fit its usage.
  case usage(command: String, message: String, column: Int?)

  /// A first word that is a slip of a command's name (`fitler`), with that name.
  case unknownCommand(String, suggestion: String)

  /// A group written wrongly, such as `xor:brand`.
  case badGroup(String, column: Int)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .unterminatedQuote(let column):
      return "unterminated quote at col \(column)"
    case .usage(let command, let message, let column):
      let place = column.map { " (col \($0))" } ?? ""
      let usage = CommandRegistry.command(named: command).map { "; usage: \($0.usage)" } ?? ""
      return "\(command): \(message)\(place)\(usage)"
    case .unknownCommand(let word, let suggestion):
      return
        "unknown command \"\(word)\"; did you mean `\(suggestion)`? "
        + "(to search for the line, start it with search)"
    case .badGroup(let text, let column):
      return
        "bad group \"\(text)\" at col \(column): expected and:NAME, or:NAME, or:NAME:numeric, "
        + "or:NAME:tag or hierarchical:NAME"
    }
  }
}
