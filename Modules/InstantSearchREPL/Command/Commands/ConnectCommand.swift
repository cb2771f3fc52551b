import LineEditor

/// `connect algolia [--host URL]...`: searches the Algolia API with the credentials from the
/// environment (never typed), at its own hosts or at the given ones.
public struct ConnectCommand: SessionCommand {
  /// The word that starts this command's line.
  public static let name = "connect"
  /// Printed by `help`, and after every usage error of this command.
  public static let usage = "connect algolia [--host URL]..."
  /// Printed beside the usage in the `help` list.
  public static let summary = "search Algolia (ALGOLIA_APP_ID/_API_KEY)"
  /// Printed by `help NAME` under the usage.
  public static let details = [
    "The application ID and API key are read from the environment only, never typed.",
    "Each --host adds a host to use instead of the default ones.",
  ]

  /// The hosts used instead of Algolia's own; empty for the default ones.
  public var hosts: [String]

  /// Creates the command.
  /// - Parameter hosts: Hosts to use instead of the default ones.
  public init(hosts: [String] = []) {
    self.hosts = hosts
  }

  /// Reads the arguments after the name.
  /// - Parameter arguments: The line and its words.
  /// - Throws: `CommandError` naming what does not fit, with its column when there is one.
  public init(parsing arguments: CommandArguments) throws(CommandError) {
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

  /// What Tab offers after the name, from the finished words and the session's vocabulary.
  /// - Parameter context: The words typed and the vocabulary.
  /// - Returns: The candidates for the word under the cursor.
  public static func complete(_ context: CompletionContext) -> Completion {
    Completion(word: context.word, candidates: context.arguments.isEmpty ? ["algolia"] : ["--host"])
  }

  /// Runs the command through the session's widgets (see the type's summary).
  /// - Parameter session: The session whose widgets the command drives.
  /// - Returns: The text lines and JSON fields to print.
  /// - Throws: `SessionError` saying what went wrong, or the search's error.
  public func run(in session: Session) async throws -> Report {
    try await session.open(.algolia(hosts: hosts), indexName: nil)
  }
}
