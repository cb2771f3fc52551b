/// A command line read against a mode's declarations: the options given (or taken from the
/// environment, or their defaults) and the words after them.
public struct ParsedArguments: Sendable, Equatable {
  /// The values given on the command line, by option name, in order.
  public var given: [String: [String]]
  /// The values the environment gives, by option name.
  public var fromEnvironment: [String: String]
  /// The defaults, by option name.
  public var defaults: [String: String]
  /// The words after the options.
  public var positionals: [String]
  /// Whether `-h` or `--help` was given.
  public var helpRequested: Bool
  /// Whether `--version` was given.
  public var versionRequested: Bool

  /// Creates parsed arguments.
  /// - Parameters:
  ///   - given: The values given, by option name.
  ///   - fromEnvironment: The values the environment gives, by option name.
  ///   - defaults: The defaults, by option name.
  ///   - positionals: The words after the options.
  ///   - helpRequested: Whether help was asked for.
  ///   - versionRequested: Whether the version was asked for.
  public init(
    given: [String: [String]] = [:], fromEnvironment: [String: String] = [:],
    defaults: [String: String] = [:], positionals: [String] = [], helpRequested: Bool = false,
    versionRequested: Bool = false
  ) {
    self.given = given
    self.fromEnvironment = fromEnvironment
    self.defaults = defaults
    self.positionals = positionals
    self.helpRequested = helpRequested
    self.versionRequested = versionRequested
  }

  /// Whether a flag was given.
  /// - Parameter option: The flag's declaration.
  /// - Returns: `true` when it is on the command line.
  public func flag(_ option: OptionSpec) -> Bool {
    given[option.name] != nil
  }

  /// Whether the option was written on the command line.
  /// - Parameter option: The option's declaration.
  /// - Returns: `true` when given.
  public func isGiven(_ option: OptionSpec) -> Bool {
    given[option.name] != nil
  }

  /// An option's value: the last given, else the environment's, else the default.
  /// - Parameter option: The option's declaration.
  /// - Returns: The value, or `nil`.
  public func value(_ option: OptionSpec) -> String? {
    given[option.name]?.last ?? fromEnvironment[option.name] ?? defaults[option.name]
  }

  /// Every value of a repeatable option, in order.
  /// - Parameter option: The option's declaration.
  /// - Returns: The values, empty when none was given.
  public func values(_ option: OptionSpec) -> [String] {
    given[option.name] ?? []
  }

  /// An option's value read as a whole number in `range`.
  /// - Parameters:
  ///   - option: The option's declaration.
  ///   - range: The numbers allowed.
  /// - Returns: The number, or `nil` when the option has no value.
  /// - Throws: `UsageError` when the value is not a whole number in the range.
  public func number(_ option: OptionSpec, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
    guard let text = value(option) else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw UsageError("\(option.flag) must be a whole number in \(range), not \"\(text)\"")
    }
    return number
  }
}
