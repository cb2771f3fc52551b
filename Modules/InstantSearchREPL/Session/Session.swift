import InstantSearchCore
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

  /// Creates a session with nothing open; `start(_:)` opens the source the options name.
  /// - Parameters:
  ///   - configuration: Output, terminal, style and environment.
  ///   - vocabulary: Where the session publishes what Tab can complete.
  public init(
    configuration: SessionConfiguration,
    vocabulary: CompletionVocabulary.Shared = CompletionVocabulary.Shared()
  ) {
    self.configuration = configuration
    self.vocabulary = vocabulary
  }

  /// Opens the source the launch options name (the demo index by default) and shows the
  /// first page of results.
  /// - Parameter options: The launch options.
  /// - Returns: Whether it worked; on failure the error is printed.
  public func start(_ options: LaunchOptions) async -> CommandOutcome {
    .succeeded
  }

  /// The prompt: the current index's name.
  public var prompt: String {
    "\(currentIndexName ?? "instantsearch")> "
  }

  /// The name of the index searched now, if any.
  public var currentIndexName: String? { nil }

  /// Runs one line: parses it, runs the command, prints its report or its error.
  /// - Parameter line: The line as typed.
  /// - Returns: How it ended.
  public func execute(_ line: String) async -> CommandOutcome {
    let command: Command
    do {
      guard let parsed = try Command.parse(line) else { return .succeeded }
      command = parsed
    } catch {
      report(error, command: String(line.split(separator: " ").first ?? ""))
      return .failed
    }
    if command == .quit { return .quit }
    do {
      let report = try await run(command)
      print(report, command: command.name)
      return .succeeded
    } catch is CancellationError {
      configuration.output.writeError("cancelled\n")
      return .failed
    } catch {
      report(error, command: command.name)
      return .failed
    }
  }

  /// Runs `command` and returns what it produced.
  func run(_ command: Command) async throws -> Report {
    switch command {
    case .help(let name):
      return try help(name)
    case .quit:
      return Report()
    default:
      throw SessionError("\(command.name): not available")
    }
  }

  /// Prints a report: its lines, or one JSON object.
  private func print(_ report: Report, command: String) {
    if configuration.json {
      var object: JSONObject = ["command": .string(command)]
      for (key, value) in report.json { object[key] = value }
      configuration.output.write(JSON.object(object).jsonString + "\n")
    } else if !report.lines.isEmpty {
      configuration.output.write(report.lines.joined(separator: "\n") + "\n")
    }
  }

  /// Prints an error on the error stream (and, in JSON mode, as an object on the output).
  private func report(_ error: any Error, command: String) {
    let message = String(describing: error)
    configuration.output.writeError(configuration.style.error("error: ") + message + "\n")
    if configuration.json {
      let object: JSONObject = ["command": .string(command), "error": .string(message)]
      configuration.output.write(JSON.object(object).jsonString + "\n")
    }
  }
}
