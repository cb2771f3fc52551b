/// A command line `instantsearch` cannot start with.
public enum LaunchError: Error, Sendable, Equatable, CustomStringConvertible {
  /// An argument the program does not know.
  case unknownArgument(String)
  /// An option that needs a value was given none.
  case missingValue(String)
  /// A flag that takes no value was given one (`--json=yes`).
  case unexpectedValue(String)
  /// Two options that cannot go together.
  case conflict(String, String)
  /// An API key was passed as an argument, where every process can read it.
  case keyOnCommandLine

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .unknownArgument(let argument): return "unknown argument \"\(argument)\" (see --help)"
    case .missingValue(let option): return "\(option) needs a value"
    case .unexpectedValue(let option): return "\(option) takes no value"
    case .conflict(let first, let second): return "\(first) and \(second) cannot be used together"
    case .keyOnCommandLine:
      return "API keys are read from ALGOLIA_API_KEY in the environment, never from arguments"
    }
  }
}
