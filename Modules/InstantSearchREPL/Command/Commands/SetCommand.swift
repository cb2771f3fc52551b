import InstantSearchControllers
import InstantSearchCore
import InstantSearchLocal
import LineEditor

/// `set [NAME VALUE]`: sets a search parameter of the searches that follow (`set typoTolerance
/// false`, `set hitsPerPage 5`, `set filters price < 100`) and searches again; alone, lists the
/// parameters in force. VALUE is read as JSON when it is JSON (`false`, `5`, `["name"]`), else
/// as text. A value the service refuses changes nothing.
struct SetCommand: SessionCommand {
  static let reference = CommandReference(
    "set", usage: "set [NAME VALUE]",
    summary: "set a search parameter (set typoTolerance false); alone, list them",
    details: [
      "VALUE is JSON when it reads as JSON (false, 5, [\"name\"]), else text: set filters",
      "price < 100 ANDs that string with the filter groups. The query and the page have their",
      "own commands (search, page). unset NAME goes back to the service's default.",
      "Parameters stay set when sort switches the index; open starts without them.",
    ])

  /// A parameter and its value.
  struct Assignment: Sendable, Equatable {
    /// The parameter's name.
    var name: String
    /// Its value.
    var value: JSON
  }

  /// The parameter and its value, or nil to list them.
  var assignment: Assignment?

  /// The parameters that have a command of their own, and that command.
  static let ownCommands: [String: String] = ["query": "search", "page": "page"]

  /// The members of a request that are not search parameters.
  static let requestMembers: Set<String> = ["indexName", "params", "type"]

  /// The names Tab offers: every search parameter Algolia documents.
  static var names: [String] { LocalClient.documentedSearchParameters }
}

extension SetCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words()
    guard let first = words.first else {
      assignment = nil
      return
    }
    try Self.checkName(first, arguments)
    guard words.count > 1 else {
      throw arguments.usage("expected a value after \(first.text)", column: first.column)
    }
    let text = String(arguments.line[words[1].start...]).trimmingTrailingSpaces
    let value = (try? JSON(parsing: text)) ?? .string(text)
    assignment = Assignment(name: first.text, value: value)
  }

  /// Refuses a parameter another command sets, and a request member that is no parameter.
  static func checkName(_ word: Word, _ arguments: CommandArguments) throws(CommandError) {
    guard !word.text.isEmpty else {
      throw arguments.usage("a parameter's name cannot be empty", column: word.column)
    }
    if let command = ownCommands[word.text] {
      throw arguments.usage(
        "\(word.text) is set with the \(command) command", column: word.column)
    }
    if requestMembers.contains(word.text) {
      throw arguments.usage("\(word.text) is not a search parameter", column: word.column)
    }
  }

  static func complete(_ context: CompletionContext) -> Completion {
    context.firstArgument(names)
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    guard let assignment else { return Self.listing(stack.searcher.query) }
    var parameters = stack.searcher.query.json
    parameters[assignment.name] = assignment.value
    return try await Self.search(with: parameters, in: session, stack: stack)
  }

  /// Searches with the query read from `parameters`, at page 1; a parameter the query or the
  /// service refuses leaves the previous query in force.
  @MainActor static func search(
    with parameters: JSONObject, in session: Session, stack: SearchStack
  ) async throws -> Report {
    var query = try Query(json: .object(parameters))
    query.page = 0
    try await stack.searchKeepingQueryIfRefused {
      stack.searcher.query = query
      stack.searcher.search()
    }
    var report = session.resultsReport(stack, hitsLimit: Session.hitsShown)
    let parameters = listing(query)
    report.lines.insert(contentsOf: parameters.lines, at: 0)
    report.json["parameters"] = parameters.json["parameters"]
    return report
  }

  /// The search parameters in force, the query and page aside, one `name = value` per line.
  static func listing(_ query: Query) -> Report {
    var shown = JSONObject()
    for (name, value) in query.json where name != "query" && name != "page" {
      shown[name] = value
    }
    let lines = shown.map { name, value in
      TerminalText.escaped("\(name) = \(value.stringValue ?? value.jsonString)")
    }
    return Report(
      lines: lines.isEmpty ? ["no search parameters set"] : lines,
      json: ["parameters": .object(shown)])
  }
}

/// `unset NAME`: goes back to the service's default for a search parameter and searches again.
struct UnsetCommand: SessionCommand {
  static let reference = CommandReference(
    "unset", usage: "unset NAME",
    summary: "go back to the default of a search parameter set with set")

  /// The parameter.
  var name: String
}

extension UnsetCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words()
    guard words.count == 1 else { throw arguments.usage("expected one parameter name") }
    try SetCommand.checkName(words[0], arguments)
    name = words[0].text
  }

  static func complete(_ context: CompletionContext) -> Completion {
    context.firstArgument(SetCommand.names)
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    var parameters = stack.searcher.query.json
    guard parameters[name] != nil else { throw SessionError("unset: \(name) is not set") }
    parameters[name] = nil
    return try await SetCommand.search(with: parameters, in: session, stack: stack)
  }
}
