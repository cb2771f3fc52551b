import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import LineEditor

/// `list` or `list N`: shows the Filter List widget's price bands, or switches band N (from 1)
/// on or off and searches. The bands OR together (several can be on) in the group `or<price>`.
struct ListCommand: SessionCommand {
  static let reference = CommandReference(
    "list", usage: "list [N]",
    summary: "show the price bands, or switch band N on or off (several OR together)",
    details: [
      "The bands are a fixed filter list on price: under 25, 25 to 100, 100 to 500, over 500.",
      "A band stays on until it is switched off or the filters are cleared.",
    ])

  /// The bands, in the order shown.
  static let bands: [Filter] = [
    .numeric(Filter.Numeric(attribute: "price", operator: .lessThan, value: 25)),
    .numeric(Filter.Numeric(attribute: "price", range: 25...100)),
    .numeric(Filter.Numeric(attribute: "price", range: 100...500)),
    .numeric(Filter.Numeric(attribute: "price", operator: .greaterThan, value: 500)),
  ]

  /// The band to switch (from 1), or nil to show the list.
  var number: Int?
}

extension ListCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words(atMost: 1, "expected at most a band number")
    number = try words.first.map(arguments.positiveNumber)
  }

  static func complete(_ context: CompletionContext) -> Completion {
    context.firstArgument(Self.bands.indices.map { String($0 + 1) })
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let view = TerminalFilterListController(
      terminal: session.configuration.terminal, style: session.configuration.style)
    // The widget reads its selection back from the filter state, so a fresh one per command
    // shows and switches what the filter state holds.
    let list = FilterListConnector(
      searcher: stack.searcher, filterState: stack.filterState, filters: Self.bands,
      controller: view)
    defer { list.disconnect() }
    var report = Report()
    if let number {
      do {
        _ = try await ResponseWaiter.wait(for: stack.searcher) { try view.select(number: number) }
      } catch let error as TerminalInputError {
        throw SessionError("list: \(error)")
      }
      report = session.resultsReport(stack, hitsLimit: Session.hitsShown)
    }
    report.lines.insert(contentsOf: view.lines, at: 0)
    report.json["list"] = .array(
      view.items.map {
        .object(["filter": .string($0.filter.description), "selected": .bool($0.isSelected)])
      })
    return report
  }
}
