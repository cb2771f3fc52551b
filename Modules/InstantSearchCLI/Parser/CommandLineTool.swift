/// What a mode is given to run: its parsed arguments and the process around it.
public struct ModeContext: Sendable {
  /// The command line, read against the mode's declarations.
  public var arguments: ParsedArguments
  /// The environment variables.
  public var environment: [String: String]
  /// The path of the running executable, for modes that start themselves as a child.
  public var executable: String
  /// The tool, for modes that print its help, completion or man page.
  public var tool: CommandLineTool
  /// Writes to standard output.
  public var write: @Sendable (String) -> Void
  /// Writes to standard error.
  public var writeError: @Sendable (String) -> Void
}

/// A mode: its declarations and what runs it.
public struct Mode: Sendable {
  /// The declarations: words, options, help.
  public var spec: ModeSpec
  /// Runs the mode; returns the exit status, or throws a usage error the tool reports.
  public var run: @Sendable (ModeContext) async throws(UsageError) -> Int32

  /// Creates a mode.
  /// - Parameters:
  ///   - spec: Its declarations.
  ///   - run: What runs it.
  public init(
    _ spec: ModeSpec, run: @escaping @Sendable (ModeContext) async throws(UsageError) -> Int32
  ) {
    self.spec = spec
    self.run = run
  }
}

/// A command-line program as a table of modes: it picks the mode the first words name (the
/// default one otherwise), parses the rest with ``ArgumentParser``, answers `--help`, `-h`,
/// `help MODE` and `--version` for every mode, and reports usage errors the same way
/// everywhere, with ``ExitCode/usage``.
public struct CommandLineTool: Sendable {
  /// The program's name.
  public var program: String
  /// What `--version` prints.
  public var version: String
  /// One line saying what the program is.
  public var summary: String
  /// The mode run when no mode is named.
  public var defaultMode: Mode
  /// The named modes, in the order help lists them.
  public var modes: [Mode]

  /// Creates a tool.
  /// - Parameters:
  ///   - program: The program's name.
  ///   - version: What `--version` prints.
  ///   - summary: One line saying what it is.
  ///   - defaultMode: The mode run when none is named.
  ///   - modes: The named modes.
  public init(
    program: String, version: String, summary: String, defaultMode: Mode, modes: [Mode]
  ) {
    self.program = program
    self.version = version
    self.summary = summary
    self.defaultMode = defaultMode
    self.modes = modes
  }

  /// Every mode's declarations, the default one first.
  public var specs: [ModeSpec] { [defaultMode.spec] + modes.map(\.spec) }

  /// The mode `words` start with (the longest match) and how many words name it.
  /// - Parameter words: The command line.
  /// - Returns: The mode and the count of its words, or `nil` when no mode is named.
  public func mode(named words: [String]) -> (mode: Mode, length: Int)? {
    var best: (mode: Mode, length: Int)?
    for mode in modes where words.starts(with: mode.spec.path) {
      if mode.spec.path.count > (best?.length ?? 0) { best = (mode, mode.spec.path.count) }
    }
    return best
  }

  /// Runs the command line.
  /// - Parameters:
  ///   - arguments: The words after the program's name.
  ///   - environment: The environment variables.
  ///   - executable: The path of this executable.
  ///   - write: Writes to standard output.
  ///   - writeError: Writes to standard error.
  /// - Returns: The exit status: ``ExitCode``.
  public func run(
    _ arguments: [String], environment: [String: String], executable: String,
    write: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void
  ) async -> Int32 {
    let selected: Mode
    let rest: [String]
    switch arguments.first {
    case "help":
      let words = Array(arguments.dropFirst())
      if words.isEmpty {
        write(HelpText.tool(self))
        return ExitCode.success
      }
      if words.count == 1, let group = HelpText.group(words[0], of: self) {
        write(group)
        return ExitCode.success
      }
      guard let (named, length) = mode(named: words), length == words.count else {
        return usageError(
          unknownMode(words.joined(separator: " ")), mode: nil, writeError: writeError)
      }
      write(HelpText.mode(named.spec, tool: self))
      return ExitCode.success
    case let first? where !first.hasPrefix("-"):
      if arguments.count == 2, ["-h", "--help"].contains(arguments[1]),
        let group = HelpText.group(first, of: self)
      {
        write(group)
        return ExitCode.success
      }
      guard let (named, length) = mode(named: arguments) else {
        return usageError(unknownMode(first, arguments), mode: nil, writeError: writeError)
      }
      selected = named
      rest = Array(arguments.dropFirst(length))
    default:
      selected = defaultMode
      rest = arguments
    }
    let parsed: ParsedArguments
    do {
      parsed = try ArgumentParser.parse(rest, for: selected.spec, environment: environment)
    } catch {
      return usageError(error, mode: selected.spec, writeError: writeError)
    }
    if parsed.helpRequested {
      write(
        selected.spec.path.isEmpty
          ? HelpText.tool(self) : HelpText.mode(selected.spec, tool: self))
      return ExitCode.success
    }
    if parsed.versionRequested {
      write(version + "\n")
      return ExitCode.success
    }
    let context = ModeContext(
      arguments: parsed, environment: environment, executable: executable, tool: self,
      write: write, writeError: writeError)
    do {
      return try await selected.run(context)
    } catch {
      return usageError(error, mode: selected.spec, writeError: writeError)
    }
  }

  /// The error for a mode name that is not one, with the nearest mode when one is near.
  private func unknownMode(_ word: String, _ words: [String] = []) -> UsageError {
    // `plugin` alone, or `plugin chek`: the group is known, its subcommand is not.
    let groups = modes.filter { $0.spec.path.count > 1 && $0.spec.path.first == word }
    if !groups.isEmpty {
      let names = groups.map { $0.spec.path.dropFirst().joined(separator: " ") }
      guard words.count > 1 else {
        return UsageError("\(word) needs a subcommand: \(names.joined(separator: ", "))")
      }
      return .unknown("subcommand of \(word)", words[1], candidates: names)
    }
    let names = modes.map(\.spec.name) + ["help"]
    let candidates = names + modes.compactMap { $0.spec.path.first }
    var error = UsageError.unknown("mode", word, candidates: Array(Set(candidates)).sorted())
    error.message += " (modes: \(names.joined(separator: ", ")))"
    return error
  }

  /// Reports a usage error on standard error: the message, then the usage, then where help is.
  private func usageError(
    _ error: UsageError, mode: ModeSpec?, writeError: @Sendable (String) -> Void
  ) -> Int32 {
    let name = ([program] + (mode?.path ?? [])).joined(separator: " ")
    var text = "\(name): \(error.message)\n"
    if let mode { text += HelpText.usage(mode, program: program) }
    text += "see `\(name) --help`\n"
    writeError(text)
    return ExitCode.usage
  }
}
