import InstantSearchCore
import LineEditor

/// `tell WIDGET [ATTRIBUTE] TEXT`: types TEXT into the plugin view `use` gave a widget (a query
/// for the search box, a value for a facet list, a page for pages, a position for hits, a path
/// for the menu, `attribute:value` for dynamic facets, a number or `+` for a number, a position
/// for the list, `on` for a toggle, `more` for the growing list, the answer to a segment's
/// question for perpage). The
/// plugin turns it into the widget's events, which act as a tap would; when they make the
/// searcher search, the command waits for the results.
struct TellCommand: SessionCommand {
  static let reference = CommandReference(
    "tell",
    usage: "tell " + PluginWidget.plainNames.joined(separator: "|") + " TEXT | tell "
      + PluginWidget.attributedNames.joined(separator: "|") + " ATTRIBUTE TEXT",
    summary: "type into a widget's plugin view (see use)")

  /// The widget whose plugin view is told, and what the user typed for it (the other words,
  /// quotes removed, joined with spaces).
  let widget: PluginWidget, text: String
}

extension TellCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let parsed = try PluginWidget.parse(
      arguments.words()[...], of: arguments, known: PluginWidget.names.map(\.name))
    widget = parsed.widget
    // Quotes group words and are removed, as in every command but search and filter's
    // expression: `tell facets brand "Hewlett Packard"`.
    text = parsed.rest.map(\.text).joined(separator: " ")
  }

  static func complete(_ context: CompletionContext) -> Completion {
    let arguments = context.arguments
    let candidates: [String]
    if arguments.isEmpty {
      candidates = PluginWidget.names.map(\.name)
    } else if arguments.count == 1, PluginWidget.attributed.contains(arguments[0]) {
      candidates = context.vocabulary.attributes
    } else if arguments.count == 2, PluginWidget.kind(ofWord: arguments[0]) == .facetList {
      candidates = context.vocabulary.facetValues[arguments[1]] ?? []
    } else {
      candidates = []
    }
    return Completion(word: context.word, candidates: candidates)
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    guard let controller = session.pluginWidgets.controller(for: widget, stack: stack) else {
      throw SessionError("tell: \(widget) has no plugin view (use \(widget) CONTROLLER-ID)")
    }
    var handled = false
    let response = try await ResponseWaiter.wait(for: stack.searcher) {
      handled = controller.handleInput(text)
    }
    guard handled else {
      return Report(
        lines: ["\(controller.descriptor.qualifiedID) ignored \"\(text)\""],
        json: ["widget": .string(widget.description), "handled": false])
    }
    guard response != nil else {
      return Report(
        lines: ["\(controller.descriptor.qualifiedID) took \"\(text)\""],
        json: ["widget": .string(widget.description), "handled": true])
    }
    var report = session.resultsReport(stack, hitsLimit: Session.hitsShown)
    report.json["widget"] = .string(widget.description)
    report.json["handled"] = true
    return report
  }
}
