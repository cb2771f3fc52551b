import LineEditor

/// `open PATH|demo`: searches a records file, a dataset folder or the demo index, replacing
/// the open source once its first search succeeds.
struct OpenCommand: SessionCommand {
  static let reference = CommandReference(
    "open", usage: "open PATH|demo",
    summary: "search a records file, a dataset folder or the demo index")

  /// A records file, a dataset folder, or `demo`.
  var path: String

}

extension OpenCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words()
    guard words.count == 1 else { throw arguments.usage("expected a path or demo") }
    path = words[0].text
  }

  static func complete(_ context: CompletionContext) -> Completion {
    Completion(word: context.word, candidates: context.arguments.isEmpty ? ["demo"] : [])
  }

  @MainActor func run(in session: Session) async throws -> Report {
    try await session.open(path == "demo" ? .demo : .data(path), indexName: nil)
  }
}
