/// `search TEXT`: submits the text through the search box and shows the stats and the first
/// hits. A line that starts with no command's name is this command for the whole line. A
/// refused search (a query too long) leaves the previous query in force.
struct SearchCommand: SessionCommand {
  static let reference = CommandReference(
    "search", usage: "search TEXT",
    summary: "search for TEXT (any line that is not a command does too)")

  /// The query, exactly as typed (inner spaces and quotes kept).
  var text: String

}

extension SearchCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    text = arguments.text
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    try await stack.searchKeepingQueryIfRefused { stack.searchBox.submit(text) }
    return session.resultsReport(stack, hitsLimit: Session.hitsShown)
  }
}
