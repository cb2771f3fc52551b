import InstantSearchControllers
import LineEditor

/// `sort [N|INDEX]`: clicks the option of the Sort By controller at position N (numbered from
/// 1, as `indices` lists them) or named INDEX; alone, lets the controller ask.
struct SortCommand: SessionCommand {
  static let reference = CommandReference(
    "sort", usage: "sort [N|INDEX]",
    summary: "sort by the Nth index or by INDEX; alone, pick from a list")

  /// A position (from 1, as `indices` numbers them) or an index name; `nil` lets the
  /// controller present the options and ask.
  var target: String?

}

extension SortCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    target = try arguments.words(atMost: 1, "expected one position or index name").first?.text
  }

  static func complete(_ context: CompletionContext) -> Completion {
    context.firstArgument(context.vocabulary.indexNames)
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let names = stack.sortBy.indicesNames
    let before = stack.searcher.indexName
    let response = try await ResponseWaiter.wait(for: stack.searcher) {
      guard let target else {
        stack.sortController.ask()
        return
      }
      let key: Int
      if let number = Int(target) {
        guard names.indices.contains(number - 1) else {
          throw SessionError(
            names.count == 1
              ? "sort: no sort order \(number); there is only 1, the index itself"
              : "sort: no sort order \(number); indices lists 1 to \(names.count)")
        }
        key = number - 1
      } else if let position = names.firstIndex(of: target) {
        key = position
      } else {
        throw SessionError(
          "sort: unknown index \"\(target)\"; sort orders: \(names.joined(separator: ", "))")
      }
      stack.sortController.click(key)
    }
    guard response != nil else {
      return Report(
        lines: ["still sorted by \(before)"], json: ["index": .string(stack.searcher.indexName)])
    }
    session.applyColumns(stack)
    var report = session.resultsReport(stack, hitsLimit: Session.hitsShown)
    report.lines.insert(
      "sorted by "
        + session.configuration.style.accent(TerminalText.escaped(stack.searcher.indexName)), at: 0)
    return report
  }
}
