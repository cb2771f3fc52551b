import InstantSearchREPL
import InstantSearchServer

/// `instantsearch serve`: reads ``ServeOptions`` from the command line and the environment and
/// runs the server until it is stopped.
enum ServeMode {
  typealias Options = Declarations.Serve

  static let mode = Mode(Options.spec) { context throws(UsageError) in
    let options = try serveOptions(context.arguments)
    if let problem = DataFile.problem(at: options.data) {
      context.writeError("serve: \(problem)\n")
      return ExitCode.failure
    }
    return ServeCommand.run(options)
  }

  /// The server's options the parsed command line (and the environment) give.
  /// - Parameter arguments: The parsed command line.
  /// - Returns: The options.
  /// - Throws: `UsageError` naming the option that is wrong.
  static func serveOptions(_ arguments: ParsedArguments) throws(UsageError) -> ServeOptions {
    guard let data = arguments.value(Options.data) else {
      throw UsageError("--data DIR (or a snapshot or records FILE) is required")
    }
    var options = ServeOptions(data: data)
    options.port = try arguments.number(Options.port, in: 0...65535) ?? options.port
    options.bind = arguments.value(Options.bind) ?? options.bind
    options.appID = arguments.value(Options.appID)
    options.adminKey = arguments.value(Options.adminKey)
    options.searchKey = arguments.value(Options.searchKey)
    options.limits.maxBodyBytes =
      try arguments.number(Options.maxBody, in: 1...(1 << 31)) ?? options.limits.maxBodyBytes
    options.maxRecordBytes =
      try arguments.number(Options.maxRecord, in: 1...(1 << 31)) ?? options.maxRecordBytes
    options.limits.maxConnections =
      try arguments.number(Options.maxConnections, in: 1...10_000)
      ?? options.limits.maxConnections
    options.limits.timeoutSeconds =
      try arguments.number(Options.timeout, in: 1...3600) ?? options.limits.timeoutSeconds
    options.limits.threads =
      try arguments.number(Options.threads, in: 1...256) ?? options.limits.threads
    options.quiet = arguments.flag(Options.quiet)
    options.strict = arguments.flag(Options.strict)
    if options.searchKey != nil && options.adminKey == nil {
      throw UsageError("a search key needs an admin key too (--admin-key)")
    }
    return options
  }
}
