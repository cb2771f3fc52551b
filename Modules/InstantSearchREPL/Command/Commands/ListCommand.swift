import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import LineEditor

/// `list` or `list N`: shows the Filter List widget's price bands, or switches band N (from 1)
/// on or off and searches. The bands OR together (several can be on) in the group `or<price>`.
///
/// Adjacent bands share no price: each is half-open (`25 ≤ price < 100`). The filters syntax
/// has no exclusive range and cannot OR two ANDed comparisons, so a middle band is the
/// inclusive range up to the largest number below its upper bound (`price:25 TO
/// 99.99999999999999`), which matches exactly the prices under that bound.
struct ListCommand: SessionCommand {
  static let reference = CommandReference(
    "list", usage: "list [N]",
    summary: "show the price bands, or switch band N on or off (several OR together)",
    details: [
      "The bands are a fixed filter list on price: under 25, 25 up to 100, 100 up to 500,",
      "and 500 or more; a band holds its lower bound, not its upper one, so a price of",
      "exactly 100 is in one band. A band stays on until it is switched off or the filters",
      "are cleared.",
    ])

  /// The bands, in the order shown, with their labels: half-open, so none shares a price.
  static let bands: [(label: String, filter: Filter)] = [
    ("price < 25", .numeric(Filter.Numeric(attribute: "price", operator: .lessThan, value: 25))),
    ("25 ≤ price < 100", below(100, from: 25)),
    ("100 ≤ price < 500", below(500, from: 100)),
    (
      "price ≥ 500",
      .numeric(Filter.Numeric(attribute: "price", operator: .greaterThanOrEqual, value: 500))
    ),
  ]

  /// The prices from `lower` (included) up to `upper` (excluded): the inclusive range up to
  /// the largest `Double` below `upper`.
  private static func below(_ upper: Double, from lower: Double) -> Filter {
    .numeric(Filter.Numeric(attribute: "price", range: lower...upper.nextDown))
  }

  /// The label of a band's filter (its description for a filter that is not a band).
  static func label(_ filter: Filter) -> String {
    bands.first { $0.filter == filter }?.label ?? filter.description
  }

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
      terminal: session.configuration.terminal, style: session.configuration.style,
      label: Self.label)
    // The widget reads its selection back from the filter state, so a fresh one per command
    // shows and switches what the filter state holds.
    let list = FilterListConnector(
      searcher: stack.searcher, filterState: stack.filterState, filters: Self.bands.map(\.filter),
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
        .object(["filter": .string(Self.label($0.filter)), "selected": .bool($0.isSelected)])
      })
    return report
  }
}
