import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import LineEditor

/// `number ATTRIBUTE OP VALUE`, `number ATTRIBUTE [OP] +|- [STEP]` or
/// `number ATTRIBUTE [OP] off`: sets, steps or removes one numeric comparison through the
/// Number widget, searches, and shows the comparison with the attribute's bounds.
struct NumberCommand: SessionCommand {
  static let reference = CommandReference(
    "number", usage: "number ATTRIBUTE OP VALUE | number ATTRIBUTE [OP] +|-|off [STEP]",
    summary: "keep records whose ATTRIBUTE compares to VALUE (OP: < <= = != >= >), or step it",
    details: [
      "+ and - move the number by STEP (1 by default), starting from the attribute's lowest",
      "or highest value when none is set; off removes the comparison. Without OP, the",
      "attribute's one comparison is meant (>= when it has none).",
    ])

  /// What the command does to the comparison.
  enum Action: Sendable, Equatable {
    /// Sets the number.
    case set(Double)
    /// Steps up by the step.
    case increment
    /// Steps down by the step.
    case decrement
    /// Removes the comparison.
    case remove
  }

  /// The numeric attribute.
  var attribute: String
  /// The comparison, or nil for the attribute's current one.
  var `operator`: Filter.Numeric.Operator?
  /// What to do.
  var action: Action
  /// How much `+` and `-` move the number.
  var step: Double = 1
}

extension NumberCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words()
    guard let first = words.first else {
      throw arguments.usage("expected an attribute, then an operator and a number, +, - or off")
    }
    attribute = first.text
    var rest = words.dropFirst()
    if let word = rest.first, let op = Filter.Numeric.Operator(rawValue: word.text) {
      `operator` = op
      rest = rest.dropFirst()
    }
    guard let word = rest.first else {
      throw arguments.usage("expected a number, +, - or off after \(words.last!.text)")
    }
    switch word.text {
    case "+": action = .increment
    case "-": action = .decrement
    case "off": action = .remove
    default:
      guard let number = Double(word.text), number.isFinite else {
        throw arguments.usage(
          "expected a number, +, - or off, found \"\(word.text)\"", column: word.column)
      }
      guard `operator` != nil else {
        throw arguments.usage(
          "expected an operator (< <= = != >= >) before the number", column: word.column)
      }
      action = .set(number)
    }
    rest = rest.dropFirst()
    if let stepWord = rest.first, action == .increment || action == .decrement {
      guard let step = Double(stepWord.text), step > 0, step.isFinite else {
        throw arguments.usage(
          "expected a positive step, found \"\(stepWord.text)\"", column: stepWord.column)
      }
      self.step = step
      rest = rest.dropFirst()
    }
    if let extra = rest.first {
      throw arguments.usage("unexpected \"\(extra.text)\"", column: extra.column)
    }
  }

  static func complete(_ context: CompletionContext) -> Completion {
    context.firstArgument(context.vocabulary.attributes)
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let op = try resolvedOperator(in: stack.filterState)
    let view = TerminalNumberController(
      terminal: session.configuration.terminal, title: "\(attribute) \(op)")
    let widget = NumberConnector(
      searcher: stack.searcher, filterState: stack.filterState, attribute: attribute,
      operator: op, step: step, controller: view)
    defer { widget.disconnect() }
    // Fetch the bounds first: a number is coerced into them, and a step starts from one.
    _ = try await ResponseWaiter.wait(for: stack.searcher) { stack.searcher.search() }
    _ = try await ResponseWaiter.wait(for: stack.searcher) {
      switch action {
      case .set(let number): view.choose(number)
      case .increment: view.stepUp()
      case .decrement: view.stepDown()
      case .remove: view.choose(nil)
      }
    }
    var report = session.resultsReport(stack, hitsLimit: Session.hitsShown)
    report.lines.insert(view.line, at: 0)
    report.json["number"] = .object([
      "attribute": .string(attribute), "operator": .string(op.rawValue),
      "number": view.number.map(JSON.number) ?? .null,
      "bounds": view.bounds.map { .array([.number($0.lowerBound), .number($0.upperBound)]) }
        ?? .null,
    ])
    return report
  }

  /// The operator given, or that of the attribute's one comparison in its group (`>=` when it
  /// has none).
  @MainActor private func resolvedOperator(in filterState: FilterState) throws
    -> Filter.Numeric.Operator
  {
    if let op = `operator` { return op }
    var operators: [Filter.Numeric.Operator] = []
    for filter in filterState.getFilters(forGroupWithID: .and(name: attribute)) {
      guard case .numeric(let numeric) = filter, numeric.attribute == attribute,
        !numeric.isNegated, case .comparison(let op, _) = numeric.value,
        !operators.contains(op)
      else { continue }
      operators.append(op)
    }
    guard operators.count <= 1 else {
      let listed = operators.map(\.rawValue).joined(separator: " and ")
      throw SessionError(
        "number: \(attribute) has comparisons with \(listed): name one, as in "
          + "number \(attribute) \(operators[0]) +")
    }
    return operators.first ?? .greaterThanOrEqual
  }
}
