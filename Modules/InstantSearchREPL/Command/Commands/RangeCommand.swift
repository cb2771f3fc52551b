import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import LineEditor

/// `range ATTRIBUTE MIN MAX` or `range ATTRIBUTE off`: sets (or removes) a numeric range
/// through the Number Range widget, searches, and shows the range with the attribute's bounds.
struct RangeCommand: SessionCommand {
  static let reference = CommandReference(
    "range", usage: "range ATTRIBUTE MIN MAX | range ATTRIBUTE off",
    summary: "keep records whose ATTRIBUTE is between MIN and MAX, or remove that range")

  /// The numeric attribute.
  var attribute: String
  /// The range wanted, nil to remove it.
  var range: ClosedRange<Double>?
}

extension RangeCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words()
    guard words.count == 3 || (words.count == 2 && words[1].text == "off") else {
      throw arguments.usage("expected an attribute and two numbers, or an attribute and off")
    }
    attribute = words[0].text
    guard words.count == 3 else { return }
    var bounds: [Double] = []
    for word in words.dropFirst() {
      guard let number = Double(word.text), number.isFinite else {
        throw arguments.usage("expected a number, found \"\(word.text)\"", column: word.column)
      }
      bounds.append(number)
    }
    guard bounds[0] <= bounds[1] else {
      throw arguments.usage("the minimum is larger than the maximum", column: words[1].column)
    }
    range = bounds[0]...bounds[1]
  }

  static func complete(_ context: CompletionContext) -> Completion {
    context.firstArgument(context.vocabulary.attributes)
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let view = TerminalNumberRangeController(
      terminal: session.configuration.terminal, title: attribute)
    let widget = NumberRangeConnector(
      searcher: stack.searcher, filterState: stack.filterState, attribute: attribute,
      controller: view)
    defer { widget.disconnect() }
    // Fetch the bounds first, so the range is clamped to them.
    _ = try await ResponseWaiter.wait(for: stack.searcher) { stack.searcher.search() }
    _ = try await ResponseWaiter.wait(for: stack.searcher) { view.choose(range) }
    var report = session.resultsReport(stack, hitsLimit: Session.hitsShown)
    report.lines.insert(view.line, at: 0)
    func json(_ range: ClosedRange<Double>?) -> JSON {
      range.map { .array([.number($0.lowerBound), .number($0.upperBound)]) } ?? .null
    }
    report.json["range"] = .object([
      "attribute": .string(attribute), "range": json(view.range), "bounds": json(view.bounds),
    ])
    return report
  }
}
