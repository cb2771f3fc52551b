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
    var completion = command.complete(
      CompletionContext(arguments: Array(previous.dropFirst()), word: word, vocabulary: self))
    // A candidate with a control character (a newline in a facet value) cannot be typed back on
    // one line, and would break the line being edited: it is not offered.
    completion.candidates.removeAll { TerminalText.containsControls($0) }
    return completion
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
    for character in line {
      if let open = quote {
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
