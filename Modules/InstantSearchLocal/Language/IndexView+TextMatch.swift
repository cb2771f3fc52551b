import InstantSearchCore

extension IndexView {
  /// What the query words matched: the records (ascending) and, per query word, its place in
  /// each (``MatchPlace/missing`` where an optional word is absent).
  struct TextMatch {
    var words: [QueryWord]
    var records: [UInt32]
    var places: [[UInt32]]
    /// For highlighting: what else each query word matched.
    var alternatives: [[Highlighter.Alternative]]
  }

  /// The query as searched: advanced syntax read, stop words removed (never under
  /// `prefixAll`, where every word is a prefix).
  func queryText(_ query: String, options: Effective, language: TextOptions) -> QueryText {
    var text = QueryText(
      query, phrases: language.advancedSyntax && language.exactPhrase,
      exclusions: language.advancedSyntax && language.excludeWords)
    if options.queryType != .prefixAll {
      text.removeStopWords(
        languages: language.stopWordLanguages, lastIsPrefix: options.queryType == .prefixLast)
    }
    return text
  }

  /// The query word at `position` of `text` and the terms it matches: the query type's prefix,
  /// its typo budget (none in a phrase or for `disableTypoToleranceOnWords`), and its plural
  /// forms; typo candidates come from `source`, or later with `typoCandidates` false.
  func languageWord(
    _ text: QueryText, at position: Int, options: Effective, language: TextOptions,
    source: TypoCandidateSource, typoCandidates: Bool = true
  ) -> QueryWord {
    let token = text.words[position]
    let inPhrase = text.phraseOfWord[position] != nil
    let isPrefix: Bool
    switch options.queryType {
    case .prefixAll: isPrefix = !inPhrase
    case .prefixNone: isPrefix = false
    case .prefixLast: isPrefix = !inPhrase && position == text.words.count - 1
    }
    let typos =
      inPhrase || language.noTypoWords.contains(token)
      ? 0
      : QueryWord.allowedTypos(
        length: token.count, tolerance: options.typoTolerance, oneTypo: options.oneTypo,
        twoTypos: options.twoTypos)
    var word = QueryWord(
      text: token, isPrefix: isPrefix, maxTypos: typos, terms: data.terms, source: source,
      typoCandidates: typoCandidates)
    if !inPhrase {
      for form in Plurals.otherForms(of: token, languages: language.pluralLanguages) {
        guard let id = data.terms.ids[form], !word.matches.contains(where: { $0.term == id })
        else { continue }
        word.matches.append(QueryWord.Match(term: id, typos: 0, exact: language.pluralsAsExact))
      }
    }
    return word
  }

  /// Matches the query: words, plurals and synonyms, attribute restrictions, phrases,
  /// exclusions, optional words and `removeWordsIfNoResults`, then the filter.
  ///
  /// - Throws: `CancellationError` when the task is cancelled (checked after each word).
  func textMatch(
    _ text: QueryText, options: Effective, language: TextOptions, filter: Bitmap?,
    source: TypoCandidateSource
  ) throws -> TextMatch {
    let table = language.synonyms ? synonyms.withLock { $0 } : SynonymTable.empty
    let optional = Set(
      text.words.indices.filter { language.optionalWords.contains(text.words[$0]) })
    // Narrowing needs each word's match only where all the others match: not so when a word
    // may be dropped, replaced by synonyms or matched again in other attributes. The reference
    // source unites every word's postings, as the engine first did.
    let narrowing =
      source == .index && optional.isEmpty && language.removeWordsIfNoResults == .none
      && table.isEmpty
      && language.restrictSearchableAttributes == nil && language.noTypoAttributes.isEmpty
    // A long query looks up a word's typo candidates only if the words before it left records.
    let deferTypos = narrowing && text.words.count > 2
    var words: [QueryWord] = []
    for word in text.words.indices {
      words.append(
        languageWord(
          text, at: word, options: options, language: language, source: source,
          typoCandidates: !deferTypos))
      try SearchCheckpoint.check()
    }
    var (matches, common) = try wordMatches(&words, narrowing: narrowing)
    let allowed = allowedSlots(language)
    for index in matches.indices {
      matches[index] = restrict(matches[index], word: words[index], allowed: allowed, language)
    }
    var alternatives = words.map { word in
      Plurals.otherForms(of: word.text, languages: language.pluralLanguages).map {
        Highlighter.Alternative(tokens: [$0], isSynonym: false)
      }
    }
    if !table.isEmpty {
      applySynonyms(table, text: text, language: language, to: &matches, &alternatives)
    }
    let excluded = excludedRecords(text.excluded)
    func attempt(_ optional: Set<Int>) -> ([UInt32], [[UInt32]]) {
      combine(
        matches, optional: optional, filter: filter, excluded: excluded, text: text,
        browseAll: words.isEmpty, common: optional.isEmpty ? common : nil)
    }
    var (records, places) = attempt(optional)
    if records.isEmpty && words.count > 1 {
      for step in Self.relaxations(language.removeWordsIfNoResults, count: words.count) {
        (records, places) = attempt(optional.union(step))
        if !records.isEmpty { break }
      }
    }
    return TextMatch(words: words, records: records, places: places, alternatives: alternatives)
  }

  /// Each word's match. With `narrowing` (every word required, none matched again), the words
  /// are matched from the fewest postings up, each only among the records all the words before
  /// it match, once those are fewer than its postings: the intersection is the same, and each
  /// match holds every record of it with the same place, for a fraction of the postings read.
  /// A word whose typo candidates were not looked up gets them when its turn comes (the order
  /// then counts its own postings), and none once no record is left: its match is empty.
  ///
  /// - Returns: the matches, and with `narrowing` the records every word matches (ascending),
  ///   found on the way.
  /// - Throws: `CancellationError` when the task is cancelled (checked after each word).
  func wordMatches(_ words: inout [QueryWord], narrowing: Bool) throws -> (
    matches: [WordMatch], common: [UInt32]?
  ) {
    guard narrowing, words.count > 1 else {
      let matches = try words.map { word in
        try SearchCheckpoint.check()
        return data.prefixUnions.match(for: word, terms: data.terms, recordCount: data.count)
      }
      return (matches, nil)
    }
    let order = words.indices.map { WordMatch.postingCount(words[$0], terms: data.terms) }
    var matches = [WordMatch](repeating: WordMatch(records: [], places: []), count: words.count)
    // The records every word so far matches: the first word's match, then intersections.
    var records: PostingList?
    for index in words.indices.sorted(by: { order[$0] < order[$1] }) {
      try SearchCheckpoint.check()
      if records?.isEmpty == true { continue }
      words[index].addTypoCandidates(terms: data.terms, source: .index)
      let count = WordMatch.postingCount(words[index], terms: data.terms)
      if let candidates = records, candidates.count < count {
        matches[index] = WordMatch(
          words[index], terms: data.terms, within: candidates, recordCount: data.count)
      } else {
        matches[index] = data.prefixUnions.match(
          for: words[index], terms: data.terms, recordCount: data.count)
        if let candidates = records {
          let common = matches[index].intersect(candidates)
          records = PostingList(IndexArray(common), common.indices)
          continue
        }
      }
      records = matches[index].records
    }
    return (matches, records.map { Array($0) } ?? [])
  }

  /// The optional word sets `removeWordsIfNoResults` tries in turn (at most 5 words removed).
  static func relaxations(_ mode: TextOptions.RemoveWords, count: Int) -> [Set<Int>] {
    switch mode {
    case .none: return []
    case .allOptional: return [Set(0..<count)]
    case .lastWords:
      return (1...min(5, count - 1)).map { Set(count - $0..<count) }
    case .firstWords:
      return (1...min(5, count - 1)).map { Set(0..<$0) }
    }
  }

  /// The slots a word may match in: `restrictSearchableAttributes`, or all (nil).
  func allowedSlots(_ language: TextOptions) -> Set<Int>? {
    guard let restricted = language.restrictSearchableAttributes else { return nil }
    let names = Set(restricted)
    return Set(data.slots.indices.filter { names.contains(data.slots[$0]) })
  }

  /// A word's match with `restrictSearchableAttributes` and `disableTypoToleranceOnAttributes`
  /// applied. The index keeps one place per word and record, so a record whose place is
  /// ruled out is looked at again for another occurrence the rules allow.
  func restrict(
    _ match: WordMatch, word: QueryWord, allowed: Set<Int>?, _ language: TextOptions
  ) -> WordMatch {
    guard allowed != nil || !language.noTypoAttributes.isEmpty else { return match }
    let noTypoSlots = Set(
      data.slots.indices.filter { language.noTypoAttributes.contains(data.slots[$0]) })
    guard allowed != nil || !noTypoSlots.isEmpty else { return match }
    // No searchable attribute is allowed: nothing to look at again.
    if allowed?.isEmpty == true { return WordMatch(records: [], places: []) }
    func permitted(_ place: UInt32) -> Bool {
      let slot = MatchPlace.slot(place)
      if let allowed, !allowed.contains(slot) { return false }
      return MatchPlace.typos(place) == 0 || !noTypoSlots.contains(slot)
    }
    // The flags of each matched term, by word, to find another occurrence.
    var flagsByTerm: [String: UInt32] = [:]
    for term in word.matches {
      let flags = MatchPlace.flags(typos: term.typos, exact: term.exact)
      flagsByTerm[data.terms.words[Int(term.term)]] = min(
        flags, flagsByTerm[data.terms.words[Int(term.term)]] ?? .max)
    }
    let slots = (allowed.map { Array($0).sorted() } ?? Array(data.slots.indices))
    var records: [UInt32] = []
    var places: [UInt32] = []
    for (record, place) in zip(match.records, match.places) {
      if permitted(place) {
        records.append(record)
        places.append(place)
        continue
      }
      var best = UInt32.max
      data.forEachWord(of: record, slots: slots) { token, location in
        if let flags = flagsByTerm[token], permitted(location | flags) {
          best = min(best, location | flags)
        }
        return true
      }
      if best != .max {
        records.append(record)
        places.append(best)
      }
    }
    return WordMatch(records: records, places: places)
  }

  /// The records holding any of the excluded words (whole words, no typo).
  func excludedRecords(_ words: [String]) -> Set<UInt32> {
    var records: Set<UInt32> = []
    for word in words {
      if let id = data.terms.ids[word] { records.formUnion(data.terms.postings[Int(id)]) }
    }
    return records
  }

  /// Required words intersected (or, when all are optional, optional ones united), then the
  /// filter, exclusions and phrases; each optional word's place, or `missing`. `common`, when
  /// given, is the records every word matches, which the words' matching found (``wordMatches(_:narrowing:)``):
  /// they are not intersected again.
  func combine(
    _ matches: [WordMatch], optional: Set<Int>, filter: Bitmap?, excluded: Set<UInt32>,
    text: QueryText, browseAll: Bool, common: [UInt32]? = nil
  ) -> ([UInt32], [[UInt32]]) {
    if let filter, matches.count == 1, optional.isEmpty, !browseAll, excluded.isEmpty,
      text.phrases.isEmpty
    {
      return Self.filtered(matches[0], filter)
    }
    let required = matches.indices.filter { !optional.contains($0) }
    var records: [UInt32]
    if browseAll {
      records = filter?.members ?? Array(0..<UInt32(data.count))
    } else if let common, required.count == matches.count {
      records = common
    } else if required.isEmpty {
      records = Array(
        matches.reduce(WordMatch(records: [], places: [])) { WordMatch.union($0, $1) }.records)
    } else {
      let bySize = required.sorted { matches[$0].records.count < matches[$1].records.count }
      let smallest = matches[bySize[0]].records
      records = bySize.count > 1 ? matches[bySize[1]].intersect(smallest) : Array(smallest)
      for index in bySize.dropFirst(2) where !records.isEmpty {
        records = matches[index].intersect(records)
      }
    }
    if let filter, !browseAll { records = records.filter { filter.contains($0) } }
    if !excluded.isEmpty { records = records.filter { !excluded.contains($0) } }
    if !text.phrases.isEmpty {
      records = records.filter { holdsPhrases($0, text: text) }
    }
    let places = matches.indices.map { index in
      optional.contains(index)
        ? Self.placesOrMissing(matches[index], records)
        : (matches[index].records.count == records.count
          ? Array(matches[index].places) : matches[index].places(of: records))
    }
    return (records, places)
  }

  /// The records of a one-word query's `match` that pass `filter`, with their places: one pass
  /// over the match, each kept record's place read beside it (not sought afterwards).
  static func filtered(_ match: WordMatch, _ filter: Bitmap) -> ([UInt32], [[UInt32]]) {
    let count = match.records.count
    // An array made with no room is the standard library's one shared empty array, whose count
    // the initializer below would write: ThreadSanitizer reports that as a race between threads.
    guard count > 0 else { return ([], [[]]) }
    var places: [UInt32] = []
    let records = [UInt32](unsafeUninitializedCapacity: count) { records, kept in
      places = [UInt32](unsafeUninitializedCapacity: count) { places, placed in
        match.records.withUnsafeBufferPointer { matched in
          filter.words.withUnsafeBufferPointer { words in
            for index in 0..<count {
              let record = matched[index]
              let word = Int(record >> 6)
              guard word < words.count, words[word] & (1 << UInt64(record & 63)) != 0 else {
                continue
              }
              records[kept] = record
              places[kept] = match.places[index]
              kept += 1
            }
          }
        }
        placed = kept
      }
    }
    return (records, [places])
  }

  /// The word's place in each record, or `missing` where it does not match.
  static func placesOrMissing(_ match: WordMatch, _ records: [UInt32]) -> [UInt32] {
    var cursor = 0
    return records.map { record in
      cursor = WordMatch.seek(match.records, from: cursor, to: record)
      return cursor < match.records.count && match.records[cursor] == record
        ? match.places[cursor] : MatchPlace.missing
    }
  }

  /// Whether the record holds each phrase's words one after the other in one attribute.
  func holdsPhrases(_ record: UInt32, text: QueryText) -> Bool {
    var tokens: [(String, UInt32)] = []
    data.forEachWord(of: record, slots: Array(data.slots.indices)) { token, location in
      tokens.append((token, location))
      return true
    }
    return text.phrases.allSatisfy { phrase in
      let words = Array(text.words[phrase])
      guard tokens.count >= words.count else { return false }
      return (0...tokens.count - words.count).contains { start in
        words.indices.allSatisfy { offset in
          tokens[start + offset].0 == words[offset]
            && tokens[start + offset].1 == tokens[start].1 + UInt32(offset)
        }
      }
    }
  }
}
