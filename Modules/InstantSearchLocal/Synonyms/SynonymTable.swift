/// An index's synonyms compiled for matching: for each trigger (a run of normalized query
/// words), the alternatives it also finds.
///
/// Immutable; built once when the synonyms are set, shared by every search of the index.
/// Looking up a query costs one dictionary probe per query word.
struct SynonymTable: Sendable {
  /// What a trigger also matches.
  struct Alternative: Sendable, Equatable {
    /// The normalized words to find in records (one `<token>` for a placeholder).
    var tokens: [String]
    /// The typos a match counts (1 or 2 for alternative corrections, else 0).
    var typos: Int
    /// The alternative's text as written, for `replaceSynonymsInHighlight`.
    var display: String
  }

  /// One trigger found in a query.
  struct Occurrence: Sendable, Equatable {
    /// The first query word of the trigger.
    var start: Int
    /// How many query words it covers.
    var length: Int
    /// What those words also match.
    var alternatives: [Alternative]
  }

  /// The synonyms as given, in order.
  let synonyms: [Synonym]
  /// Triggers by their first word: the whole trigger and its alternatives.
  private let triggers: [String: [(trigger: [String], alternatives: [Alternative])]]

  /// No synonym.
  static let empty = SynonymTable([])

  /// Compiles `synonyms` (words are normalized like record text; empty ones are skipped).
  init(_ synonyms: [Synonym]) {
    self.synonyms = synonyms
    var byTrigger: [[String]: [Alternative]] = [:]
    func add(_ trigger: String, _ targets: [String], typos: Int, placeholder: Bool = false) {
      let key = Tokenizer.tokens(trigger)
      guard !key.isEmpty else { return }
      for target in targets {
        let tokens = placeholder ? [Self.placeholderTerm(target)] : Tokenizer.tokens(target)
        guard !tokens.isEmpty, tokens != key else { continue }
        let alternative = Alternative(tokens: tokens, typos: typos, display: target)
        if byTrigger[key, default: []].contains(alternative) { continue }
        byTrigger[key, default: []].append(alternative)
      }
    }
    for synonym in synonyms {
      switch synonym.kind {
      case .regular(let words):
        for word in words { add(word, words, typos: 0) }
      case .oneWay(let input, let targets):
        add(input, targets, typos: 0)
      case .alternativeCorrection(let word, let corrections, let typos):
        add(word, corrections, typos: typos)
      case .placeholder(let placeholder, let replacements):
        for replacement in replacements {
          add(replacement, [placeholder], typos: 0, placeholder: true)
        }
      }
    }
    var triggers: [String: [(trigger: [String], alternatives: [Alternative])]] = [:]
    // Longest triggers first, so "new york city" wins over "new york" at the same word.
    for (key, alternatives) in byTrigger.sorted(by: { $0.key.count > $1.key.count }) {
      triggers[key[0], default: []].append((key, alternatives))
    }
    self.triggers = triggers
  }

  /// Whether there is no synonym.
  var isEmpty: Bool { triggers.isEmpty }

  /// The triggers found in a query's words, left to right; at one word, the longest trigger.
  ///
  /// Only whole words trigger: a word being typed (a prefix) or misspelled does not.
  ///
  /// - Parameter words: the normalized query words.
  /// - Returns: the triggers found, by first word.
  func occurrences(in words: [String]) -> [Occurrence] {
    guard !triggers.isEmpty else { return [] }
    var found: [Occurrence] = []
    for start in words.indices {
      guard let candidates = triggers[words[start]] else { continue }
      for (trigger, alternatives) in candidates
      where start + trigger.count <= words.count
        && words[start..<start + trigger.count].elementsEqual(trigger)
      {
        found.append(Occurrence(start: start, length: trigger.count, alternatives: alternatives))
        break
      }
    }
    return found
  }

  /// The indexed term of a placeholder token: `<Street>` is `<street>`, a term no record text
  /// tokenizes to, so only the placeholder written in records matches it.
  static func placeholderTerm(_ placeholder: String) -> String {
    let inner = placeholder.dropFirst().dropLast()
    return "<" + Tokenizer.tokens(String(inner)).joined(separator: " ") + ">"
  }
}
