import InstantSearchControllers
import LineEditor

/// What Tab can complete, as the session last knew it: index names, attribute names, facet
/// values, filter groups in use and their filters, controller IDs and the home folder (file
/// paths are read from the file system when Tab is pressed). A value, so the line editor can use it on
/// its own thread while the session runs on the main actor.
public struct CompletionVocabulary: Sendable, Equatable {
  /// The names of the indices Sort By offers.
  public var indexNames: [String] = []

  /// The attributes that can be faceted or filtered on.
  public var attributes: [String] = []

  /// Known values of each facet attribute.
  public var facetValues: [String: [String]] = [:]

  /// The primary indices of the open source, for `open --index`.
  public var primaries: [String] = []

  /// The objectIDs of the hits shown last, for `show`.
  public var objectIDs: [String] = []

  /// The groups that hold filters now, as typed (`or:brand`); empty groups are left out.
  public var groups: [String] = []

  /// The filters of each group in ``groups``, as `filter add` takes them (`brand:Apple`,
  /// `price > 10`), for `filter rm`.
  public var groupFilters: [String: [String]] = [:]

  /// The home folder a leading `~` of a path stands for; `nil` when `HOME` is unset.
  public var home: String?

  /// The controller IDs each widget can use (`sortby`, `clear`).
  public var controllerIDs: [String: [String]] = [:]

  /// Creates an empty vocabulary.
  public init() {}

  /// The completion for the line before the cursor.
  /// - Parameter line: The text before the cursor.
  /// - Returns: The word under the cursor and what may replace it.
  public func complete(_ line: String) -> Completion {
    let (previous, word) = Self.words(line)
    guard let name = previous.first else {
      return Completion(word: word, candidates: CommandRegistry.names)
    }
    guard let command = CommandRegistry.command(named: name) else {
      return Completion(word: word, candidates: [])
    }
    // Search text and filter expressions keep their quotes (they mean something to the engine
    // and the filters parser); every other command reads its words as a shell would, so its
    // finished words are given unquoted and its candidates quoted as typed.
    let shellLike = !Self.quotingCommands.contains(command.reference.name)
    var arguments = Array(previous.dropFirst())
    if shellLike { arguments = arguments.map { (try? Word.split($0))?.first?.text ?? $0 } }
    var completion = command.complete(
      CompletionContext(arguments: arguments, word: word, vocabulary: self))
    // A candidate with a control character (a newline in a facet value) cannot be typed back on
    // one line, and would break the line being edited: it is not offered.
    completion.candidates.removeAll { TerminalText.containsControls($0) }
    if shellLike && !completion.isPath {
      completion.candidates = completion.candidates.map { Self.shellQuoted($0, like: word) }
    }
    return completion
  }

  /// The commands whose text keeps its quotes: the search text, the filters syntax.
  static let quotingCommands: Set<String> = ["search", "filter"]

  /// `value` as a word the command-line splitter reads back as `value`: in the quotes `typed`
  /// opens with, if any (`"Audio > Accessories"`), else with a backslash before each space,
  /// quote and backslash (`Hewlett\ Packard`), so it still starts with what was typed.
  /// - Parameters:
  ///   - value: The candidate, unquoted.
  ///   - typed: The word being typed.
  /// - Returns: The candidate as it is to be typed.
  static func shellQuoted(_ value: String, like typed: String) -> String {
    if typed.hasPrefix("'"), !value.contains("'") { return "'\(value)'" }
    if typed.hasPrefix("\"") || typed.hasPrefix("'") {
      let escaped = value.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
      return "\"\(escaped)\""
    }
    var escaped = ""
    for character in value {
      if " \t\"'\\".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }

  /// The groups in use, then an `or:` and an `and:` group per attribute.
  var groupCandidates: [String] {
    groups + attributes.flatMap { ["or:\($0)", "and:\($0)"] }
  }

  /// Candidates for a word of a filter expression: `ATTRIBUTE:` while no colon is typed
  /// (the group's own attribute first), then `ATTRIBUTE:VALUE` for the facet's values, every
  /// value in quotes once an opening quote is typed (`brand:"A` offers `brand:"Apple"`).
  func expressionCandidates(_ word: String, group: String) -> ([String], Bool) {
    let negated = word.hasPrefix("NOT ") ? "NOT " : ""
    let body = word.dropFirst(negated.count)
    guard let colon = body.firstIndex(of: ":") else {
      let own = group.split(separator: ":").dropFirst().first.map(String.init)
      let names = (own.map { [$0] } ?? []) + attributes.filter { $0 != own }
      return (names.map { negated + $0 + ":" }, false)
    }
    let attribute = String(body[..<colon])
    let values = facetValues[attribute] ?? []
    let inQuotes = body[body.index(after: colon)...].hasPrefix("\"")
    return (values.map { negated + attribute + ":" + Self.quoted($0, always: inQuotes) }, true)
  }

  /// `value` as the filters syntax needs it: bare when it is one plain word (and `always` is
  /// false), else in quotes.
  static func quoted(_ value: String, always: Bool = false) -> String {
    let plain =
      !always && !value.isEmpty
      && value.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) }
    guard !plain || ["AND", "OR", "NOT", "TO"].contains(value.uppercased()) else { return value }
    let escaped = value.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    return "\"\(escaped)\""
  }

  /// Splits the text before the cursor into the finished words and the word being typed
  /// (which starts after the last space outside quotes; `NOT ` stays with the word after it).
  static func words(_ line: String) -> (previous: [String], word: String) {
    var words: [String] = []
    var current = ""
    var quote: Character?
    var escaped = false
    for character in line {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" && quote != "'" {
        // A backslash keeps the next character in the word (`Hewlett\ Packard`).
        current.append(character)
        escaped = true
      } else if let open = quote {
        current.append(character)
        if character == open { quote = nil }
      } else if character == " " || character == "\t" {
        if current == "NOT" {
          current.append(" ")
        } else if !current.isEmpty {
          words.append(current)
          current = ""
        }
      } else {
        if character == "\"" || character == "'" { quote = character }
        current.append(character)
      }
    }
    return (words, current)
  }
}
