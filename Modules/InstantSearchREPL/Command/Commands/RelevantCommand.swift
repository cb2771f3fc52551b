import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import LineEditor

/// `relevant`, `relevant all` or `relevant only`: shows what relevant sort did to the last
/// search of a virtual replica ("N relevant results of M"), or switches between the relevant
/// hits and every hit through the Relevant Sort widget (`relevancyStrictness` 100 or 0) and
/// searches.
struct RelevantCommand: SessionCommand {
  static let reference = CommandReference(
    "relevant", usage: "relevant [all|only]",
    summary: "on a virtual replica: show relevant sort, or show all hits or only relevant ones",
    details: [
      "Relevant sort applies to a virtual replica: sort to one first (the demo's is",
      "products_rating_desc). It keeps the most relevant hits; all shows every hit, and",
      "only goes back to the relevant ones.",
    ])

  /// The priority wanted, or nil to show the state.
  var priority: RelevantSortPriority?
}

extension RelevantCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words(atMost: 1, "expected all, only or nothing")
    switch words.first?.text {
    case nil: priority = nil
    case "all": priority = .hitsCount
    case "only": priority = .relevancy
    case let text?:
      throw arguments.usage("expected all or only, found \"\(text)\"", column: words[0].column)
    }
  }

  static func complete(_ context: CompletionContext) -> Completion {
    context.firstArgument(["all", "only"])
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let (widget, view) = stack.relevantSort()
    if stack.hits.response == nil {
      _ = try await ResponseWaiter.wait(for: stack.searcher) { stack.searcher.search() }
    }
    if let priority {
      guard let current = widget.interactor.priority else {
        throw SessionError(
          "relevant: \(stack.searcher.indexName) is not a virtual replica, so relevant sort "
            + "does not apply: sort to one first")
      }
      if current != priority {
        _ = try await ResponseWaiter.wait(for: stack.searcher) { view.click() }
      }
    }
    var report = session.resultsReport(stack, hitsLimit: Session.hitsShown)
    report.lines.insert(view.line, at: 0)
    report.json["relevantSort"] =
      view.state.map { state in
        .object([
          "priority": .string(state.priority == .relevancy ? "relevant" : "all"),
          "sortedHits": .number(Double(state.sortedHitsCount)),
          "nbHits": .number(Double(state.totalHitsCount)),
        ])
      } ?? .null
    return report
  }
}
