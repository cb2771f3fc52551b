import InstantSearchControllers
import InstantSearchCore
import LineEditor

/// `columns [ATTRIBUTE...|auto]`: the attributes the hits table shows in columns of their own,
/// between the title and the matches.
struct ColumnsCommand: SessionCommand {
  static let reference = CommandReference(
    "columns", usage: "columns [ATTRIBUTE...|auto]",
    summary: "pick the hit columns; auto shows the attribute the sort order sorts by",
    details: [
      "columns alone says which columns are shown; columns auto (the default) shows the",
      "attribute of a sort order such as asc(price), and nothing for relevance.",
    ])

  /// What to do.
  enum Choice: Sendable, Equatable {
    /// Say which columns are shown.
    case show
    /// Go back to the sort order's attribute.
    case automatic
    /// Show these attributes.
    case attributes([String])
  }

  /// The choice typed.
  var choice: Choice

}

extension ColumnsCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words().map(\.text)
    switch words {
    case []: choice = .show
    case ["auto"]: choice = .automatic
    default: choice = .attributes(words)
    }
  }

  static func complete(_ context: CompletionContext) -> Completion {
    Completion(
      word: context.word,
      candidates: (context.arguments.isEmpty ? ["auto"] : [])
        + context.vocabulary.attributes.filter { !context.arguments.contains($0) })
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    switch choice {
    case .show: break
    case .automatic: stack.chosenColumns = nil
    case .attributes(let names): stack.chosenColumns = names
    }
    session.applyColumns(stack)
    let columns = stack.hits.columns
    let mode = stack.chosenColumns == nil ? " (auto)" : ""
    var report =
      choice == .show ? Report() : session.resultsReport(stack, hitsLimit: Session.hitsShown)
    report.lines.insert(
      TerminalText.escaped(
        columns.isEmpty
          ? "columns: none\(mode)" : "columns: \(columns.joined(separator: ", "))\(mode)"),
      at: 0)
    report.json["columns"] = .array(columns.map(JSON.string))
    report.json["automatic"] = .bool(stack.chosenColumns == nil)
    return report
  }
}
