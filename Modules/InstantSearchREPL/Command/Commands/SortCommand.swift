import LineEditor

/// `sort [N|INDEX]`: clicks the option of the Sort By controller at position N (numbered from
/// 0, as `indices` lists them) or named INDEX; alone, lets the controller ask.
public struct SortCommand: SessionCommand {
  /// The word that starts this command's line.
  public static let name = "sort"
  /// Printed by `help`, and after every usage error of this command.
  public static let usage = "sort [N|INDEX]"
  /// Printed beside the usage in the `help` list.
  public static let summary = "sort by the Nth index or by INDEX; alone, pick from a list"

  /// A position (from 0, as `indices` numbers them) or an index name; `nil` lets the
  /// controller present the options and ask.
  public var target: String?

  /// Creates the command.
  /// - Parameter target: A position from 0 or an index name, or `nil` to ask.
  public init(target: String? = nil) {
    self.target = target
  }

  /// Reads the arguments after the name.
  /// - Parameter arguments: The line and its words.
  /// - Throws: `CommandError` naming what does not fit, with its column when there is one.
  public init(parsing arguments: CommandArguments) throws(CommandError) {
    target = try arguments.words(atMost: 1, "expected one position or index name").first?.text
  }

  /// What Tab offers after the name, from the finished words and the session's vocabulary.
  /// - Parameter context: The words typed and the vocabulary.
  /// - Returns: The candidates for the word under the cursor.
  public static func complete(_ context: CompletionContext) -> Completion {
    Completion(
      word: context.word,
      candidates: context.arguments.isEmpty ? context.vocabulary.indexNames : [])
  }

  /// Runs the command through the session's widgets (see the type's summary).
  /// - Parameter session: The session whose widgets the command drives.
  /// - Returns: The text lines and JSON fields to print.
  /// - Throws: `SessionError` saying what went wrong, or the search's error.
  public func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let names = stack.sortBy.indicesNames
    let before = stack.searcher.indexName
    let response = try await ResponseWaiter.wait(for: stack.searcher) {
      guard let target else {
        stack.sortController.ask()
        return
      }
      let key: Int
      if let number = Int(target) {
        guard names.indices.contains(number) else {
          throw SessionError(
            "sort: no sort order \(number); indices lists 0 to \(names.count - 1)")
        }
        key = number
      } else if let position = names.firstIndex(of: target) {
        key = position
      } else {
        throw SessionError(
          "sort: unknown index \"\(target)\"; sort orders: \(names.joined(separator: ", "))")
      }
      stack.sortController.click(key)
    }
    guard response != nil else {
      return Report(
        lines: ["still sorted by \(before)"], json: ["index": .string(stack.searcher.indexName)])
    }
    var report = session.resultsReport(stack, hitsLimit: 5)
    report.lines.insert(
      "sorted by " + session.configuration.style.accent(stack.searcher.indexName), at: 0)
    return report
  }
}
