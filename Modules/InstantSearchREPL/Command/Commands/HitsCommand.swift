/// `hits [N]`: the hits of the current page, at most N, without searching again.
struct HitsCommand: SessionCommand {
  static let reference = CommandReference(
    "hits", usage: "hits [N] | hits more",
    summary: "show the hits of the current page (at most N), or load the next page below them")

  /// The most hits shown; `nil` shows the whole page.
  var limit: Int?

  /// Whether to load the next page into the growing list (`hits more`).
  var more = false

}

extension HitsCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
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
    return session.resultsReport(stack, hitsLimit: limit, statsLine: false)
  }
}
