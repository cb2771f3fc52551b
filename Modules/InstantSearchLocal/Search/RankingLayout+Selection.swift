extension RankingLayout {
  /// The keys of the first `limit` matches in ranking order, ascending: what sorting all of
  /// ``keys(records:places:geo:view:)`` and keeping the first `limit` gives, without computing
  /// every criterion of every match.
  ///
  /// The criteria are taken in order, as a radix selection over whole fields: the values of
  /// one step give the threshold below which fewer than the matches still needed lie. The
  /// matches below it are in the page whatever the criteria after it say; those above it
  /// cannot be; only those equal to it go on to the next step. When every criterion ties, the
  /// record number decides, and `records` is ascending. A step is one sort or custom column,
  /// or a run of the criteria read from the places (typo, words, proximity, attribute, exact)
  /// computed together in one pass over the matches. So a one-letter prefix matching most of
  /// the index reads each match's place once, then ranks by its columns only the few matches
  /// still tied.
  ///
  /// - Parameters:
  ///   - limit: how many keys to keep (at least one).
  ///   - records: the matches, ascending.
  ///   - places: where each query word matched, one array per word, aligned with `records`.
  ///   - geo: each match's distance group in a geo search, aligned with `records`.
  ///   - view: the index searched.
  /// - Returns: at most `limit` keys, ascending.
  /// - Complexity: O(*n* × *w*) for the *n* undecided matches of each step and *w* query
  ///   words, then O(*limit* log *limit*).
  func smallestKeys(
    limit: Int, records: [UInt32], places: [[UInt32]], geo: [UInt32]?, view: IndexView
  ) -> [UInt128] {
    var undecided = Matches(records: records, places: places, geo: geo)
    var chosen = Matches(records: [], places: places.map { _ in [] }, geo: geo.map { _ in [] })
    var needed = limit
    // Each step writes every value it reads (``values(of:records:places:geo:view:into:)``,
    // ``placeKeys(_:_:view:into:)``): the scratch is not zeroed first.
    var narrow = [UInt32](unsafeUninitializedCapacity: records.count) { $1 = records.count }
    var wide: [UInt64] = []
    var next = 0
    while next < fields.count && undecided.records.count > needed {
      let count = undecided.records.count
      let run = placeRun(from: next, geo: geo)
      if run.count > 0 && run.read == 0 {
        next += run.count
        continue
      }
      let found: (value: UInt64, below: Int, equal: Int)
      if run.count > 0 {
        if wide.isEmpty {
          wide = [UInt64](unsafeUninitializedCapacity: records.count) { $1 = records.count }
        }
        found = wide.withUnsafeMutableBufferPointer { wide in
          let keys = UnsafeMutableBufferPointer(rebasing: wide[0..<count])
          placeKeys(fields[next..<next + run.count], undecided.places, view: view, into: keys)
          return Self.smallest(needed, of: keys, cap: .max)
        }
        next += run.count
      } else {
        let field = fields[next]
        next += 1
        let cap = Self.cap(bits: field.bits)
        let value = narrow.withUnsafeMutableBufferPointer { narrow in
          let values = UnsafeMutableBufferPointer(rebasing: narrow[0..<count])
          self.values(
            of: field, records: undecided.records, places: undecided.places,
            geo: undecided.geo, view: view, into: values)
          return Self.smallest(needed, of: values, cap: cap)
        }
        found = (UInt64(value.value), value.below, value.equal)
      }
      guard found.equal < count else { continue }
      var below: [Int] = []
      var tied: [Int] = []
      func split<Value: FixedWidthInteger>(_ values: [Value]) {
        let threshold = Value(truncatingIfNeeded: found.value)
        values.withUnsafeBufferPointer { values in
          below = Array(unsafeUninitializedCapacity: found.below) { below, belowCount in
            tied = Array(unsafeUninitializedCapacity: found.equal) { tied, tiedCount in
              for row in 0..<count {
                let value = values[row]
                if value < threshold {
                  below[belowCount] = row
                  belowCount += 1
                } else if value == threshold {
                  tied[tiedCount] = row
                  tiedCount += 1
                }
              }
            }
          }
        }
      }
      if run.count > 0 { split(wide) } else { split(narrow) }
      chosen.append(undecided, rows: below)
      needed -= found.below
      undecided = undecided.rows(tied)
    }
    // Every criterion ties: the lowest record numbers come first.
    chosen.append(undecided, rows: Array(0..<min(needed, undecided.records.count)))
    return keys(records: chosen.records, places: chosen.places, geo: chosen.geo, view: view)
      .sorted()
  }

  /// How many fields from `start` one pass over the places computes (criteria read from the
  /// places, and `geo` without a geo search, zero for every match), and how many of them are
  /// read from the places; none when `fields[start]` is a column or a geo search's groups.
  private func placeRun(from start: Int, geo: [UInt32]?) -> (count: Int, read: Int) {
    var (count, read, bits) = (0, 0, 0)
    for field in fields[start...] {
      switch field {
      case .typo, .words, .proximity, .attribute, .exact:
        guard bits + field.bits <= 64 else { return (count, read) }
        bits += field.bits
        read += 1
      case .geo where geo == nil: break
      case .geo, .column: return (count, read)
      }
      count += 1
    }
    return (count, read)
  }

  /// The criteria of `run` (read from the places, or zero) packed for each match into one
  /// 64-bit key, first criterion highest, each capped as the full key caps it; one pass over
  /// the matches, reading each word's place once.
  private func placeKeys(
    _ run: ArraySlice<Field>, _ places: [[UInt32]], view: IndexView,
    into keys: UnsafeMutableBufferPointer<UInt64>
  ) {
    let words = places.count
    // The places row by row (a match's words side by side).
    let rows: [UInt32] =
      words == 1
      ? places[0]
      : Array(unsafeUninitializedCapacity: keys.count * words) { buffer, initialized in
        for (word, column) in places.enumerated() {
          for row in 0..<keys.count { buffer[row * words + word] = column[row] }
        }
        initialized = keys.count * words
      }
    // Each criterion's shift in the key and cap (both 0 when the run does not hold it).
    var shifts = [UInt64](repeating: 0, count: 5)
    var caps = [UInt32](repeating: 0, count: 5)
    var shift = 0
    for field in run.reversed() {
      let slot: Int
      switch field {
      case .typo: slot = 0
      case .words: slot = 1
      case .exact: slot = 2
      case .proximity: slot = 3
      case .attribute: slot = 4
      case .geo, .column: continue
      }
      shifts[slot] = UInt64(shift)
      caps[slot] = Self.cap(bits: field.bits)
      shift += field.bits
    }
    let (typoShift, wordsShift, exactShift, proximityShift, attributeShift) = (
      shifts[0], shifts[1], shifts[2], shifts[3], shifts[4]
    )
    let (typoCap, wordsCap, exactCap, proximityCap, attributeCap) = (
      caps[0], caps[1], caps[2], caps[3], caps[4]
    )
    let slotRanks = Self.slotRanks(view)
    slotRanks.withUnsafeBufferPointer { slotRanks in
      rows.withUnsafeBufferPointer { rows in
        for row in 0..<keys.count {
          var typos: UInt32 = 0
          var missing: UInt32 = 0
          var notExact: UInt32 = 0
          var proximity: UInt32 = 0
          var attribute = UInt32.max
          let first = row &* words
          for word in 0..<words {
            let place = rows[first &+ word]
            typos &+= MatchPlace.typos(place)
            notExact &+= MatchPlace.notExact(place)
            if word > 0 { proximity &+= MatchPlace.proximity(rows[first &+ word &- 1], place) }
            if place == MatchPlace.missing {
              missing &+= 1
            } else {
              attribute = min(attribute, Self.attributeRank(place, slotRanks))
            }
          }
          let key =
            UInt64(min(typos, typoCap)) &<< typoShift
            | UInt64(min(missing, wordsCap)) &<< wordsShift
            | UInt64(min(notExact, exactCap)) &<< exactShift
            | UInt64(min(proximity, proximityCap)) &<< proximityShift
            | UInt64(min(attribute, attributeCap)) &<< attributeShift
          keys[row] = key
        }
      }
    }
  }

  /// The `rank`-th smallest (from 1) of `values`, each capped to `cap` in place, with how many
  /// values are below it and how many equal it. Unless the lowest value is held by `rank`
  /// values or more (the first pass finds it: often, as the best text criteria tie), one pass
  /// keeps the `rank` smallest (``SmallestKeys``: a value not below the largest kept costs one
  /// comparison), then one counts.
  static func smallest<Value: FixedWidthInteger & UnsignedInteger>(
    _ rank: Int, of values: UnsafeMutableBufferPointer<Value>, cap: Value
  ) -> (value: Value, below: Int, equal: Int) {
    var (lowest, lowestCount) = (Value.max, 0)
    for row in 0..<values.count {
      let value = min(values[row], cap)
      values[row] = value
      if value < lowest {
        (lowest, lowestCount) = (value, 1)
      } else if value == lowest {
        lowestCount &+= 1
      }
    }
    if lowestCount >= rank { return (lowest, 0, lowestCount) }
    var kept = SmallestKeys<Value>(limit: rank)
    for value in values { kept.insert(value) }
    let threshold = kept.largest ?? lowest
    var below = 0
    var equal = 0
    for value in values {
      below &+= value < threshold ? 1 : 0
      equal &+= value == threshold ? 1 : 0
    }
    return (threshold, below, equal)
  }

  /// Matches with where their words matched and their distance groups, aligned.
  private struct Matches {
    var records: [UInt32]
    var places: [[UInt32]]
    var geo: [UInt32]?

    /// The matches at `rows`, in that order.
    func rows(_ rows: [Int]) -> Matches {
      Matches(
        records: rows.map { records[$0] }, places: places.map { column in rows.map { column[$0] } },
        geo: geo.map { groups in rows.map { groups[$0] } })
    }

    /// Adds the matches of `other` at `rows`.
    mutating func append(_ other: Matches, rows: [Int]) {
      guard !rows.isEmpty else { return }
      records += rows.map { other.records[$0] }
      for word in places.indices { places[word] += rows.map { other.places[word][$0] } }
      if let groups = other.geo { geo? += rows.map { groups[$0] } }
    }
  }
}
