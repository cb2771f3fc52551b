import InstantSearchConnectors
import InstantSearchCore
import LineEditor

/// `clear`, `clear GROUP...`, `clear --except GROUP...`: presses the Clear Filters controller
/// of a connector for those groups.
public struct ClearCommand: SessionCommand {
  /// The word that starts this command's line.
  public static let name = "clear"
  /// Printed by `help`, and after every usage error of this command.
  public static let usage = "clear [--except] [GROUP...]"
  /// Printed beside the usage in the `help` list.
  public static let summary = "clear all filters, those of GROUPs, or all but those"

  /// Which filters a `clear` removes.
  public enum Target: Sendable, Equatable {
    /// Every filter.
    case all
    /// Only the filters of these groups.
    case groups([GroupArgument])
    /// Every filter except those of these groups.
    case except([GroupArgument])
  }

  /// The filters cleared.
  public var target: Target

  /// Creates the command.
  /// - Parameter target: The filters cleared.
  public init(target: Target = .all) {
    self.target = target
  }

  /// Reads the arguments after the name.
  /// - Parameter arguments: The line and its words.
  /// - Throws: `CommandError` naming what does not fit, with its column when there is one.
  public init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words()
    if words.first?.text == "--except" {
      guard words.count >= 2 else { throw arguments.usage("--except needs at least one group") }
      target = .except(try Self.groups(words.dropFirst()))
    } else {
      target = words.isEmpty ? .all : .groups(try Self.groups(words[...]))
    }
  }

  /// The groups named by `words`.
  private static func groups(_ words: ArraySlice<Word>) throws(CommandError) -> [GroupArgument] {
    var groups: [GroupArgument] = []
    for word in words {
      groups.append(try GroupArgument(parsing: word.text, column: word.column))
    }
    return groups
  }

  /// What Tab offers after the name, from the finished words and the session's vocabulary.
  /// - Parameter context: The words typed and the vocabulary.
  /// - Returns: The candidates for the word under the cursor.
  public static func complete(_ context: CompletionContext) -> Completion {
    Completion(
      word: context.word,
      candidates: (context.arguments.isEmpty ? ["--except"] : [])
        + context.vocabulary.groupCandidates)
  }

  /// Runs the command through the session's widgets (see the type's summary).
  /// - Parameter session: The session whose widgets the command drives.
  /// - Returns: The text lines and JSON fields to print.
  /// - Throws: `SessionError` saying what went wrong, or the search's error.
  public func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let ids: [FilterGroup.ID]?
    let mode: ClearMode
    switch target {
    case .all: (ids, mode) = (nil, .specified)
    case .groups(let groups): (ids, mode) = (groups.map(\.groupID), .specified)
    case .except(let groups): (ids, mode) = (groups.map(\.groupID), .except)
    }
    let controller = session.clearController
    let connector = FilterClearConnector(
      filterState: stack.filterState, clearMode: mode, filterGroupIDs: ids,
      controller: controller.controller)
    defer { connector.disconnect() }
    guard connector.interactor.canClear else {
      return Report(lines: ["nothing to clear"], json: ["cleared": false])
    }
    let before = stack.filterState.snapshot
    let response = try await ResponseWaiter.wait(for: stack.searcher) { controller.press() }
    let cleared = stack.filterState.snapshot != before
    var report = response == nil ? Report() : session.resultsReport(stack, hitsLimit: 5)
    let remaining = stack.filterState.filtersString ?? "none"
    report.lines.insert(cleared ? "cleared; filters now: \(remaining)" : "not cleared", at: 0)
    report.json["cleared"] = .bool(cleared)
    return report
  }
}
