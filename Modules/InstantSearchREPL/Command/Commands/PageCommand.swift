import InstantSearchControllers
import LineEditor

/// `page next|prev|first|last|N`: moves to another page of results (numbered from 1) and
/// searches, then shows the page line with its page list (`page 3/50: 1 2 [3] 4 … 50`) over
/// the stats line, which leaves the page out.
struct PageCommand: SessionCommand {
  static let reference = CommandReference(
    "page", usage: "page next|prev|first|last|N",
    summary: "go to the next, previous, first, last or Nth page (from 1)")

  /// Where `page` goes.
  enum Target: Sendable, Equatable {
    /// The next page.
    case next
    /// The previous page.
    case previous
    /// The first page.
    case first
    /// The last page the service serves (`nbPages`, capped by `paginationLimitedTo`).
    case last
    /// A page by number, from 1.
    case number(Int)
  }

  /// The page wanted.
  var target: Target

}

extension PageCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words()
    guard words.count == 1 else {
      throw arguments.usage("expected next, prev, first, last or a page number")
    }
    switch words[0].text {
    case "next": target = .next
    case "prev", "previous": target = .previous
    case "first": target = .first
    case "last": target = .last
    case let text:
      guard let number = Int(text), number >= 1 else {
        throw arguments.usage(
          "expected next, prev, first, last or a page number from 1", column: words[0].column)
      }
      target = .number(number)
    }
  }

  static func complete(_ context: CompletionContext) -> Completion {
    context.firstArgument(["next", "prev", "first", "last"])
  }

  /// Goes through the stack's Pagination widget: the interactor's state gives the page shown
  /// and the number of pages, and its selection sets the searcher's page and searches.
  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let pagination = stack.pagination.interactor
    let pages = pagination.item.pages.count
    let wanted: Int
    switch target {
    case .next: wanted = pagination.page + 1
    case .previous: wanted = pagination.page - 1
    case .first: wanted = 0
    case .last: wanted = pagination.item.lastPage
    case .number(let number): wanted = number - 1
    }
    guard wanted >= 0 else { throw SessionError("page: already on the first page") }
    guard wanted < pages else {
      throw SessionError(
        pages == 1 ? "page: there is only one page" : "page: the last page is \(pages)")
    }
    _ = try await ResponseWaiter.wait(for: stack.searcher) {
      pagination.selectPage(wanted)
    }
    let line = TerminalPaginationController(terminal: session.configuration.terminal)
    let connection = pagination.connectController(line)
    defer { connection.disconnect() }
    // The page line names the page, so the stats line under it does not.
    var report = session.resultsReport(stack, hitsLimit: Session.hitsShown, statsPage: false)
    report.lines.insert(String(line.text.dropLast()), at: 0)
    report.json["pageList"] = .array(
      line.state.pageWindow(padding: line.padding).map { .number(Double($0 + 1)) })
    return report
  }
}
