/// `hits [N]`: the hits of the current page, at most N, without searching again; `hits more`
/// loads the next page below them; `hits per page N` sets the page size.
struct HitsCommand: SessionCommand {
  static let reference = CommandReference(
    "hits", usage: "hits [N] | hits more | hits per page N",
    summary: "show this page's hits (at most N), load more below, or set the page size",
    details: ["hits per page N takes 1 to 1000 (Algolia's limit) and goes back to page 1."])

  /// The most hits shown; `nil` shows the whole page.
  var limit: Int?

  /// Whether to load the next page into the growing list (`hits more`).
  var more = false

  /// The page size to set (`hits per page N`).
  var perPage: Int?

}

extension HitsCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    if let first = try arguments.words().first, first.text == "per" {
      let words = try arguments.words()
      guard words.count == 3, words[1].text == "page" else {
        throw arguments.usage("expected hits per page N", column: first.column)
      }
      let size = try arguments.positiveNumber(words[2])
      guard size <= 1000 else {
        throw arguments.usage("at most 1000 hits per page", column: words[2].column)
      }
      perPage = size
      return
    }
    let words = try arguments.words(atMost: 1, "expected at most one number")
    if let word = words.first, word.text == "more" {
      more = true
    } else if let word = words.first {
      limit = try arguments.positiveNumber(word)
    }
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    if more { return try await session.moreHits(stack) }
    if let perPage {
      _ = try await ResponseWaiter.wait(for: stack.searcher) {
        stack.searcher.query.hitsPerPage = perPage
        stack.searcher.query.page = 0
        stack.searcher.search()
      }
      var report = session.resultsReport(stack, hitsLimit: Session.hitsShown)
      report.lines.insert("\(perPage) hits per page", at: 0)
      report.json["hitsPerPage"] = .number(Double(perPage))
      return report
    }
    return session.resultsReport(stack, hitsLimit: limit, statsLine: false)
  }
}
