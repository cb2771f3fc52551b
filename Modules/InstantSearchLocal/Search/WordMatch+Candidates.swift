extension WordMatch {
  /// The records of `candidates` (ascending) that the word matches, each with the best place
  /// among its terms: the same records and places as the full match intersected with
  /// `candidates`, found without uniting the terms' postings.
  ///
  /// Each term's postings are walked against the candidates from the shorter side, galloping in
  /// the longer one, so a word of many terms (a short prefix, typo candidates) costs about
  /// (terms × candidates × log) when the candidates are few, instead of every posting. When the
  /// terms' postings are many (an eighth of `recordCount` or more) and so are the candidates,
  /// the candidates are marked in a table by record instead, and every posting is one lookup.
  init(_ word: QueryWord, terms: TermIndex, within candidates: PostingList, recordCount: Int) {
    if candidates.count >= 256 && Self.postingCount(word, terms: terms) >= recordCount / 8 {
      self.init(marking: candidates, word, terms: terms, recordCount: recordCount)
      return
    }
    var best = [UInt32](repeating: .max, count: candidates.count)
    for match in word.matches {
      let extra = MatchPlace.flags(typos: match.typos, exact: match.exact)
      let postings = terms.postings[Int(match.term)]
      let termPlaces = terms.places[Int(match.term)]
      if postings.count < candidates.count {
        var cursor = 0
        for (index, record) in postings.enumerated() {
          cursor = Self.seek(candidates, from: cursor, to: record)
          if cursor == candidates.count { break }
          if candidates[cursor] == record {
            best[cursor] = min(best[cursor], termPlaces[index] | extra)
          }
        }
      } else {
        var cursor = 0
        for (row, record) in candidates.enumerated() {
          cursor = Self.seek(postings, from: cursor, to: record)
          if cursor == postings.count { break }
          if postings[cursor] == record { best[row] = min(best[row], termPlaces[cursor] | extra) }
        }
      }
    }
    var records: [UInt32] = []
    var places: [UInt32] = []
    for (row, place) in best.enumerated() where place != .max {
      records.append(candidates[row])
      places.append(place)
    }
    self.init(records: records, places: places)
  }

  /// The match within `candidates` through a table of every record's best place: `.max` for
  /// a record that is not a candidate, `.max - 1` for a candidate not matched yet (a place is
  /// at most `3 << 30 | ...`, below both).
  private init(
    marking candidates: PostingList, _ word: QueryWord, terms: TermIndex, recordCount: Int
  ) {
    let unmatched = UInt32.max - 1
    var best = [UInt32](repeating: .max, count: recordCount)
    var records: [UInt32] = []
    var places: [UInt32] = []
    best.withUnsafeMutableBufferPointer { best in
      for record in candidates { best[Int(record)] = unmatched }
      for match in word.matches {
        let extra = MatchPlace.flags(typos: match.typos, exact: match.exact)
        let postings = terms.postings[Int(match.term)]
        let termPlaces = terms.places[Int(match.term)]
        for index in postings.indices {
          let record = Int(postings[index])
          let known = best[record]
          if known != .max { best[record] = min(known, termPlaces[index] | extra) }
        }
      }
      records.reserveCapacity(candidates.count)
      places.reserveCapacity(candidates.count)
      for record in candidates where best[Int(record)] < unmatched {
        records.append(record)
        places.append(best[Int(record)])
      }
    }
    self.init(records: records, places: places)
  }

  /// How many postings the word's terms hold in all: what uniting them would read.
  static func postingCount(_ word: QueryWord, terms: TermIndex) -> Int {
    word.matches.reduce(0) { $0 + terms.postings[Int($1.term)].count }
  }
}
