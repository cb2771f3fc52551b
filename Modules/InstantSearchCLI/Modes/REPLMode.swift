import InstantSearchREPL

/// The default mode: the REPL, started with ``LaunchOptions`` read from the command line.
enum REPLMode {
  typealias Options = Declarations.REPL

  static let mode = Mode(Options.spec) { context throws(UsageError) in
    let options = try launchOptions(context.arguments)
    return await Launcher.run(
      options: options, environment: context.environment,
      pluginProbe: PluginCheckMode.probe(executable: context.executable))
  }

  /// The launch options the parsed command line gives.
  /// - Parameter arguments: The parsed command line.
  /// - Returns: The options.
  /// - Throws: `UsageError` when `--data` and `--host` are both given.
  static func launchOptions(_ arguments: ParsedArguments) throws(UsageError) -> LaunchOptions {
    let options = LaunchOptions(
      dataPath: arguments.value(Options.data), hosts: arguments.values(Options.host),
      indexName: arguments.value(Options.index), json: arguments.flag(Options.json),
      strict: arguments.flag(Options.strict))
    if options.dataPath != nil && !options.hosts.isEmpty {
      throw UsageError("--data and --host cannot be used together")
    }
    return options
  }
}
