/// Packs a hit's ranking criteria into one 128-bit key, most important criterion first, so
/// ranking is one integer comparison; the record number breaks the last ties.
struct RankingLayout {
  /// One field of the key, and how many bits it takes.
  enum Field {
    /// The typos of all query words (6 bits).
    case typo
    /// The summed distances between consecutive query words (8 bits).
    case proximity
    /// The best attribute level, then the position in it (18 bits: 8 and 10).
    case attribute
    /// The query words not matched whole (6 bits).
    case exact
    /// The query words a record does not hold: optional words (6 bits).
    case words
    /// The start of the distance group, in metres, of a geo search (26 bits, more than
    /// Earth's half circumference).
    case geo
    /// A per-record rank column (a sort criterion or the custom ranking).
    case column(IndexArray<UInt32>, bits: Int)

    /// The width of the field in the key.
    var bits: Int {
      switch self {
      case .typo, .exact, .words: return 6
      case .geo: return 26
      case .proximity: return 8
      case .attribute: return 18
      case .column(_, let bits): return bits
      }
    }
  }

  let fields: [Field]
  /// The ranking criterion of each field.
  let criteria: [IndexSettings.Criterion]
  let recordBits: Int

  /// The layout of `ranking` for the records of `view` (custom ranking as its own ranks).
  init(ranking: [IndexSettings.Criterion], view: IndexView, filterScores: FilterScores? = nil) {
    var fields: [Field] = []
    var criteria: [IndexSettings.Criterion] = []
    for criterion in ranking {
      let before = fields.count
      defer { if fields.count > before { criteria.append(criterion) } }
      switch criterion {
      case .typo: fields.append(.typo)
      case .proximity: fields.append(.proximity)
      case .attribute: fields.append(.attribute)
      case .exact: fields.append(.exact)
      case .words: fields.append(.words)
      case .geo: fields.append(.geo)
      case .ascending, .descending:
        guard let column = IndexView.rankColumn(criterion, view.data) else { continue }
        let distinct = view.data.sortRanks[criterion.attribute ?? ""]?.distinct ?? 0
        fields.append(.column(column, bits: Self.bits(for: distinct + 1)))
      case .custom:
        fields.append(.column(view.customRanks, bits: Self.bits(for: view.customRankCount)))
      case .filters:
        guard let filterScores else { continue }
        let bits = Self.bits(for: Int(filterScores.maximum) + 1)
        fields.append(.column(IndexArray(filterScores.rankColumn), bits: bits))
      }
    }
    recordBits = Self.bits(for: view.data.count)
    // Keep one spare bit (virtual replicas use the top bit); drop trailing fields that overflow.
    var total = fields.reduce(0) { $0 + $1.bits }
    while total + recordBits > 127, let last = fields.popLast() {
      total -= last.bits
      criteria.removeLast()
    }
    self.fields = fields
    self.criteria = criteria
  }

  /// The value of field `index` in `key`.
  func value(ofField index: Int, in key: UInt128) -> UInt32 {
    let shift = fields[(index + 1)...].reduce(recordBits) { $0 + $1.bits }
    let mask = (UInt128(1) << UInt128(fields[index].bits)) - 1
    return UInt32(truncatingIfNeeded: key >> UInt128(shift) & mask)
  }

  /// The bits that hold the numbers `0..<count` (at least one).
  static func bits(for count: Int) -> Int {
    max(1, Int.bitWidth - max(count - 1, 0).leadingZeroBitCount)
  }

  /// The keys of `records`, whose words matched at `places` (one array per query word, aligned
  /// with `records`), computed one criterion at a time over the whole column; `geo` holds
  /// each record's distance group for a geo search (aligned with `records`).
  func keys(records: [UInt32], places: [[UInt32]], geo: [UInt32]? = nil, view: IndexView)
    -> [UInt128]
  {
    let count = records.count
    var keys = [UInt128](repeating: 0, count: count)
    var scratch = [UInt32](repeating: 0, count: count)
    keys.withUnsafeMutableBufferPointer { keys in
      scratch.withUnsafeMutableBufferPointer { scratch in
        for field in fields {
          values(
            of: field, records: records, places: places, geo: geo, view: view, into: scratch)
          Self.append(scratch, bits: field.bits, to: keys)
        }
        records.withUnsafeBufferPointer { records in
          for index in 0..<count { scratch[index] = records[index] }
        }
        Self.append(scratch, bits: recordBits, to: keys)
      }
    }
    return keys
  }

  /// The value of `field` for each of `records` (aligned with them, as `places` and `geo`
  /// are), before the key caps it to the field's width.
  func values(
    of field: Field, records: [UInt32], places: [[UInt32]], geo: [UInt32]?, view: IndexView,
    into scratch: UnsafeMutableBufferPointer<UInt32>
  ) {
    let count = records.count
    switch field {
    case .typo: Self.sum(places, into: scratch) { MatchPlace.typos($0) }
    case .exact: Self.sum(places, into: scratch) { MatchPlace.notExact($0) }
    case .words:
      Self.sum(places, into: scratch) { $0 == MatchPlace.missing ? 1 : 0 }
    case .geo:
      for index in 0..<count { scratch[index] = geo?[index] ?? 0 }
    case .proximity: Self.proximities(places, into: scratch)
    case .attribute: Self.attributes(places, view: view, into: scratch)
    case .column(let column, let bits):
      let mask = Self.columnMask(bits: bits)
      column.withUnsafeBufferPointer { column in
        records.withUnsafeBufferPointer { records in
          for index in 0..<count {
            scratch[index] = Self.columnValue(column[Int(records[index])], mask: mask)
          }
        }
      }
    }
  }

  /// The largest value a column field of `bits` holds.
  static func columnMask(bits: Int) -> UInt32 {
    (UInt32(1) << UInt32(min(bits, 31))) &- 1
  }

  /// A column's value in a field of ``columnMask(bits:)``: capped to it, and a record without
  /// a value (`UInt32.max`) last.
  @inline(__always)
  static func columnValue(_ value: UInt32, mask: UInt32) -> UInt32 {
    value == .max ? mask : min(value, mask)
  }

  /// Shifts each key left by `bits` and puts the field's value (capped to fit) in the room.
  private static func append(
    _ values: UnsafeMutableBufferPointer<UInt32>, bits: Int,
    to keys: UnsafeMutableBufferPointer<UInt128>
  ) {
    let width = UInt128(bits)
    let cap = Self.cap(bits: bits)
    for index in 0..<values.count {
      keys[index] = keys[index] << width | UInt128(min(values[index], cap))
    }
  }

  /// The sum over the query words of one part of their places.
  private static func sum(
    _ places: [[UInt32]], into scratch: UnsafeMutableBufferPointer<UInt32>,
    _ part: (UInt32) -> UInt32
  ) {
    scratch.update(repeating: 0)
    for column in places {
      column.withUnsafeBufferPointer { column in
        for index in 0..<scratch.count { scratch[index] += part(column[index]) }
      }
    }
  }

  /// The summed proximity of consecutive query words.
  private static func proximities(
    _ places: [[UInt32]], into scratch: UnsafeMutableBufferPointer<UInt32>
  ) {
    scratch.update(repeating: 0)
    guard places.count > 1 else { return }
    for word in 1..<places.count {
      places[word - 1].withUnsafeBufferPointer { previous in
        places[word].withUnsafeBufferPointer { current in
          for index in 0..<scratch.count {
            scratch[index] += MatchPlace.proximity(previous[index], current[index])
          }
        }
      }
    }
  }

  /// The best `level << 10 | position` among the query words (all ones when unknown).
  private static func attributes(
    _ places: [[UInt32]], view: IndexView, into scratch: UnsafeMutableBufferPointer<UInt32>
  ) {
    scratch.update(repeating: .max)
    slotRanks(view).withUnsafeBufferPointer { slotRanks in
      for column in places {
        column.withUnsafeBufferPointer { column in
          for index in 0..<scratch.count where column[index] != MatchPlace.missing {
            scratch[index] = min(scratch[index], attributeRank(column[index], slotRanks))
          }
        }
      }
    }
  }

  /// The largest value a field of `bits` holds: a value above it is capped to it.
  static func cap(bits: Int) -> UInt32 {
    bits >= 32 ? UInt32.max : (UInt32(1) << UInt32(bits)) - 1
  }

  /// Each attribute slot's part of the attribute criterion: its level (at most 255) in the high
  /// bits, and the most of a word position it counts (none in an unordered attribute), so a
  /// place's rank takes one lookup (``attributeRank(_:_:)``).
  static func slotRanks(_ view: IndexView) -> [SlotRank] {
    zip(view.data.slotLevels, view.data.slotUnordered).map { level, unordered in
      SlotRank(rank: UInt32(min(level, 255)) << 10, positionCap: unordered ? 0 : 1023)
    }
  }

  /// One slot's part of the attribute criterion (``slotRanks(_:)``).
  struct SlotRank {
    /// The slot's level, shifted above the position.
    var rank: UInt32
    /// The largest position counted: 1023, or 0 in an unordered attribute.
    var positionCap: UInt32
  }

  /// The attribute criterion of one place (not ``MatchPlace/missing``): its slot's level, then
  /// its position (0 in an unordered attribute), `level << 10 | position`.
  @inline(__always)
  static func attributeRank(_ place: UInt32, _ slotRanks: UnsafeBufferPointer<SlotRank>)
    -> UInt32
  {
    let slot = slotRanks[MatchPlace.slot(place)]
    return slot.rank | min(MatchPlace.position(place), slot.positionCap)
  }

  /// The record number stored in a key's low bits.
  func record(of key: UInt128) -> UInt32 {
    UInt32(truncatingIfNeeded: key & ((1 << UInt128(recordBits)) - 1))
  }
}
