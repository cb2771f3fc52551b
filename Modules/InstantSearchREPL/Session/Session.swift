import InstantSearchControllers
import InstantSearchCore
import InstantSearchPluginHost
import LineEditor

/// A search session: the widgets an app would build (a searcher, a filter state, Sort By,
/// Clear Filters, hits, stats and facet lists), driven by typed commands instead of taps.
///
/// Every command goes through the widgets exactly as an app's views would: `sort 2` clicks
/// the Sort By controller, `clear` clicks the Clear Filters controller, `search` sets the
/// query and searches. Testable without a terminal: give it a configuration whose output
/// captures text and whose terminal is scripted.
@MainActor
public final class Session {
  /// What the session writes to and reads from.
  public let configuration: SessionConfiguration

  /// What Tab completes, kept up to date after every command.
  public let vocabulary: CompletionVocabulary.Shared

  /// The plugins loaded in this session.
  public let plugins: PluginRegistry

  /// The widgets of the open source; `nil` until one is open.
  var stack: SearchStack?

  /// The controller Clear Filters shows through.
  var clearController: ClearController

  /// The ID of the controller Sort By shows through (kept when another source is opened).
  var sortControllerID = "terminal"

  /// The widgets also shown through plugin views (`use hits ID`).
  let pluginWidgets = PluginWidgets()

  /// Whether local engines opened in this session are strict (`--strict`).
  var strictParameters = false

  /// Creates a session with nothing open; `start(_:)` opens the source the options name.
  /// - Parameters:
  ///   - configuration: Output, terminal, style and environment.
  ///   - vocabulary: Where the session publishes what Tab can complete.
  ///   - plugins: The plugin registry `plugin load` adds to.
  public init(
    configuration: SessionConfiguration,
    vocabulary: CompletionVocabulary.Shared = CompletionVocabulary.Shared(),
    plugins: PluginRegistry = PluginRegistry()
  ) {
    self.configuration = configuration
    self.vocabulary = vocabulary
    self.plugins = plugins
    self.clearController = .terminal(
      TerminalClearButtonController(terminal: configuration.terminal))
  }

  /// The prompt: the current index's name.
  public var prompt: String {
    "\(currentIndexName ?? "instantsearch")> "
  }

  /// The name of the index searched now, if any.
  public var currentIndexName: String? { stack?.searcher.indexName }

  /// Runs one line: parses it, runs the command, prints its report or its error.
  /// - Parameter line: The line as typed.
  /// - Returns: How it ended.
  public func execute(_ line: String) async -> CommandOutcome {
    let command: any SessionCommand
    do {
      guard let parsed = try CommandRegistry.parse(line) else { return .succeeded }
      command = parsed
    } catch {
      report(error, command: CommandRegistry.firstWord(of: line), line: line)
      return .failed
    }
    if command is QuitCommand { return .quit }
    defer { updateVocabulary() }
    do {
      let report = try await interruptibly { try await command.run(in: self) }
      print(report, command: command.name)
      printPluginViews()
      return .succeeded
    } catch is CancellationError {
      configuration.output.writeError("cancelled\n")
      return .failed
    } catch {
      report(error, command: command.name, line: line)
      return .failed
    }
  }

  /// Runs `work` (a command, or opening the first source); when the configuration can tell of
  /// an interrupt (Ctrl-C), an interrupt cancels it.
  func interruptibly(_ work: @escaping @MainActor () async throws -> Report) async throws
    -> Report
  {
    guard let interrupted = configuration.interruptRequested else { return try await work() }
    _ = interrupted()  // An interrupt from before the command does not cancel it.
    let task = Task { try await work() }
    // Off the main actor: cancelling runs the command's cancellation handlers on the caller,
    // and a network task's may block for a while.
    let watcher = InterruptWatcher(interrupted) { task.cancel() }
    defer {
      watcher.stop()
      // The interrupt that cancelled the command ends with it: a second one the terminal
      // delivered meanwhile must not turn the next read into an interrupt.
      if task.isCancelled { _ = interrupted() }
    }
    do {
      return try await task.value
    } catch  where task.isCancelled {
      // Whatever a cancelled command throws (a transport may report the dropped connection),
      // the user pressed Ctrl-C: say so.
      throw CancellationError()
    }
  }

  /// The open source's widgets.
  /// - Throws: `SessionError` when nothing is open.
  func requireStack() throws -> SearchStack {
    guard let stack else {
      throw SessionError("nothing is open: use open demo, open PATH or connect algolia")
    }
    return stack
  }

  /// Prints a report: its lines, or one JSON object.
  func print(_ report: Report, command: String) {
    if configuration.json {
      var object: JSONObject = ["command": .string(command)]
      for (key, value) in report.json { object[key] = value }
      configuration.output.write(JSON.object(object).jsonString + "\n")
    } else if !report.lines.isEmpty {
      configuration.output.write(report.lines.joined(separator: "\n") + "\n")
    }
  }

  /// Prints an error, named after its command (`connect: …`): on the error stream in text
  /// mode, as an object on the output in JSON mode (and on the error stream too for a script,
  /// but not on a terminal, where both streams show and it would be printed twice); when
  /// `line` reads like words to search for (`open source`, `sort of`), says how.
  func report(_ error: any Error, command: String, line: String? = nil) {
    var message = TerminalText.escaped(String(describing: error))
    if !message.hasPrefix(command + ":") { message = command + ": " + message }
    if let line, let hint = Self.searchHint(for: line) { message += hint }
    if !(configuration.json && configuration.isInteractive) {
      configuration.output.writeError(configuration.style.error("error: ") + message + "\n")
    }
    if configuration.json {
      let object: JSONObject = ["command": .string(command), "error": .string(message)]
      configuration.output.write(JSON.object(object).jsonString + "\n")
    }
  }

  /// The hint for a failed line whose words after a command's name are plain words, which a
  /// person may have meant as a search: `open source` fails as `open`.
  static func searchHint(for line: String) -> String? {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let first = words.first, words.count >= 2,
      let command = CommandRegistry.command(named: String(first)),
      command.name != SearchCommand.name, command.name != HelpCommand.name,
      words.dropFirst().allSatisfy({ $0.allSatisfy(\.isLetter) })
    else { return nil }
    let text = words.joined(separator: " ")
    return "; to search for \"\(text)\", type: search \(text)"
  }
}
