extension IndexView {
  /// Widens each word's match with the synonyms its query triggers: a one-word trigger unites
  /// the alternative's records with the word's; a multi-word trigger ("new york city") gives
  /// every word of its span the records of the whole span or of the alternative, so the span
  /// matches as one. Alternatives count their typos; single-word ones are exact unless
  /// `alternativesAsExact` says otherwise, multi-word ones only when it says so.
  func applySynonyms(
    _ table: SynonymTable, text: QueryText, language: TextOptions,
    to matches: inout [WordMatch], _ alternatives: inout [[Highlighter.Alternative]]
  ) {
    for occurrence in table.occurrences(in: text.words) {
      let span = occurrence.start..<occurrence.start + occurrence.length
      // A phrase is matched as typed.
      if span.contains(where: { text.phraseOfWord[$0] != nil }) { continue }
      for alternative in occurrence.alternatives {
        let single = occurrence.length == 1 && alternative.tokens.count == 1
        let exact =
          alternative.typos == 0
          && (single ? language.singleWordSynonymAsExact : language.multiWordSynonymAsExact)
        let flags = MatchPlace.flags(typos: alternative.typos, exact: exact)
        let parts = alternative.tokens.map { token in
          data.terms.ids[token].map { WordMatch(term: $0, terms: data.terms, flags: 0) }
            ?? WordMatch(records: [], places: [])
        }
        let found = WordMatch.all(parts, flags: flags)
        merge(found, into: &matches, span: span)
        let shown = alternative.tokens.flatMap(Self.highlightTokens)
        for index in span {
          alternatives[index].append(Highlighter.Alternative(tokens: shown, isSynonym: true))
        }
      }
    }
  }

  /// Unites `found` with the records matching the whole span.
  private func merge(_ found: WordMatch, into matches: inout [WordMatch], span: Range<Int>) {
    guard !found.records.isEmpty else { return }
    if span.count == 1 {
      matches[span.lowerBound] = WordMatch.union(matches[span.lowerBound], found)
      return
    }
    var whole = matches[span.lowerBound + 1].intersect(matches[span.lowerBound].records)
    for index in span.dropFirst(2) where !whole.isEmpty { whole = matches[index].intersect(whole) }
    for index in span {
      // The word's own match when it holds no record outside the span's.
      let own =
        whole.count == matches[index].records.count
        ? matches[index] : WordMatch(records: whole, places: matches[index].places(of: whole))
      matches[index] = WordMatch.union(own, found)
    }
  }

  /// The record words an alternative shows as: a placeholder term `<street>` is the word
  /// `street` in the record's text.
  static func highlightTokens(_ token: String) -> [String] {
    guard token.hasPrefix("<"), token.hasSuffix(">") else { return [token] }
    return token.dropFirst().dropLast().split(separator: " ").map(String.init)
  }
}
