import InstantSearchClient

/// What `instantsearch` was started with: where to search, which index, how to print.
public struct LaunchOptions: Sendable, Equatable {
  /// A records file or a dataset folder to search, instead of the demo index.
  public var dataPath: String?

  /// Hosts of the Algolia API (given hosts mean the real API at those hosts).
  public var hosts: [String]

  /// The index to start on.
  public var indexName: String?

  /// Whether every command prints one JSON object instead of text.
  public var json: Bool

  /// Whether the usage was asked for.
  public var showUsage: Bool

  /// Whether the version was asked for (`--version`): printed, then the program ends.
  public var showVersion = false

  /// Whether the local engine refuses search parameters it does not honour (a 400 naming the
  /// parameter) instead of ignoring them with a warning in the response's `message`.
  public var strict: Bool

  /// Creates options.
  /// - Parameters:
  ///   - dataPath: A records file or dataset folder.
  ///   - hosts: Algolia hosts.
  ///   - indexName: The index to start on.
  ///   - json: Whether to print JSON.
  ///   - showUsage: Whether to print the usage and stop.
  ///   - strict: Whether the local engine refuses parameters it does not honour.
  public init(
    dataPath: String? = nil, hosts: [String] = [], indexName: String? = nil, json: Bool = false,
    showUsage: Bool = false, strict: Bool = false
  ) {
    self.dataPath = dataPath
    self.hosts = hosts
    self.indexName = indexName
    self.json = json
    self.showUsage = showUsage
    self.strict = strict
  }

  /// The usage text of the program.
  public static let usage = """
    usage: instantsearch [--data PATH] [--host URL]... [--index NAME] [--json] [--strict]
                         [--version] [--help]

    Explore a search index: the demo index by default, a records file or a dataset folder
    (--data), or the Algolia API (ALGOLIA_APP_ID and ALGOLIA_API_KEY set in the environment,
    optionally with --host URL, repeatable). Commands are read from the terminal with line
    editing, or from standard input when it is not a terminal. Type `help` for the commands.

      --data PATH    a records file (JSON array or NDJSON), a folder of NAME.json,
                     NAME_settings.json and REPLICA_settings.json files, or a snapshot
                     written by `instantsearch index` (see `instantsearch index --help`)
      --host URL     an Algolia host to use (repeatable)
      --index NAME   the index to start on (default: the folder's primary index)
      --json         print one JSON object per command
      --strict       the local engine refuses search parameters it does not implement
      --version      print the version
      --help         print this text

    An option's value may also follow an equals sign: --data=PATH, --index=NAME.
    """

  /// What `--version` prints.
  public static let version = "instantsearch \(UserAgent.clientVersion)"

  /// Reads the command-line arguments (without the program name).
  /// - Parameter arguments: The arguments.
  /// - Returns: The options.
  /// - Throws: `LaunchError` naming the argument that is wrong.
  public static func parse(_ arguments: [String]) throws(LaunchError) -> LaunchOptions {
    var options = LaunchOptions()
    var remaining = arguments[...]
    while let word = remaining.popFirst() {
      // `--data=PATH` reads as `--data PATH`.
      let split = word.hasPrefix("--") ? word.firstIndex(of: "=") : nil
      let argument = split.map { String(word[..<$0]) } ?? word
      var attached = split.map { String(word[word.index(after: $0)...]) }
      func value() throws(LaunchError) -> String {
        if let value = attached {
          attached = nil
          guard !value.isEmpty else { throw .missingValue(argument) }
          return value
        }
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
          throw .missingValue(argument)
        }
        return value
      }
      switch argument {
      case "--data": options.dataPath = try value()
      case "--host": options.hosts.append(try value())
      case "--index": options.indexName = try value()
      case "--json": options.json = true
      case "--strict": options.strict = true
      case "--help", "-h": options.showUsage = true
      case "--version": options.showVersion = true
      case "--api-key", "--apiKey", "--key":
        throw .keyOnCommandLine
      default: throw .unknownArgument(word)
      }
      if attached != nil { throw .unexpectedValue(argument) }
    }
    if options.dataPath != nil && !options.hosts.isEmpty { throw .conflict("--data", "--host") }
    return options
  }
}
