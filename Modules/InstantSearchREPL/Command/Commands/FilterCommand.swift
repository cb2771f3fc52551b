import InstantSearchConnectors
import InstantSearchCore
import LineEditor

/// `filter add|rm GROUP EXPR`: parses EXPR with the filters parser and adds it to (or removes
/// it from) the group; the filter state's searcher connection searches.
struct FilterCommand: SessionCommand {
  static let reference = CommandReference(
    "filter", usage: "filter add|rm GROUP EXPR",
    summary: "add or remove one filter in a group",
    details: [
      "GROUP is and:NAME, or:NAME (facets), or:NAME:numeric, or:NAME:tag or hierarchical:NAME;",
      "filters in an or: group are ORed, groups are ANDed. EXPR is one filter in the filters",
      "syntax: color:red, \"brand\":\"Dolce & Gabbana\", price > 10, price:10 TO 20,",
      "NOT brand:Apple, _tags:new.",
    ])

  /// Whether the filter is added (`add`) or removed (`rm`).
  var adding: Bool

  /// The group changed.
  var group: GroupArgument

  /// The filter, exactly as typed, for the filters parser.
  var expression: String

  /// The 1-based column where the expression starts on the line, so the filters parser's
  /// errors point into the line.
  var column: Int

}

extension FilterCommand {
  // Only the first three words are split, at spaces outside quotes, and unquoted as a shell
  // would (`"or:my brand"`): the expression is kept exactly as typed, for the filters parser,
  // whose own quotes group a value (`brand:"Hewlett Packard"`).
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let line = arguments.line
    var words: [Word] = []
    var index = line.startIndex
    var column = 1
    func skipSpaces() {
      while index < line.endIndex, line[index] == " " || line[index] == "\t" {
        index = line.index(after: index)
        column += 1
      }
    }
    for _ in 0..<3 {
      skipSpaces()
      guard index < line.endIndex else { break }
      let start = index
      let startColumn = column
      var quote: Character?
      var escaped = false
      while index < line.endIndex,
        quote != nil || escaped || (line[index] != " " && line[index] != "\t")
      {
        let character = line[index]
        if escaped {
          escaped = false
        } else if character == "\\" && quote != "'" {
          escaped = true
        } else if let open = quote {
          if character == open { quote = nil }
        } else if character == "\"" || character == "'" {
          quote = character
        }
        index = line.index(after: index)
        column += 1
      }
      let typed = String(line[start..<index])
      let text = (try? Word.split(typed))?.first?.text ?? typed
      words.append(Word(text: text, column: startColumn, start: start, end: index))
    }
    skipSpaces()
    let expression = String(line[index...]).trimmingTrailingSpaces
    guard words.count >= 2, ["add", "rm"].contains(words[1].text) else {
      throw arguments.usage("expected add or rm", column: words.count >= 2 ? words[1].column : nil)
    }
    guard words.count == 3, !expression.isEmpty else {
      throw arguments.usage("expected a group and a filter")
    }
    let group = try GroupArgument(parsing: words[2].text, column: words[2].column)
    self.init(adding: words[1].text == "add", group: group, expression: expression, column: column)
  }

  static func complete(_ context: CompletionContext) -> Completion {
    let vocabulary = context.vocabulary
    switch context.arguments.count {
    case 0: return Completion(word: context.word, candidates: ["add", "rm"])
    case 1:
      let removing = context.arguments[0] == "rm"
      return Completion(
        word: context.word,
        candidates: removing ? vocabulary.groups : vocabulary.groupCandidates)
    default:
      if context.arguments[0] == "rm" {
        return vocabulary.removalCompletion(
          group: context.arguments[1], typed: context.arguments.dropFirst(2) + [context.word])
      }
      let (candidates, appendsSpace) = vocabulary.expressionCandidates(
        context.word, group: context.arguments[1])
      return Completion(word: context.word, candidates: candidates, appendsSpace: appendsSpace)
    }
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let filter: Filter
    do {
      filter = try Filter(parsing: expression)
    } catch {
      throw SessionError(
        "filter: \(FilterErrorWording.plain(error.message)) at col \(error.column + column - 1) in \"\(expression)\""
      )
    }
    let id = group.groupID
    guard id.accepts(filter) else {
      throw SessionError(
        "filter: group \(group) holds \(id.acceptedKind.map { "\($0)" } ?? "any") filters; "
          + "\(expression) is a \(filter.kind) filter")
    }
    let text = FilterGroupConverter().sql(filter)
    let (adding, group) = (self.adding, self.group)
    let response = try await ResponseWaiter.wait(for: stack.searcher) {
      if adding {
        guard stack.filterState.add(filter, toGroupWithID: id) else {
          throw SessionError("filter: \(text) is already in \(group)")
        }
      } else {
        guard stack.filterState.remove(filter, fromGroupWithID: id) else {
          throw SessionError("filter: \(text) is not in \(group); filters lists them")
        }
      }
      stack.filterState.notifyChange()
    }
    var report =
      response == nil ? Report() : session.resultsReport(stack, hitsLimit: Session.hitsShown)
    report.lines.insert(
      "\(adding ? "added" : "removed") \(text) \(adding ? "to" : "from") \(group)", at: 0)
    return report
  }
}
