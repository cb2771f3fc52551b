/// One mode of a command-line tool (`serve`, `plugin check`): the words that select it and
/// everything its help, parsing, completion and man page need.
public struct ModeSpec: Sendable, Hashable {
  /// The words that select the mode (`["plugin", "check"]`); empty for the default mode.
  public var path: [String]
  /// One line saying what the mode does, for the list of modes.
  public var summary: String
  /// A paragraph or two for the mode's help and the man page.
  public var discussion: String
  /// The options, in the order help lists them.
  public var options: [OptionSpec]
  /// The words after the options.
  public var positionals: [PositionalSpec]
  /// Environment variables the mode reads that are not an option's.
  public var environment: [EnvironmentSpec]
  /// Two or three examples.
  public var examples: [ExampleSpec]
  /// Option names refused with a message of their own (an API key on the command line).
  public var refused: [String: String]

  /// Declares a mode.
  /// - Parameters:
  ///   - path: The words that select it; empty for the default mode.
  ///   - summary: One line for the list of modes.
  ///   - discussion: The longer description.
  ///   - options: The options.
  ///   - positionals: The words after the options.
  ///   - environment: Environment variables read that are not an option's.
  ///   - examples: Examples of its use.
  ///   - refused: Option names (with dashes) refused with a message of their own.
  public init(
    _ path: [String], summary: String, discussion: String, options: [OptionSpec],
    positionals: [PositionalSpec] = [], environment: [EnvironmentSpec] = [],
    examples: [ExampleSpec] = [], refused: [String: String] = [:]
  ) {
    self.path = path
    self.summary = summary
    self.discussion = discussion
    self.options = options
    self.positionals = positionals
    self.environment = environment
    self.examples = examples
    self.refused = refused
  }

  /// The mode's words joined: `plugin check`; empty for the default mode.
  public var name: String { path.joined(separator: " ") }

  /// The options help, completion and the man page show, with `--help` last.
  public var visibleOptions: [OptionSpec] {
    options.filter { !$0.isHidden } + [StandardOptions.help]
  }

  /// Every environment variable the mode reads: its options' and its own, without repeats.
  public var environmentVariables: [EnvironmentSpec] {
    var seen = Set<String>()
    var variables: [EnvironmentSpec] = []
    for option in options where !option.isHidden {
      guard let name = option.environment, seen.insert(name).inserted else { continue }
      variables.append(EnvironmentSpec(name, help: "the value of \(option.flag) when not given"))
    }
    for variable in environment where seen.insert(variable.name).inserted {
      variables.append(variable)
    }
    return variables
  }

  /// One line of usage: `serve --data DIR|FILE [--port N] ... `.
  /// - Parameter program: The program's name.
  /// - Returns: The synopsis.
  public func synopsis(program: String) -> String {
    var parts = [program] + path
    for option in options where !option.isHidden {
      let text = option.flag + (option.valueName.map { " \($0)" } ?? "")
      parts.append(
        option.isRequired ? text : option.isRepeatable ? "[\(text)]..." : "[\(text)]")
    }
    for positional in positionals {
      parts.append(positional.isRequired ? positional.name : "[\(positional.name)]")
    }
    return parts.joined(separator: " ")
  }
}

/// Options every mode takes.
public enum StandardOptions {
  /// `-h`, `--help`: prints the mode's help.
  public static let help = OptionSpec("help", short: "h", help: "print this help and exit")
  /// `--version`: prints the version.
  public static let version = OptionSpec("version", help: "print the version and exit")
}
