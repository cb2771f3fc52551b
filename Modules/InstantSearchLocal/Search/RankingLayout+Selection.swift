extension RankingLayout {
  /// The keys of the first `limit` matches in ranking order, ascending: what sorting all of
  /// ``keys(records:places:geo:view:)`` and keeping the first `limit` gives, without computing
  /// every criterion of every match.
  ///
  /// The criteria are taken in order, as a radix selection over whole fields: the values of
  /// one criterion give the threshold below which fewer than the matches still needed lie.
  /// The matches below it are in the page whatever the criteria after it say; those above it
  /// cannot be; only those equal to it go on to the next criterion. When every criterion ties,
  /// the record number decides, and `records` is ascending. So a one-letter prefix matching
  /// most of the index computes its first tied criteria over every match, then the next ones
  /// over the few that are still tied.
  ///
  /// - Parameters:
  ///   - limit: how many keys to keep (at least one).
  ///   - records: the matches, ascending.
  ///   - places: where each query word matched, one array per word, aligned with `records`.
  ///   - geo: each match's distance group in a geo search, aligned with `records`.
  ///   - view: the index searched.
  /// - Returns: at most `limit` keys, ascending.
  /// - Complexity: O(*n*) for each criterion the *n* undecided matches still tie on, then
  ///   O(*limit* log *limit*).
  func smallestKeys(
    limit: Int, records: [UInt32], places: [[UInt32]], geo: [UInt32]?, view: IndexView
  ) -> [UInt128] {
    var undecided = Matches(records: records, places: places, geo: geo)
    var chosen = Matches(records: [], places: places.map { _ in [] }, geo: geo.map { _ in [] })
    var needed = limit
    var scratch = [UInt32](repeating: 0, count: records.count)
    for field in fields where undecided.records.count > needed {
      // Zero for every match: no geo search, or one query word apart.
      if case .geo = field, geo == nil { continue }
      if case .proximity = field, places.count < 2 { continue }
      let count = undecided.records.count
      let (threshold, below, tied) = scratch.withUnsafeMutableBufferPointer { scratch in
        let values = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
        self.values(
          of: field, records: undecided.records, places: undecided.places, geo: undecided.geo,
          view: view, into: values)
        let cap = field.bits >= 32 ? UInt32.max : (UInt32(1) << UInt32(field.bits)) - 1
        return Self.smallest(needed, of: values, cap: cap)
      }
      guard tied < count else { continue }
      var next = Matches(
        records: [], places: undecided.places.map { _ in [] }, geo: undecided.geo.map { _ in [] })
      next.reserve(tied)
      chosen.reserve(chosen.records.count + below)
      for row in 0..<count {
        let value = scratch[row]
        if value < threshold {
          chosen.append(undecided, row: row)
        } else if value == threshold {
          next.append(undecided, row: row)
        }
      }
      needed -= below
      undecided = next
    }
    // Every criterion ties: the lowest record numbers come first.
    for row in 0..<min(needed, undecided.records.count) { chosen.append(undecided, row: row) }
    return keys(records: chosen.records, places: chosen.places, geo: chosen.geo, view: view)
      .sorted()
  }

  /// The `rank`-th smallest (from 1) of `values`, each capped to `cap` in place, with how many
  /// values are below it and how many equal it. Unless every value is the same (the first
  /// pass finds it), one pass keeps the `rank` smallest in a max-heap (a value not below the
  /// largest kept costs one comparison), then one counts.
  static func smallest(_ rank: Int, of values: UnsafeMutableBufferPointer<UInt32>, cap: UInt32)
    -> (value: UInt32, below: Int, equal: Int)
  {
    let heap = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: rank)
    defer { heap.deallocate() }
    var (lowest, highest) = (UInt32.max, UInt32.min)
    for row in 0..<values.count {
      let value = min(values[row], cap)
      values[row] = value
      lowest = min(lowest, value)
      highest = max(highest, value)
    }
    if lowest == highest { return (lowest, 0, values.count) }
    var size = 0
    for value in values {
      if size < rank {
        var child = size
        size += 1
        while child > 0 {
          let parent = (child - 1) / 2
          guard heap[parent] < value else { break }
          heap[child] = heap[parent]
          child = parent
        }
        heap[child] = value
      } else if value < heap[0] {
        var parent = 0
        while true {
          var larger = 2 * parent + 1
          guard larger < size else { break }
          if larger + 1 < size && heap[larger + 1] > heap[larger] { larger += 1 }
          guard heap[larger] > value else { break }
          heap[parent] = heap[larger]
          parent = larger
        }
        heap[parent] = value
      }
    }
    let threshold = heap[0]
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

    /// Room for `count` matches in all.
    mutating func reserve(_ count: Int) {
      records.reserveCapacity(count)
      for word in places.indices { places[word].reserveCapacity(count) }
      geo?.reserveCapacity(count)
    }

    /// Adds the match of `other` at `row`.
    mutating func append(_ other: Matches, row: Int) {
      records.append(other.records[row])
      for word in places.indices { places[word].append(other.places[word][row]) }
      if let groups = other.geo { geo?.append(groups[row]) }
    }
  }
}
