/// A query's words as the engine searches them: advanced syntax read (`"exact phrase"`,
/// `-exclusion`), stop words removed.
struct QueryText: Sendable, Equatable {
  /// The normalized words that must (or, when optional, may) match, in query order.
  var words: [String] = []
  /// For each word, the phrase it belongs to (an index into `phrases`), or nil.
  var phraseOfWord: [Int?] = []
  /// Each phrase's words, as ranges of `words`.
  var phrases: [Range<Int>] = []
  /// Normalized words whose records are excluded.
  var excluded: [String] = []
  /// Whether the query ended inside a word (no space after its last word): that word is a
  /// prefix under `prefixLast`.
  var endsInWord = true

  /// Reads `query`.
  ///
  /// - Parameters:
  ///   - query: the query as typed.
  ///   - readPhrases: whether `"…"` is an exact phrase (`advancedSyntax` with `exactPhrase`).
  ///   - exclusions: whether `-word` excludes (`advancedSyntax` with `excludeWords`).
  init(_ query: String, phrases readPhrases: Bool, exclusions: Bool) {
    endsInWord = !(query.last.map { $0.isWhitespace || $0 == "\"" } ?? true)
    // Most queries hold neither `"` nor `-` (ASCII, so never inside another character's
    // bytes): their words are the tokens of the whole query, as the loop below would find.
    if !(readPhrases && query.utf8.contains(UInt8(ascii: "\"")))
      && !(exclusions && query.utf8.contains(UInt8(ascii: "-")))
    {
      words = Tokenizer.tokens(query)
      phraseOfWord = Array(repeating: nil, count: words.count)
      return
    }
    var segment = ""
    var inPhrase = false
    var excluding = false
    var previous: Character = " "
    func flush() {
      let tokens = Tokenizer.tokens(segment)
      segment = ""
      if excluding {
        excluded += tokens
        excluding = false
      } else if inPhrase {
        guard !tokens.isEmpty else { return }
        let start = words.count
        words += tokens
        phraseOfWord += Array(repeating: phrases.count, count: tokens.count)
        phrases.append(start..<words.count)
      } else {
        words += tokens
        phraseOfWord += Array(repeating: nil, count: tokens.count)
      }
    }
    for character in query {
      if readPhrases && character == "\"" {
        flush()
        inPhrase.toggle()
      } else if exclusions && !inPhrase && character == "-" && previous.isWhitespace {
        flush()
        excluding = true
      } else if excluding && character.isWhitespace {
        flush()
      } else {
        segment.append(character)
      }
      previous = character == "\"" ? " " : character
    }
    flush()
  }

  /// Removes the stop words of `languages` that are not in a phrase, except a last word still
  /// being typed (`lastIsPrefix`), and only when some word remains.
  mutating func removeStopWords(languages: [String], lastIsPrefix: Bool) {
    guard !languages.isEmpty else { return }
    let keep = words.indices.map { index in
      phraseOfWord[index] != nil || (lastIsPrefix && index == words.count - 1)
        || !StopWords.contains(words[index], languages: languages)
    }
    guard keep.contains(true), keep.contains(false) else { return }
    var mapping: [Int: Int] = [:]
    var kept: [String] = []
    var keptPhrases: [Int?] = []
    for index in words.indices where keep[index] {
      mapping[index] = kept.count
      kept.append(words[index])
      keptPhrases.append(phraseOfWord[index])
    }
    phrases = phrases.map { mapping[$0.lowerBound]!..<mapping[$0.upperBound - 1]! + 1 }
    words = kept
    phraseOfWord = keptPhrases
  }
}
