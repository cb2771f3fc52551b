extension RankingLayout {
  /// The keys of the first `limit` matches in ranking order, ascending: what sorting all of
  /// ``keys(records:places:geo:view:)`` and keeping the first `limit` gives, without computing
  /// every criterion of every match.
  ///
  /// The criteria are taken in order, as a radix selection over whole fields: the keys of
  /// one step give the threshold below which fewer than the matches still needed lie. The
  /// matches below it are in the page whatever the criteria after it say; those above it
  /// cannot be; only those equal to it go on to the next step. When every criterion ties, the
  /// record number decides, and `records` is ascending. A step is the run of consecutive
  /// criteria whose widths fit in 64 bits, packed into one key per match: the default ranking
  /// with a custom ranking column is one step, so a one-letter prefix matching most of the
  /// index reads each match's places and column once.
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
    // Each step writes every key it reads (``runKeys(_:_:view:into:)``): the scratch is not
    // zeroed first.
    var scratch = [UInt64](unsafeUninitializedCapacity: records.count) { $1 = records.count }
    var next = 0
    while next < fields.count && undecided.records.count > needed {
      let count = undecided.records.count
      let run = self.run(from: next, geo: geo)
      let step = fields[next..<next + run.count]
      next += run.count
      guard run.read > 0 else { continue }
      scratch.withUnsafeMutableBufferPointer { scratch in
        let keys = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
        runKeys(step, undecided, view: view, into: keys)
      }
      if next == fields.count {
        // The last step needs no threshold: its smallest keys are the rest of the page.
        let rows = scratch.withUnsafeBufferPointer { scratch in
          Self.smallestRows(needed, of: UnsafeBufferPointer(rebasing: scratch[0..<count]))
        }
        chosen.append(undecided, rows: rows)
        needed = 0
        break
      }
      let found = scratch.withUnsafeMutableBufferPointer { scratch in
        Self.split(UnsafeMutableBufferPointer(rebasing: scratch[0..<count]), needed: needed)
      }
      guard let (below, tied) = found else { continue }
      chosen.append(undecided, rows: below)
      needed -= below.count
      undecided = undecided.rows(tied)
    }
    // Every criterion ties: the lowest record numbers come first.
    chosen.append(undecided, rows: Array(0..<min(needed, undecided.records.count)))
    return keys(records: chosen.records, places: chosen.places, geo: chosen.geo, view: view)
      .sorted()
  }

  /// How many fields from `start` one step packs into a 64-bit key (at least one), and how
  /// many of them are read (all but `geo` without a geo search, zero for every match).
  private func run(from start: Int, geo: [UInt32]?) -> (count: Int, read: Int) {
    var (count, read, bits) = (0, 0, 0)
    for field in fields[start...] {
      if case .geo = field, geo == nil {
        count += 1
        continue
      }
      guard bits + field.bits <= 64 else { break }
      bits += field.bits
      read += 1
      count += 1
    }
    return (count, read)
  }

  /// The criteria of `run` packed for each of `matches` into one 64-bit key, first criterion
  /// highest, each capped as the full key caps it: one pass over the matches reading each
  /// word's place once, then one per column or geo group read.
  private func runKeys(
    _ run: ArraySlice<Field>, _ matches: Matches, view: IndexView,
    into keys: UnsafeMutableBufferPointer<UInt64>
  ) {
    // Each place criterion's shift in the key and cap (both 0 when the run does not hold
    // it), and the columns' and geo groups' shifts.
    var shifts = [UInt64](repeating: 0, count: 5)
    var caps = [UInt32](repeating: 0, count: 5)
    var columns: [(values: IndexArray<UInt32>, bits: Int, shift: UInt64)] = []
    var geoShift: UInt64?
    var shift = 0
    for field in run.reversed() {
      let slot: Int
      switch field {
      case .typo: slot = 0
      case .words: slot = 1
      case .exact: slot = 2
      case .proximity: slot = 3
      case .attribute: slot = 4
      case .geo:
        guard matches.geo != nil else { continue }
        geoShift = UInt64(shift)
        shift += field.bits
        continue
      case .column(let values, let bits):
        columns.append((values, bits, UInt64(shift)))
        shift += bits
        continue
      }
      shifts[slot] = UInt64(shift)
      caps[slot] = Self.cap(bits: field.bits)
      shift += field.bits
    }
    if caps.contains(where: { $0 > 0 }) {
      placeKeys(matches.places, shifts: shifts, caps: caps, view: view, into: keys)
    } else {
      keys.update(repeating: 0)
    }
    matches.records.withUnsafeBufferPointer { records in
      for (column, bits, shift) in columns {
        let mask = Self.columnMask(bits: bits)
        column.withUnsafeBufferPointer { column in
          for row in 0..<keys.count {
            let value = Self.columnValue(column[Int(records[row])], mask: mask)
            keys[row] |= UInt64(value) &<< shift
          }
        }
      }
    }
    if let geoShift, let groups = matches.geo {
      let cap = Self.cap(bits: Field.geo.bits)
      for row in 0..<keys.count { keys[row] |= UInt64(min(groups[row], cap)) &<< geoShift }
    }
  }

  /// The criteria read from the places packed for each match at `shifts`, each capped to
  /// `caps` (indexed typo, words, exact, proximity, attribute; a cap of 0 leaves the
  /// criterion out); one pass over the matches, reading each word's place once.
  private func placeKeys(
    _ places: [[UInt32]], shifts: [UInt64], caps: [UInt32], view: IndexView,
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
    let (typoShift, wordsShift, exactShift, proximityShift, attributeShift) = (
      shifts[0], shifts[1], shifts[2], shifts[3], shifts[4]
    )
    let (typoCap, wordsCap, exactCap, proximityCap, attributeCap) = (
      caps[0], caps[1], caps[2], caps[3], caps[4]
    )
    @inline(__always)
    func pack(
      typos: UInt32, missing: UInt32, notExact: UInt32, proximity: UInt32, attribute: UInt32
    ) -> UInt64 {
      UInt64(min(typos, typoCap)) &<< typoShift
        | UInt64(min(missing, wordsCap)) &<< wordsShift
        | UInt64(min(notExact, exactCap)) &<< exactShift
        | UInt64(min(proximity, proximityCap)) &<< proximityShift
        | UInt64(min(attribute, attributeCap)) &<< attributeShift
    }
    let slotRanks = Self.slotRanks(view)
    slotRanks.withUnsafeBufferPointer { slotRanks in
      rows.withUnsafeBufferPointer { rows in
        if words == 1 {
          // One word (a prefix typed alone, the broadest searches): its place is the key.
          for row in 0..<keys.count {
            let place = rows[row]
            let missing = place == MatchPlace.missing
            keys[row] = pack(
              typos: MatchPlace.typos(place), missing: missing ? 1 : 0,
              notExact: MatchPlace.notExact(place), proximity: 0,
              attribute: missing ? .max : Self.attributeRank(place, slotRanks))
          }
          return
        }
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
          keys[row] = pack(
            typos: typos, missing: missing, notExact: notExact, proximity: proximity,
            attribute: attribute)
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

  /// The rows of `keys` below the `needed`-th smallest key (in the page whatever the next
  /// criteria say), and those equal to it (tied, for the next step), both ascending; nil when
  /// every key ties (the step decides nothing).
  private static func split(_ keys: UnsafeMutableBufferPointer<UInt64>, needed: Int)
    -> (below: [Int], tied: [Int])?
  {
    let found = smallest(needed, of: keys, cap: .max)
    guard found.equal < keys.count else { return nil }
    var tied: [Int] = []
    let below = [Int](unsafeUninitializedCapacity: found.below) { below, belowCount in
      tied = Array(unsafeUninitializedCapacity: found.equal) { tied, tiedCount in
        for row in 0..<keys.count {
          let key = keys[row]
          if key < found.value {
            below[belowCount] = row
            belowCount += 1
          } else if key == found.value {
            tied[tiedCount] = row
            tiedCount += 1
          }
        }
      }
    }
    return (below, tied)
  }

  /// The rows of the `limit` smallest `keys`, the lower row first among equal keys, in no
  /// particular order: one pass, where a key not below the largest kept costs one comparison.
  static func smallestRows(_ limit: Int, of keys: UnsafeBufferPointer<UInt64>) -> [Int] {
    guard limit > 0 else { return [] }
    // A key and its row in one integer, so that equal keys keep the lower row.
    var kept = SmallestKeys<UInt128>(limit: limit)
    var bar = UInt64.max
    for row in 0..<keys.count {
      let key = keys[row]
      guard key < bar || kept.heap.count < limit else { continue }
      kept.insert(UInt128(key) << 64 | UInt128(row))
      if kept.heap.count == limit, let largest = kept.largest {
        bar = UInt64(truncatingIfNeeded: largest >> 64)
      }
    }
    return kept.heap.map { Int(truncatingIfNeeded: $0) }
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
