extension WordMatch {
  /// The records of `sortedRecords` that the word matches, with the best place in each: what
  /// ``init(_:terms:recordCount:)`` gives for them, without uniting the word's whole postings.
  ///
  /// - Complexity: for each of the word's terms, O(min(*r* log *p*, *p* log *r*)) for *r*
  ///   records and *p* postings.
  init(_ word: QueryWord, terms: TermIndex, within sortedRecords: [UInt32]) {
    var best = [UInt32](repeating: .max, count: sortedRecords.count)
    for match in word.matches {
      let extra = MatchPlace.flags(typos: match.typos, exact: match.exact)
      let postings = terms.postings[Int(match.term)]
      let places = terms.places[Int(match.term)]
      if postings.count > sortedRecords.count {
        var cursor = 0
        for (row, record) in sortedRecords.enumerated() {
          cursor = Self.seek(postings, from: cursor, to: record)
          if cursor == postings.count { break }
          if postings[cursor] == record { best[row] = min(best[row], places[cursor] | extra) }
        }
      } else {
        var cursor = 0
        for (index, record) in postings.enumerated() {
          cursor = Self.seek(sortedRecords, from: cursor, to: record)
          if cursor == sortedRecords.count { break }
          if sortedRecords[cursor] == record {
            best[cursor] = min(best[cursor], places[index] | extra)
          }
        }
      }
    }
    var records: [UInt32] = []
    var kept: [UInt32] = []
    for (row, place) in best.enumerated() where place != .max {
      records.append(sortedRecords[row])
      kept.append(place)
    }
    self.records = records
    self.places = kept
  }
}
