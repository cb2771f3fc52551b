/// The help a tool prints, made from its modes' declarations.
public enum HelpText {
  /// The exit statuses, as help and the man page state them.
  public static let exitStatuses: [(code: Int32, meaning: String)] = [
    (ExitCode.success, "success"),
    (ExitCode.failure, "failure: the work could not be done (a file, a check, a command)"),
    (ExitCode.usage, "usage error: the command line is wrong; nothing was done"),
  ]

  /// The tool's help: the usage, every mode with one line, the default mode's options, every
  /// environment variable any mode reads, examples and the exit statuses.
  /// - Parameter tool: The tool.
  /// - Returns: The text, ending with a newline.
  public static func tool(_ tool: CommandLineTool) -> String {
    let program = tool.program
    var text = "usage: \(program) [OPTIONS]          \(tool.defaultMode.spec.summary)\n"
    text += "       \(program) MODE [OPTIONS]     a mode below\n"
    text += "       \(program) help [MODE]        this help, or a mode's\n\n"
    text += wrap(tool.summary, indent: 0) + "\n\n"
    text += "modes:\n"
    let modeRows =
      tool.modes.map { ($0.spec.name, $0.spec.summary) }
      + [("help [MODE]", "print this help, or a mode's (as MODE --help does)")]
    text += table(modeRows)
    text += "\noptions (the REPL, when no mode is named):\n"
    text += table(optionRows(tool.defaultMode.spec))
    text += "\nenvironment:\n"
    text += table(environment(of: tool).map { ($0.name, $0.help) })
    text += examples(tool.defaultMode.spec, program: program)
    text += "\nexit status:\n"
    text += table(exitStatuses.map { ("\($0.code)", $0.meaning) })
    text += "\nEach mode's options and examples: \(program) MODE --help.\n"
    return text
  }

  /// A mode's help: its usage, what it does, its options, the environment it reads, examples
  /// and the exit statuses.
  /// - Parameters:
  ///   - mode: The mode.
  ///   - tool: The tool it belongs to.
  /// - Returns: The text, ending with a newline.
  public static func mode(_ mode: ModeSpec, tool: CommandLineTool) -> String {
    var text = usage(mode, program: tool.program) + "\n"
    text += wrap(mode.discussion, indent: 0) + "\n"
    if !mode.positionals.isEmpty {
      text += "\narguments:\n" + table(mode.positionals.map { ($0.name, $0.help) })
    }
    text += "\noptions:\n" + table(optionRows(mode))
    let variables = mode.environmentVariables
    if !variables.isEmpty {
      text += "\nenvironment:\n" + table(variables.map { ($0.name, $0.help) })
    }
    text += examples(mode, program: tool.program)
    text += "\nexit status: 0 success, 1 failure, 2 usage error\n"
    return text
  }

  /// The help of a group of modes (`plugin`): its subcommands, one line each.
  /// - Parameters:
  ///   - word: The group's word.
  ///   - tool: The tool.
  /// - Returns: The text, or `nil` when `word` names no group.
  public static func group(_ word: String, of tool: CommandLineTool) -> String? {
    let members = tool.modes.map(\.spec).filter { $0.path.count > 1 && $0.path[0] == word }
    guard !members.isEmpty else { return nil }
    var text = "usage: \(tool.program) \(word) SUBCOMMAND [OPTIONS]\n\nsubcommands:\n"
    text += table(members.map { ($0.path.dropFirst().joined(separator: " "), $0.summary) })
    text += "\nEach one's options and examples: \(tool.program) \(word) SUBCOMMAND --help.\n"
    return text
  }

  /// The mode's usage: `usage: ` and its synopsis, wrapped under itself.
  /// - Parameters:
  ///   - mode: The mode.
  ///   - program: The program's name.
  /// - Returns: The lines, ending with a newline.
  public static func usage(_ mode: ModeSpec, program: String) -> String {
    "usage: " + wrap(mode.synopsis(program: program), indent: 7).dropFirst(7) + "\n"
  }

  /// Every environment variable the tool's modes read, without repeats, in mode order.
  /// - Parameter tool: The tool.
  /// - Returns: The variables.
  public static func environment(of tool: CommandLineTool) -> [EnvironmentSpec] {
    var seen = Set<String>()
    var variables: [EnvironmentSpec] = []
    for spec in tool.specs {
      for variable in spec.environmentVariables where seen.insert(variable.name).inserted {
        let modeName = spec.path.isEmpty ? "" : " (\(spec.name))"
        variables.append(EnvironmentSpec(variable.name, help: variable.help + modeName))
      }
    }
    return variables
  }

  /// The rows of a mode's options: label, then help with its default and variable.
  static func optionRows(_ mode: ModeSpec) -> [(String, String)] {
    mode.visibleOptions.map { option in
      var help = option.help
      var notes: [String] = []
      if let value = option.defaultValue { notes.append("default: \(value)") }
      if let variable = option.environment { notes.append("env: \(variable)") }
      if option.isRepeatable { notes.append("repeatable") }
      if option.isRequired { notes.append("required") }
      if !notes.isEmpty { help += " (\(notes.joined(separator: "; ")))" }
      return (option.label, help)
    }
  }

  private static func examples(_ mode: ModeSpec, program: String) -> String {
    guard !mode.examples.isEmpty else { return "" }
    var text = "\nexamples:\n"
    for example in mode.examples {
      text += "  " + ([program] + [example.arguments].filter { !$0.isEmpty }).joined(separator: " ")
      text += "\n"
      text += wrap(example.help, indent: 6) + "\n"
    }
    return text
  }

  /// Two columns: the first padded, the second wrapped at 100 columns under itself.
  static func table(_ rows: [(String, String)]) -> String {
    let width = min(26, (rows.map(\.0.count).max() ?? 0) + 2)
    var text = ""
    for (name, help) in rows {
      let head = "  " + name
      if head.count + 2 > width + 2 {
        text += head + "\n" + wrap(help, indent: width + 2) + "\n"
      } else {
        let padded = head.padding(toLength: width + 2)
        let wrapped = wrap(help, indent: width + 2)
        text += padded + wrapped.dropFirst(width + 2) + "\n"
      }
    }
    return text
  }

  /// `text` wrapped at 100 columns, every line indented by `indent` spaces.
  static func wrap(_ text: String, indent: Int, width: Int = 100) -> String {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if !line.isEmpty && indent + line.count + 1 + word.count > width {
          lines.append(String(repeating: " ", count: indent) + line)
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      lines.append(line.isEmpty ? "" : String(repeating: " ", count: indent) + line)
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// The string padded with spaces to `length` characters (never cut).
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
