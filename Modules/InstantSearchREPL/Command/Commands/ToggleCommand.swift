import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import LineEditor

/// `toggle ATTRIBUTE [VALUE]`: switches a facet value (`true` by default) on or off through the
/// Toggle widget, searches, and shows the switch with its count.
struct ToggleCommand: SessionCommand {
  static let reference = CommandReference(
    "toggle", usage: "toggle ATTRIBUTE [VALUE]",
    summary: "switch the filter ATTRIBUTE:VALUE (true by default) on or off")

  /// The facet attribute.
  var attribute: String
  /// The value switched.
  var value: String
}

extension ToggleCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words()
    guard (1...2).contains(words.count) else {
      throw arguments.usage("expected an attribute and, optionally, a value")
    }
    attribute = words[0].text
    value = words.count > 1 ? words[1].text : "true"
  }

  static func complete(_ context: CompletionContext) -> Completion {
    context.firstArgument(context.vocabulary.attributes)
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let view = TerminalToggleController(terminal: session.configuration.terminal)
    // The widget reads its selection back from the filter state, so a fresh one per command
    // shows and flips what the filter state holds.
    let toggle = FilterToggleConnector(
      searcher: stack.searcher, filterState: stack.filterState, attribute: attribute,
      value: value, controller: view)
    defer { toggle.disconnect() }
    _ = try await ResponseWaiter.wait(for: stack.searcher) { toggle.interactor.toggle() }
    var report = session.resultsReport(stack, hitsLimit: Session.hitsShown)
    report.lines.insert(view.line, at: 0)
    report.json["toggle"] = .object([
      "filter": .string(view.title), "selected": .bool(view.isSelected),
      "count": view.count.map { .number(Double($0)) } ?? .null,
    ])
    return report
  }
}
