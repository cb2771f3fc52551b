import InstantSearchCore

extension IndexChanges {
  /// Merges the segments' ranked pages into the order one index of all the records would give.
  ///
  /// Each segment's page is already in that order: its key compares the same criteria, and
  /// its sort and custom ranks follow the values. Two hits of different segments compare field
  /// by field: the textual criteria by the key's fields (they do not depend on the other
  /// records), sort and custom criteria by the records' values (each segment ranks its own
  /// values), filter scores by the scores, and ties by the place in the index's order. An
  /// empty query's pages compare as its browse order does.
  struct Merge {
    let segments: [Segment]
    let outcomes: [SearchOutcome]
    /// The records read to compare their values, by segment and record.
    private var read: [Int: [UInt32: JSON]] = [:]

    init(segments: [Segment], outcomes: [SearchOutcome]) {
      self.segments = segments
      self.outcomes = outcomes
    }

    /// A hit: its segment, and its row in that segment's page.
    struct Hit {
      var segment: Int
      var row: Int
    }

    /// The first `limit` hits of all segments, in order.
    mutating func first(_ limit: Int) -> [Hit] {
      var next = [Int](repeating: 0, count: segments.count)
      var merged: [Hit] = []
      while merged.count < limit {
        var best: Hit?
        for segment in segments.indices where next[segment] < outcomes[segment].pageRecords.count {
          let candidate = Hit(segment: segment, row: next[segment])
          if let current = best, !precedes(candidate, current) { continue }
          best = candidate
        }
        guard let best else { break }
        merged.append(best)
        next[best.segment] += 1
      }
      return merged
    }

    private func record(_ hit: Hit) -> UInt32 {
      outcomes[hit.segment].pageRecords[hit.row]
    }

    private func place(_ hit: Hit) -> UInt32 {
      segments[hit.segment].place(of: record(hit))
    }

    /// Whether `a` ranks before `b` (hits of different segments).
    private mutating func precedes(_ a: Hit, _ b: Hit) -> Bool {
      let view = segments[a.segment].view
      let (one, other) = (outcomes[a.segment], outcomes[b.segment])
      guard let layout = one.layout, let otherLayout = other.layout,
        one.pageKeys.count == one.pageRecords.count,
        other.pageKeys.count == other.pageRecords.count
      else { return browsePrecedes(a, b) }
      let (keyA, keyB) = (one.pageKeys[a.row], other.pageKeys[b.row])
      if view.isVirtual {
        // Relevant sort: the sorted hits first, by the replica's custom ranking.
        let (sortedA, sortedB) = (keyA >> 127 == 0, keyB >> 127 == 0)
        if sortedA != sortedB { return sortedA }
        if sortedA { return customPrecedes(a, b) ?? (place(a) < place(b)) }
      }
      for field in layout.fields.indices {
        switch layout.criteria[field] {
        case .ascending, .descending:
          if let order = sortPrecedes(layout.criteria[field], a, b) { return order }
        case .custom:
          if let order = customPrecedes(a, b) { return order }
        case .filters:
          if let order = scorePrecedes(a, b) { return order }
        default:
          let mask = (UInt128(1) << 127) - 1
          let x = layout.value(ofField: field, in: keyA & mask)
          let y = otherLayout.value(ofField: field, in: keyB & mask)
          if x != y { return x < y }
        }
      }
      return place(a) < place(b)
    }

    /// An empty query's order: filter scores first when the ranking puts them before any sort
    /// criterion, then the sort criteria (none for a virtual replica), then the custom ranking.
    private mutating func browsePrecedes(_ a: Hit, _ b: Hit) -> Bool {
      let view = segments[a.segment].view
      if view.browsesByScore, let order = scorePrecedes(a, b) { return order }
      if !view.isVirtual {
        for criterion in view.ranking {
          if let order = sortPrecedes(criterion, a, b) { return order }
        }
      }
      return customPrecedes(a, b) ?? (place(a) < place(b))
    }

    /// The filter scores, higher first; `nil` when equal or not scored.
    private func scorePrecedes(_ a: Hit, _ b: Hit) -> Bool? {
      guard let one = outcomes[a.segment].filterScores,
        let other = outcomes[b.segment].filterScores
      else { return nil }
      let (x, y) = (one.score(of: record(a)), other.score(of: record(b)))
      return x == y ? nil : x > y
    }

    /// The custom ranking's values in turn; `nil` when all are equal.
    private mutating func customPrecedes(_ a: Hit, _ b: Hit) -> Bool? {
      let view = segments[a.segment].view
      for criterion in view.settings.customRanking {
        if let order = sortPrecedes(criterion, a, b) { return order }
      }
      return nil
    }

    /// A sort criterion (`asc(...)`, `desc(...)`) by the records' values; `nil` when equal or
    /// for another criterion.
    private mutating func sortPrecedes(_ criterion: IndexSettings.Criterion, _ a: Hit, _ b: Hit)
      -> Bool?
    {
      switch criterion {
      case .ascending(let attribute): valuePrecedes(a, b, attribute, descending: false)
      case .descending(let attribute): valuePrecedes(a, b, attribute, descending: true)
      default: nil
      }
    }

    /// The records' values of a sort attribute, missing ones last; `nil` when equal (or not
    /// a sort attribute of the index).
    private mutating func valuePrecedes(
      _ a: Hit, _ b: Hit, _ attribute: String, descending: Bool
    ) -> Bool? {
      guard segments[a.segment].view.data.sortRanks[attribute] != nil else { return nil }
      let x = IndexData.sortValue(of: json(a), attribute)
      let y = IndexData.sortValue(of: json(b), attribute)
      switch (x, y) {
      case (nil, nil): return nil
      case (nil, _): return false
      case (_, nil): return true
      case (let x?, let y?):
        if x == y { return nil }
        return descending ? IndexData.sortPrecedes(y, x) : IndexData.sortPrecedes(x, y)
      }
    }

    /// A hit's record, read once.
    private mutating func json(_ hit: Hit) -> JSON {
      let number = record(hit)
      if let known = read[hit.segment]?[number] { return known }
      let value = segments[hit.segment].view.data.record(number)
      read[hit.segment, default: [:]][number] = value
      return value
    }
  }
}
