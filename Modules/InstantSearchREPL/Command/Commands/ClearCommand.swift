import InstantSearchConnectors
import InstantSearchCore
import LineEditor

/// `clear`, `clear GROUP...`, `clear --except GROUP...`: presses the Clear Filters controller
/// of a connector for those groups.
struct ClearCommand: SessionCommand {
  static let reference = CommandReference(
    "clear", usage: "clear [--except] [GROUP...]",
    summary: "clear all filters, those of GROUPs, or all but those")

  /// Which filters a `clear` removes.
  enum Target: Sendable, Equatable {
    /// Every filter.
    case all
    /// Only the filters of these groups.
    case groups([GroupArgument])
    /// Every filter except those of these groups.
    case except([GroupArgument])
  }

  /// The filters cleared.
  var target: Target = .all

}

extension ClearCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
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

  static func complete(_ context: CompletionContext) -> Completion {
    Completion(
      word: context.word,
      candidates: (context.arguments.isEmpty ? ["--except"] : [])
        + context.vocabulary.groups.filter { !context.arguments.contains($0) })
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let ids: [FilterGroup.ID]?
    let mode: ClearMode
    switch target {
    case .all: (ids, mode) = (nil, .specified)
    case .groups(let groups): (ids, mode) = (groups.map(\.groupID), .specified)
    case .except(let groups): (ids, mode) = (groups.map(\.groupID), .except)
    }
    try Self.refuseUnknownGroups(target, in: stack)
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
    var report =
      response == nil ? Report() : session.resultsReport(stack, hitsLimit: Session.hitsShown)
    let remaining = stack.filterState.filtersString ?? "none"
    report.lines.insert(cleared ? "cleared; filters now: \(remaining)" : "not cleared", at: 0)
    report.json["cleared"] = .bool(cleared)
    return report
  }

  /// Refuses, before anything is cleared, a target that names a group holding no filter:
  /// `clear --except or:tag` with no such group would clear everything, and the filters are the
  /// user's work.
  @MainActor private static func refuseUnknownGroups(_ target: Target, in stack: SearchStack)
    throws
  {
    let named: [GroupArgument]
    switch target {
    case .all: named = []
    case .groups(let groups), .except(let groups): named = groups
    }
    var inUse: [GroupArgument] = []
    for item in stack.currentFilters.items where !inUse.contains(GroupArgument(item.id)) {
      inUse.append(GroupArgument(item.id))
    }
    let unknown = named.filter { !inUse.contains($0) }
    guard !unknown.isEmpty else { return }
    let groups = inUse.isEmpty ? "none" : inUse.map(\.description).joined(separator: ", ")
    throw SessionError(
      "clear: no filters in \(unknown.map(\.description).joined(separator: ", ")); "
        + "nothing was cleared (groups with filters: \(groups))")
  }
}
