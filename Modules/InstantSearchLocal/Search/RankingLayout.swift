/// Packs a hit's ranking criteria into one 128-bit key, most important criterion first, so
/// ranking is one integer comparison; the record number breaks the last ties.
struct RankingLayout {
  /// One field of the key.
  enum Field {
    case typo, proximity, attribute, exact
    case column([UInt32], bits: Int)
  }

  let fields: [Field]
  let recordBits: Int

  static let textualBits = ["typo": 6, "proximity": 8, "attribute": 18, "exact": 6]

  /// The layout of `ranking` for the records of `view` (custom ranking as its own ranks).
  init(ranking: [IndexSettings.Criterion], view: IndexView, includeTextual: Bool = true) {
    var fields: [Field] = []
    var total = 0
    for criterion in ranking {
      switch criterion {
      case .typo where includeTextual:
        fields.append(.typo)
        total += 6
      case .proximity where includeTextual:
        fields.append(.proximity)
        total += 8
      case .attribute where includeTextual:
        fields.append(.attribute)
        total += 18
      case .exact where includeTextual:
        fields.append(.exact)
        total += 6
      case .ascending, .descending:
        guard let column = IndexView.rankColumn(criterion, view.data) else { continue }
        let distinct = view.data.sortRanks[criterion.attribute ?? ""]?.distinct ?? 0
        let bits = Self.bits(for: distinct + 1)
        fields.append(.column(column, bits: bits))
        total += bits
      case .custom:
        let bits = Self.bits(for: view.customRankCount)
        fields.append(.column(view.customRanks, bits: bits))
        total += bits
      default: break
      }
    }
    recordBits = Self.bits(for: view.data.count)
    // Keep one spare bit (virtual replicas use the top bit); drop trailing fields that overflow.
    while total + recordBits > 127, let last = fields.popLast() {
      switch last {
      case .column(_, let bits): total -= bits
      case .typo, .exact: total -= 6
      case .proximity: total -= 8
      case .attribute: total -= 18
      }
    }
    self.fields = fields
  }

  static func bits(for count: Int) -> Int {
    max(1, Int.bitWidth - max(count - 1, 0).leadingZeroBitCount)
  }

  /// The key of `record`, whose words matched at `places` (one per query word).
  @inline(__always)
  func key(record: UInt32, places: UnsafeBufferPointer<UInt32>, view: IndexView) -> UInt128 {
    var key: UInt128 = 0
    for field in fields {
      switch field {
      case .typo:
        var typos: UInt32 = 0
        for place in places { typos += place >> WordMatch.typoShift }
        key = key << 6 | UInt128(min(typos, 63))
      case .exact:
        var missing: UInt32 = 0
        for place in places { missing += (place >> 29) & 1 }
        key = key << 6 | UInt128(min(missing, 63))
      case .proximity:
        var distance: UInt32 = 0
        if places.count > 1 {
          for index in 1..<places.count {
            let a = places[index - 1] & 0x1FFF_FFFF
            let b = places[index] & 0x1FFF_FFFF
            if a >> 16 != b >> 16 {
              distance += 8
            } else {
              let gap = Int(b & 0xFFFF) - Int(a & 0xFFFF)
              distance += UInt32(min(gap > 0 ? gap : 1 - gap + 1, 8))
            }
          }
        }
        key = key << 8 | UInt128(min(distance, 255))
      case .attribute:
        var best = UInt32.max
        for place in places {
          let slot = Int((place >> 16) & WordMatch.slotMask)
          let level = UInt32(min(view.data.slotLevels[slot], 255))
          let position = view.data.slotUnordered[slot] ? 0 : min(place & 0xFFFF, 1023)
          best = min(best, level << 10 | position)
        }
        key = key << 18 | UInt128(best == .max ? 0x3FFFF : best)
      case .column(let column, let bits):
        let value = column[Int(record)]
        let mask = (UInt32(1) << UInt32(min(bits, 31))) &- 1
        key = key << UInt128(bits) | UInt128(value == .max ? mask : min(value, mask))
      }
    }
    return key << UInt128(recordBits) | UInt128(record)
  }

  /// The record number stored in a key's low bits.
  func record(of key: UInt128) -> UInt32 {
    UInt32(truncatingIfNeeded: key & ((1 << UInt128(recordBits)) - 1))
  }
}

extension IndexSettings.Criterion {
  /// The attribute of an `asc`/`desc` criterion.
  var attribute: String? {
    switch self {
    case .ascending(let name), .descending(let name): return name
    default: return nil
    }
  }
}
