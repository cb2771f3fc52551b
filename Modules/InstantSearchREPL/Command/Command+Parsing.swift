extension Command {
  /// Reads one command line. A line whose first word is not a command is a search for the
  /// whole line; an empty line is `nil`.
  /// - Parameter line: The line as typed.
  /// - Returns: The command, or `nil` for a blank line.
  /// - Throws: `CommandError` saying what does not fit and where.
  public static func parse(_ line: String) throws(CommandError) -> Command? {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    guard !trimmed.isEmpty else { return nil }
    let name = String(trimmed.prefix { $0 != " " && $0 != "\t" })
    guard CommandReference.names.contains(name) else {
      return .search(String(trimmed).trimmingTrailingSpaces)
    }
    if name == "search" {
      return .search(
        String(trimmed.dropFirst(name.count).drop { $0 == " " || $0 == "\t" })
          .trimmingTrailingSpaces)
    }
    if name == "filter" {
      return try parseFilter(line)
    }
    let words = try Word.split(line)
    let arguments = Array(words.dropFirst())
    func usage(_ message: String, _ column: Int? = nil) -> CommandError {
      .usage(command: name, message: message, column: column)
    }
    switch name {
    case "help":
      guard arguments.count <= 1 else { throw usage("expected at most one command name") }
      return .help(arguments.first?.text)
    case "hits":
      guard arguments.count <= 1 else { throw usage("expected at most one number") }
      guard let word = arguments.first else { return .hits(nil) }
      guard let count = Int(word.text), count > 0 else {
        throw usage("\"\(word.text)\" is not a positive number", word.column)
      }
      return .hits(count)
    case "indices", "filters", "plugins", "quit", "exit":
      guard arguments.isEmpty else {
        throw usage("takes no arguments", arguments[0].column)
      }
      switch name {
      case "indices": return .indices
      case "filters": return .filters
      case "plugins": return .plugins
      default: return .quit
      }
    case "sort":
      guard arguments.count <= 1 else { throw usage("expected one position or index name") }
      return .sort(arguments.first?.text)
    case "facets":
      guard (1...2).contains(arguments.count) else {
        throw usage("expected an attribute and, optionally, how many values")
      }
      guard let word = arguments.dropFirst().first else {
        return .facets(arguments[0].text, limit: nil)
      }
      guard let limit = Int(word.text), limit > 0 else {
        throw usage("\"\(word.text)\" is not a positive number", word.column)
      }
      return .facets(arguments[0].text, limit: limit)
    case "clear":
      if arguments.first?.text == "--except" {
        guard arguments.count >= 2 else { throw usage("--except needs at least one group") }
        return .clear(.except(try groups(arguments.dropFirst())))
      }
      return arguments.isEmpty ? .clear(.all) : .clear(.groups(try groups(arguments[...])))
    case "page":
      guard arguments.count == 1 else { throw usage("expected next, prev or a page number") }
      switch arguments[0].text {
      case "next": return .page(.next)
      case "prev", "previous": return .page(.previous)
      case let text:
        guard let number = Int(text), number >= 1 else {
          throw usage("expected next, prev or a page number from 1", arguments[0].column)
        }
        return .page(.number(number))
      }
    case "plugin":
      guard arguments.count == 2, arguments[0].text == "load" else {
        throw usage("expected load PATH", arguments.first?.column)
      }
      return .pluginLoad(arguments[1].text)
    case "use":
      guard arguments.count == 2 else { throw usage("expected a widget and a controller ID") }
      guard let widget = WidgetName(rawValue: arguments[0].text) else {
        throw usage(
          "unknown widget \"\(arguments[0].text)\" (sortby or clear)", arguments[0].column)
      }
      return .use(widget, controllerID: arguments[1].text)
    case "open":
      guard arguments.count == 1 else { throw usage("expected a path or demo") }
      return .open(arguments[0].text)
    case "connect":
      guard arguments.first?.text == "algolia" else {
        throw usage("expected algolia", arguments.first?.column)
      }
      var hosts: [String] = []
      var remaining = arguments.dropFirst()
      while let flag = remaining.popFirst() {
        guard flag.text == "--host" else { throw usage("unexpected \"\(flag.text)\"", flag.column) }
        guard let host = remaining.popFirst() else { throw usage("--host needs a URL") }
        hosts.append(host.text)
      }
      return .connectAlgolia(hosts: hosts)
    default:
      throw usage("unknown command")
    }
  }

  /// Reads `filter add|rm GROUP EXPR`. Only the first three words are split, at spaces: the
  /// expression is kept exactly as typed, for the filters parser.
  private static func parseFilter(_ line: String) throws(CommandError) -> Command {
    var words: [Word] = []
    var index = line.startIndex
    var column = 1
    func skipSpaces() {
      while index < line.endIndex, line[index] == " " || line[index] == "\t" {
        index = line.index(after: index)
        column += 1
      }
    }
    for _ in 0..<3 {
      skipSpaces()
      guard index < line.endIndex else { break }
      let start = index
      let startColumn = column
      while index < line.endIndex, line[index] != " ", line[index] != "\t" {
        index = line.index(after: index)
        column += 1
      }
      words.append(
        Word(text: String(line[start..<index]), column: startColumn, start: start, end: index))
    }
    skipSpaces()
    let expression = String(line[index...]).trimmingTrailingSpaces
    func usage(_ message: String, _ column: Int? = nil) -> CommandError {
      .usage(command: "filter", message: message, column: column)
    }
    guard words.count >= 2, ["add", "rm"].contains(words[1].text) else {
      throw usage("expected add or rm", words.count >= 2 ? words[1].column : nil)
    }
    guard words.count == 3, !expression.isEmpty else {
      throw usage("expected a group and a filter")
    }
    let group = try GroupArgument(parsing: words[2].text, column: words[2].column)
    return words[1].text == "add"
      ? .filterAdd(group, expression: expression, column: column)
      : .filterRemove(group, expression: expression, column: column)
  }

  /// The groups named by `words`.
  private static func groups(_ words: ArraySlice<Word>) throws(CommandError) -> [GroupArgument] {
    var groups: [GroupArgument] = []
    for word in words {
      groups.append(try GroupArgument(parsing: word.text, column: word.column))
    }
    return groups
  }
}

extension String {
  /// The string without spaces or tabs at its end.
  var trimmingTrailingSpaces: String {
    var text = self
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}
