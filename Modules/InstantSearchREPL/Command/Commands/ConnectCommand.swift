import LineEditor

/// `connect algolia [--host URL]...`: searches the Algolia API with the credentials from the
/// environment (never typed), at its own hosts or at the given ones.
struct ConnectCommand: SessionCommand {
  static let reference = CommandReference(
    "connect", usage: "connect algolia [--host URL]...",
    summary: "search Algolia (ALGOLIA_APP_ID/_API_KEY)",
    details: [
      "The application ID and API key are read from the environment only, never typed.",
      "Each --host adds a host to use instead of the default ones.",
    ])

  /// The hosts used instead of Algolia's own; empty for the default ones.
  var hosts: [String] = []

}

extension ConnectCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words()
    guard words.first?.text == "algolia" else {
      throw arguments.usage("expected algolia", column: words.first?.column)
    }
    var hosts: [String] = []
    var remaining = words.dropFirst()
    while let flag = remaining.popFirst() {
      guard flag.text == "--host" else {
        throw arguments.usage("unexpected \"\(flag.text)\"", column: flag.column)
      }
      guard let host = remaining.popFirst() else { throw arguments.usage("--host needs a URL") }
      hosts.append(host.text)
    }
    self.hosts = hosts
  }

  static func complete(_ context: CompletionContext) -> Completion {
    Completion(word: context.word, candidates: context.arguments.isEmpty ? ["algolia"] : ["--host"])
  }

  @MainActor func run(in session: Session) async throws -> Report {
    try await session.open(.algolia(hosts: hosts), indexName: nil)
  }
}
