/// What a shell may offer for a value when completing it.
public enum ValueCompletion: Sendable, Hashable {
  /// Nothing in particular: any text.
  case none
  /// A file (or a folder on the way to one).
  case file
  /// A folder.
  case directory
  /// One of these words.
  case choices([String])
}

/// One option of a mode, declared once: its name, its short name, the value it takes, its
/// default, the environment variable that gives it when it is not on the command line, and its
/// help. The declaration drives parsing, `--help`, the "did you mean" of errors, shell
/// completion and the man page.
public struct OptionSpec: Sendable, Hashable {
  /// The long name without its dashes: `data` is written `--data`.
  public var name: String
  /// The one-letter name, written `-x`, if any.
  public var short: Character?
  /// The value's name in help (`PATH`), or `nil` for a flag that takes no value.
  public var valueName: String?
  /// The value used when neither the command line nor the environment gives one, shown in help.
  public var defaultValue: String?
  /// The environment variable read when the option is not given.
  public var environment: String?
  /// Whether the option may be given more than once, each value kept.
  public var isRepeatable: Bool
  /// Whether the option must be given (on the command line or by its variable).
  public var isRequired: Bool
  /// Whether the option is left out of help, completion and the man page (a child process's).
  public var isHidden: Bool
  /// What completion offers for the value.
  public var completion: ValueCompletion
  /// One sentence saying what the option does.
  public var help: String

  /// Declares an option.
  /// - Parameters:
  ///   - name: The long name, without dashes.
  ///   - short: The one-letter name, if any.
  ///   - value: The value's name in help, or `nil` for a flag.
  ///   - defaultValue: The default, shown in help.
  ///   - environment: The environment variable read when the option is not given.
  ///   - repeatable: Whether it may be given more than once.
  ///   - required: Whether it must be given.
  ///   - hidden: Whether help, completion and the man page leave it out.
  ///   - completion: What completion offers for the value.
  ///   - help: What the option does.
  public init(
    _ name: String, short: Character? = nil, value: String? = nil, defaultValue: String? = nil,
    environment: String? = nil, repeatable: Bool = false, required: Bool = false,
    hidden: Bool = false,
    completion: ValueCompletion = .none, help: String
  ) {
    self.name = name
    self.short = short
    self.valueName = value
    self.defaultValue = defaultValue
    self.environment = environment
    self.isRepeatable = repeatable
    self.isRequired = required
    self.isHidden = hidden
    self.completion = completion
    self.help = help
  }

  /// Whether the option takes a value.
  public var takesValue: Bool { valueName != nil }

  /// `--name`.
  public var flag: String { "--\(name)" }

  /// How help shows the option: `-d, --data PATH`.
  public var label: String {
    let long = flag + (valueName.map { " \($0)" } ?? "")
    return short.map { "-\($0), \(long)" } ?? long
  }
}

/// A word a mode takes after its options (a plugin's FILE, a shell's name).
public struct PositionalSpec: Sendable, Hashable {
  /// Its name in help: `FILE`.
  public var name: String
  /// Whether it must be given.
  public var isRequired: Bool
  /// What completion offers.
  public var completion: ValueCompletion
  /// What it is.
  public var help: String

  /// Declares a positional argument.
  /// - Parameters:
  ///   - name: Its name in help.
  ///   - required: Whether it must be given.
  ///   - completion: What completion offers.
  ///   - help: What it is.
  public init(
    _ name: String, required: Bool = true, completion: ValueCompletion = .none, help: String
  ) {
    self.name = name
    self.isRequired = required
    self.completion = completion
    self.help = help
  }
}

/// An environment variable a mode reads, for help and the man page.
public struct EnvironmentSpec: Sendable, Hashable {
  /// The variable's name.
  public var name: String
  /// What it gives.
  public var help: String

  /// Declares an environment variable.
  /// - Parameters:
  ///   - name: Its name.
  ///   - help: What it gives.
  public init(_ name: String, help: String) {
    self.name = name
    self.help = help
  }
}

/// One example of a mode's use, for its help and the man page.
public struct ExampleSpec: Sendable, Hashable {
  /// The command line, without the program's name.
  public var arguments: String
  /// What it does.
  public var help: String

  /// Declares an example.
  /// - Parameters:
  ///   - arguments: The command line after the program's name.
  ///   - help: What it does.
  public init(_ arguments: String, _ help: String) {
    self.arguments = arguments
    self.help = help
  }
}
