import Foundation
import LineEditor

/// `open PATH|demo [--index NAME]`: searches a records file, a dataset folder or the demo
/// index, replacing the open source once its first search succeeds; `open --index NAME`
/// switches to another index of the open source, and `open NAME,NAME...` searches several of
/// its indices at once (federated search), one section per index.
struct OpenCommand: SessionCommand {
  static let reference = CommandReference(
    "open", usage: "open PATH|demo [--index NAME] | open [--index] NAME[,NAME...]",
    summary: "search a records file, a dataset folder or the demo index, or other indices",
    details: [
      "--index NAME starts on that index (indices lists the source's indices); without a",
      "path it switches to another index of the source open now. ~ stands for the home folder.",
      "Names separated by commas (open products,products_query_suggestions) search those",
      "indices of the open source in one call, one section each: the first stays the primary",
      "index, the one filters, sort orders, facets, pages and menu apply to. An index the",
      "source does not have shows its error in its own section. open NAME goes back to one.",
      "A word is an index of the open source before a file or folder of that name; a word",
      "with a /, starting with . or ~, or ending in .json, .ndjson, .jsonl or .snapshot is",
      "a path (open ./products opens the folder products here).",
    ])

  /// A records file, a dataset folder, or `demo`; `nil` keeps the open source.
  var path: String?

  /// The index to start on; `nil` starts on the source's first primary index.
  var indexName: String?

}

extension OpenCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    var words = try arguments.words()[...]
    while let word = words.popFirst() {
      if word.text == "--index" {
        guard let name = words.popFirst() else {
          throw arguments.usage("--index needs an index name", column: word.column)
        }
        indexName = name.text
      } else if path == nil, !word.text.hasPrefix("--") {
        path = word.text
      } else {
        throw arguments.usage("unexpected \"\(word.text)\"", column: word.column)
      }
    }
    guard path != nil || indexName != nil else {
      throw arguments.usage("expected a path, demo or --index NAME")
    }
  }

  static func complete(_ context: CompletionContext) -> Completion {
    if context.arguments.last == "--index" {
      return Completion(word: context.word, candidates: context.vocabulary.primaries)
    }
    let words = context.arguments
    let hasPath = words.indices.contains { index in
      !words[index].hasPrefix("--") && (index == 0 || words[index - 1] != "--index")
    }
    let paths =
      hasPath
      ? []
      : PathCompletion.complete(context.word, home: context.vocabulary.home)
        .candidates
    return Completion(
      word: context.word,
      candidates: (hasPath ? [] : ["demo"]) + (words.contains("--index") ? [] : ["--index"])
        + paths,
      appendsSpace: !(paths.count == 1 && paths[0].hasSuffix("/")), isPath: true)
  }

  @MainActor func run(in session: Session) async throws -> Report {
    guard let path else {
      let stack = try session.requireStack()
      return try await session.open(
        service: stack.searcher.service, sourceName: stack.sourceName,
        primaries: stack.primaries, notes: [], indexName: indexName,
        insights: stack.tracker?.tracker.insights.service)
    }
    if path == "demo" { return try await session.open(.demo, indexName: indexName) }
    // An index of the open source first, unless the word reads as a path.
    if indexName == nil, let stack = session.stack, !PathArgument.looksLikePath(path),
      path.contains(",") || stack.knows(index: path)
    {
      return try await session.open(
        service: stack.searcher.service, sourceName: stack.sourceName,
        primaries: stack.primaries, notes: [], indexName: path,
        insights: stack.tracker?.tracker.insights.service)
    }
    let expanded = PathArgument.expanded(path, environment: session.configuration.environment)
    return try await session.open(.data(expanded), indexName: indexName)
  }
}
