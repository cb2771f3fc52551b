extension WordMatch {
  /// A match of the given records (ascending) at the given places.
  init(records: [UInt32], places: [UInt32]) {
    self.records = PostingList(IndexArray(records), records.indices)
    self.places = Places(stored: PostingList(IndexArray(places), places.indices), flags: 0)
  }

  /// The match of one term: its postings in place, with `flags` added to its places.
  init(term: Int32, terms: TermIndex, flags: UInt32) {
    records = terms.postings[Int(term)]
    places = Places(stored: terms.places[Int(term)], flags: flags)
  }

  /// The records of either match, ascending; a record in both keeps its better place.
  static func union(_ a: WordMatch, _ b: WordMatch) -> WordMatch {
    var records: [UInt32] = []
    var places: [UInt32] = []
    records.reserveCapacity(a.records.count + b.records.count)
    places.reserveCapacity(a.records.count + b.records.count)
    var i = 0
    var j = 0
    while i < a.records.count || j < b.records.count {
      let left = i < a.records.count ? a.records[i] : .max
      let right = j < b.records.count ? b.records[j] : .max
      if left == right {
        records.append(left)
        places.append(min(a.places[i], b.places[j]))
        i += 1
        j += 1
      } else if left < right {
        records.append(left)
        places.append(a.places[i])
        i += 1
      } else {
        records.append(right)
        places.append(b.places[j])
        j += 1
      }
    }
    return WordMatch(records: records, places: places)
  }

  /// The records every part matches (a multi-word alternative), at the first part's places
  /// with `flags` added (the typos and not-exact bit the alternative counts).
  static func all(_ parts: [WordMatch], flags: UInt32) -> WordMatch {
    guard var match = parts.first else { return WordMatch(records: [], places: []) }
    if parts.count > 1 {
      var records = parts[1].intersect(match.records)
      for part in parts.dropFirst(2) where !records.isEmpty {
        records = part.intersect(records)
      }
      // Fewer records than the first part's: their places, looked up.
      if records.count < match.records.count {
        match = WordMatch(records: records, places: match.places(of: records))
      }
    }
    match.places = match.places.adding(flags)
    return match
  }

  /// Keeps the records whose place passes `keep`.
  func filtered(_ keep: (UInt32) -> Bool) -> WordMatch {
    var records: [UInt32] = []
    var places: [UInt32] = []
    for index in self.records.indices where keep(self.places[index]) {
      records.append(self.records[index])
      places.append(self.places[index])
    }
    return WordMatch(records: records, places: places)
  }
}
