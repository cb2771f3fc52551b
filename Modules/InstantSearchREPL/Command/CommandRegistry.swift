import InstantSearchCore

/// Every command of the REPL, in the order `help` lists them. Parsing, `help` and Tab
/// completion read this list and nothing else: a new command is its type plus one line here.
public enum CommandRegistry {
  /// The command types, in `help` order.
  public static let commands: [any SessionCommand.Type] = [
    HelpCommand.self,
    SearchCommand.self,
    HitsCommand.self,
    ShowCommand.self,
    ClickCommand.self,
    ConvertCommand.self,
    ColumnsCommand.self,
    IndicesCommand.self,
    SortCommand.self,
    FacetsCommand.self,
    FilterCommand.self,
    FiltersCommand.self,
    ClearCommand.self,
    PageCommand.self,
    NextCommand.self,
    PrevCommand.self,
    SetCommand.self,
    UnsetCommand.self,
    ToggleCommand.self,
    RangeCommand.self,
    NumberCommand.self,
    ListCommand.self,
    RelevantCommand.self,
    MenuCommand.self,
    PluginsCommand.self,
    PluginCommand.self,
    UseCommand.self,
    TellCommand.self,
    OpenCommand.self,
    ConnectCommand.self,
    QuitCommand.self,
  ]

  /// Every word a command line may start with: the names, then the aliases.
  public static let names: [String] =
    commands.map { $0.name } + commands.flatMap { $0.reference.aliases }

  /// The command type `name` (a name or an alias) starts.
  /// - Parameter name: The first word of a line.
  /// - Returns: The type, or `nil` when no command has that name.
  public static func command(named name: String) -> (any SessionCommand.Type)? {
    let name = name.lowercased()
    return commands.first { $0.name == name || $0.reference.aliases.contains(name) }
  }

  /// The command name `word` looks like a slip of (one letter wrong, missing, extra, or two
  /// swapped: `fitler`), for words of four letters or more that name no command.
  /// - Parameter word: The first word of a line.
  /// - Returns: The name, or `nil` when no command is that close.
  public static func suggestion(for word: String) -> String? {
    let word = word.lowercased()
    guard word.count >= 4, command(named: word) == nil else { return nil }
    return names.first {
      EditDistance.distance(Array(word), Array($0), limit: 1, prefix: false) != nil
    }
  }

  /// Reads one command line. A line whose first word is no command's name searches for the
  /// whole line; a blank line is `nil`.
  /// - Parameter line: The line as typed.
  /// - Returns: The parsed command, or `nil` for a blank line.
  /// - Throws: `CommandError` saying what does not fit and where.
  public static func parse(_ line: String) throws(CommandError) -> (any SessionCommand)? {
    let name = firstWord(of: line)
    guard !name.isEmpty else { return nil }
    if let suggestion = suggestion(for: name) {
      throw .unknownCommand(name, suggestion: suggestion)
    }
    guard let type = command(named: name) else {
      return SearchCommand(
        text: String(line.drop { $0 == " " || $0 == "\t" }).trimmingTrailingSpaces)
    }
    return try type.init(parsing: CommandArguments(line: line, command: type.name))
  }

  /// The first word of `line`, which names its command.
  /// - Parameter line: A command line.
  /// - Returns: The word, empty for a blank line.
  public static func firstWord(of line: String) -> String {
    String(line.drop { $0 == " " || $0 == "\t" }.prefix { $0 != " " && $0 != "\t" })
  }
}
