extension WordMatch {
  /// The records of `candidates` (ascending) that the word matches, each with the best place
  /// among its terms: the same records and places as the full match intersected with
  /// `candidates`, found without uniting the terms' postings.
  ///
  /// Two ways, whichever costs less (``marksCandidates(_:_:terms:recordCount:)``): each term's
  /// postings walked against the candidates from the shorter side, galloping in the longer
  /// one, which costs about (terms × candidates × log) when the candidates are few; or the
  /// candidates marked in a table by record, and every posting one lookup without a branch,
  /// which costs the table and the postings once whatever their terms.
  init(_ word: QueryWord, terms: TermIndex, within candidates: PostingList, recordCount: Int) {
    if Self.marksCandidates(candidates.count, word, terms: terms, recordCount: recordCount) {
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

  /// The match within `candidates` through a table of every record's best place, `.max` until
  /// a term places it (a place is at most `3 << 30 | ...`). Every posting's record is placed,
  /// candidate or not, and only the candidates' places are read at the end: no branch on
  /// whether a posting is a candidate (half of them may be, and a branch the processor cannot
  /// predict costs more than the store).
  private init(
    marking candidates: PostingList, _ word: QueryWord, terms: TermIndex, recordCount: Int
  ) {
    var best = [UInt32](repeating: .max, count: recordCount)
    var records: [UInt32] = []
    var places: [UInt32] = []
    best.withUnsafeMutableBufferPointer { best in
      Self.forEachPosting(of: word, terms: terms) { record, place in
        best[record] = min(best[record], place)
      }
      records.reserveCapacity(candidates.count)
      places.reserveCapacity(candidates.count)
      for record in candidates where best[Int(record)] != .max {
        records.append(record)
        places.append(best[Int(record)])
      }
    }
    self.init(records: records, places: places)
  }

  /// Whether marking the candidates costs less than galloping, by a model of both measured on
  /// the demo products (in tenths of a nanosecond): marking clears a table of every record
  /// (1 a record), places every posting (6 each) and reads the candidates' places (5 each);
  /// galloping takes, for each term, the shorter of its postings and the candidates, each with
  /// 2 + log₂ of the lists' ratio steps (30 a step: the binary search's branches are not
  /// predictable).
  static func marksCandidates(
    _ candidates: Int, _ word: QueryWord, terms: TermIndex, recordCount: Int
  ) -> Bool {
    guard candidates > 0 else { return false }
    var marking = recordCount + 5 * candidates
    var galloping = 0
    for match in word.matches {
      let postings = terms.postings[Int(match.term)].count
      marking += 6 * postings
      let shorter = min(postings, candidates)
      guard shorter > 0 else { continue }
      let ratio = max(postings, candidates) / shorter
      galloping += 30 * shorter * (1 + Int.bitWidth - ratio.leadingZeroBitCount)
    }
    return marking < galloping
  }

  /// How many postings the word's terms hold in all: what uniting them would read.
  static func postingCount(_ word: QueryWord, terms: TermIndex) -> Int {
    word.matches.reduce(0) { $0 + terms.postings[Int($1.term)].count }
  }
}
