/// The records one query word matches, ascending, each with the best ``MatchPlace`` it matched.
///
/// A word of one term holds that term's postings in place: views of the index's flat arrays,
/// its flags added to the places as they are read. Any other match holds runs of its own.
struct WordMatch: Sendable {
  /// The records, ascending.
  var records: PostingList
  /// The place in each record, in the order of `records`.
  var places: Places

  /// Unites the postings of the word's terms; one term's are kept in place, not copied.
  init(_ word: QueryWord, terms: TermIndex, recordCount: Int) {
    if word.matches.count == 1 {
      let match = word.matches[0]
      self.init(
        term: match.term, terms: terms,
        flags: MatchPlace.flags(typos: match.typos, exact: match.exact))
      return
    }
    let total = word.matches.reduce(0) { $0 + terms.postings[Int($1.term)].count }
    if total == 0 {
      self.init(records: [], places: [])
      return
    }
    if total < recordCount / 8 {
      var pairs: [UInt64] = []
      pairs.reserveCapacity(total)
      Self.forEachPosting(of: word, terms: terms) { record, place in
        pairs.append(UInt64(record) << 32 | UInt64(place))
      }
      pairs.sort()
      var records: [UInt32] = []
      var places: [UInt32] = []
      records.reserveCapacity(pairs.count)
      places.reserveCapacity(pairs.count)
      for pair in pairs {
        let record = UInt32(pair >> 32)
        if records.last == record { continue }
        records.append(record)
        places.append(UInt32(truncatingIfNeeded: pair))
      }
      self.init(records: records, places: places)
      return
    }
    self.init(uniting: word, terms: terms, recordCount: recordCount)
  }

  /// The union of many postings (an eighth of the records or more) through a bitmap of the
  /// records seen and the best place of each: a place is read only where its bit is set, so
  /// the places need no filling first, and the records come out of the bits in order, a word of
  /// 64 at a time.
  private init(uniting word: QueryWord, terms: TermIndex, recordCount: Int) {
    var seen = [UInt64](repeating: 0, count: (recordCount + 63) / 64)
    var best = [UInt32](unsafeUninitializedCapacity: recordCount) { $1 = recordCount }
    var matched = 0
    seen.withUnsafeMutableBufferPointer { seen in
      best.withUnsafeMutableBufferPointer { best in
        Self.forEachPosting(of: word, terms: terms) { record, place in
          let bit = UInt64(1) << UInt64(record & 63)
          if seen[record >> 6] & bit == 0 {
            seen[record >> 6] |= bit
            best[record] = place
            matched += 1
          } else if place < best[record] {
            best[record] = place
          }
        }
      }
    }
    var places: [UInt32] = []
    let records = [UInt32](unsafeUninitializedCapacity: matched) { records, count in
      places = [UInt32](unsafeUninitializedCapacity: matched) { places, placed in
        seen.withUnsafeBufferPointer { seen in
          best.withUnsafeBufferPointer { best in
            for word in 0..<seen.count {
              var bits = seen[word]
              while bits != 0 {
                let record = word << 6 | bits.trailingZeroBitCount
                records[count] = UInt32(truncatingIfNeeded: record)
                places[count] = best[record]
                count += 1
                bits &= bits &- 1
              }
            }
          }
        }
        placed = count
      }
    }
    self.init(records: records, places: places)
  }

  /// Calls `body` with the record and the place of every posting of `word`'s terms, term after
  /// term (a record several terms hold comes once for each, with each term's place).
  @inline(__always)
  static func forEachPosting(
    of word: QueryWord, terms: TermIndex, _ body: (_ record: Int, _ place: UInt32) -> Void
  ) {
    for match in word.matches {
      let extra = MatchPlace.flags(typos: match.typos, exact: match.exact)
      let postings = terms.postings[Int(match.term)]
      let termPlaces = terms.places[Int(match.term)]
      for index in postings.indices { body(Int(postings[index]), termPlaces[index] | extra) }
    }
  }

  /// The place of each of `sortedRecords` (all of which this word matches).
  func places(of sortedRecords: some Collection<UInt32>) -> [UInt32] {
    [UInt32](unsafeUninitializedCapacity: sortedRecords.count) { result, count in
      var cursor = 0
      for record in sortedRecords {
        cursor = Self.seek(records, from: cursor, to: record)
        result[count] = places[cursor]
        count += 1
      }
    }
  }

  /// The records of `sortedRecords` that this word also matches.
  func intersect(_ sortedRecords: some Collection<UInt32>) -> [UInt32] {
    var result: [UInt32] = []
    result.reserveCapacity(min(sortedRecords.count, records.count))
    var cursor = 0
    for record in sortedRecords {
      cursor = Self.seek(records, from: cursor, to: record)
      if cursor == records.count { break }
      if records[cursor] == record { result.append(record) }
    }
    return result
  }

  /// The first position at or after `start` whose record is not below `target` (galloping), in
  /// records indexed from 0 (an array or a term's ``PostingList``).
  static func seek<Records: RandomAccessCollection<UInt32>>(
    _ records: Records, from start: Int, to target: UInt32
  ) -> Int where Records.Index == Int {
    var low = start
    guard low < records.count, records[low] < target else { return low }
    var step = 1
    var high = low + 1
    while high < records.count && records[high] < target {
      low = high
      step <<= 1
      high = low + step
    }
    high = min(high, records.count)
    while low < high {
      let middle = (low + high) / 2
      if records[middle] < target { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
