/// The values of a facet that matching records hold, each with how many hold it: value ids
/// ascending, none with a count of 0. What a response's facet counts, order and stats are made
/// from.
struct FacetTally: Equatable {
  /// The value ids held, ascending.
  var ids: [Int] = []
  /// How many matching records hold each, in the order of `ids`.
  var counts: [Int] = []

  /// The values of counts by value id that are not 0.
  init(counts byID: [Int]) {
    for (id, count) in byID.enumerated() where count > 0 {
      ids.append(id)
      counts.append(count)
    }
  }

  /// The values of a histogram by value id that are not 0.
  ///
  /// - Complexity: two passes over the histogram, without a branch on each value.
  init(histogram: [UInt32]) {
    let held = histogram.reduce(0) { $0 + ($1 == 0 ? 0 : 1) }
    var filled = 0
    histogram.withUnsafeBufferPointer { histogram in
      ids = [Int](unsafeUninitializedCapacity: held) { ids, idsCount in
        counts = [Int](unsafeUninitializedCapacity: held) { counts, countsCount in
          // Every value is written at the next place, and only a held one moves it on; the
          // pass stops once every held value is placed, so no write goes past them.
          for (id, count) in histogram.enumerated() {
            guard filled < held else { break }
            ids[filled] = id
            counts[filled] = Int(count)
            filled += count == 0 ? 0 : 1
          }
          countsCount = filled
        }
        idsCount = filled
      }
    }
  }

  /// How many values.
  var count: Int { ids.count }

  /// The tally of `matching` (every record when nil) in `column`, counted by a
  /// ``FacetCounter`` of its own (one that counts several columns of the same matches shares
  /// the work between them).
  static func of(_ column: FacetColumn, _ matching: [UInt32]?) -> FacetTally {
    var counter = FacetCounter(matching)
    return counter.tally(column)
  }

  /// The tally of the values that `matching` records hold when they hold few of the column's
  /// many (``isSparse(_:_:)``: a price facet of a value a record, over a search of a few hundred
  /// hits): their value ids gathered and sorted, in O(*m* log *m*) for their *m* values.
  init(sorting column: FacetColumn, _ matching: [UInt32]) {
    var held: [UInt32] = []
    if let single = column.singleValues {
      held.reserveCapacity(matching.count)
      for record in matching where single[Int(record)] != .max {
        held.append(single[Int(record)])
      }
    } else {
      for record in matching {
        let start = Int(column.recordStarts[Int(record)])
        let end = Int(column.recordStarts[Int(record) + 1])
        for index in start..<end { held.append(UInt32(column.recordValues[index])) }
      }
    }
    held.sort()
    for id in held {
      if let last = ids.last, last == Int(id) {
        counts[counts.count - 1] += 1
      } else {
        ids.append(Int(id))
        counts.append(1)
      }
    }
  }

  /// Whether `records` matching records hold so few of the column's values (about one in 32,
  /// by their average values a record) that sorting theirs costs less than a pass over all.
  static func isSparse(_ column: FacetColumn, _ records: Int) -> Bool {
    records * column.valuesPerRecord * 32 <= column.valueCount
  }
}
