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

  /// The keys of `records`, whose words matched at `places` (one array per query word, aligned
  /// with `records`), computed one criterion at a time over the whole column.
  func keys(records: [UInt32], places: [[UInt32]], view: IndexView) -> [UInt128] {
    let count = records.count
    var keys = [UInt128](repeating: 0, count: count)
    var scratch = [UInt32](repeating: 0, count: count)
    keys.withUnsafeMutableBufferPointer { keys in
      scratch.withUnsafeMutableBufferPointer { scratch in
        for field in fields {
          switch field {
          case .typo, .exact:
            let shift: UInt32 = field.isTypo ? WordMatch.typoShift : 29
            let mask: UInt32 = field.isTypo ? 3 : 1
            scratch.update(repeating: 0)
            for column in places {
              column.withUnsafeBufferPointer { column in
                for index in 0..<count { scratch[index] += (column[index] >> shift) & mask }
              }
            }
            for index in 0..<count {
              keys[index] = keys[index] << 6 | UInt128(min(scratch[index], 63))
            }
          case .proximity:
            scratch.update(repeating: 0)
            if places.count > 1 {
              for word in 1..<places.count {
                places[word - 1].withUnsafeBufferPointer { previous in
                  places[word].withUnsafeBufferPointer { current in
                    for index in 0..<count {
                      let a = previous[index] & 0x1FFF_FFFF
                      let b = current[index] & 0x1FFF_FFFF
                      if a >> 16 != b >> 16 {
                        scratch[index] += 8
                      } else {
                        let gap = Int(b & 0xFFFF) - Int(a & 0xFFFF)
                        scratch[index] += UInt32(min(gap > 0 ? gap : 2 - gap, 8))
                      }
                    }
                  }
                }
              }
            }
            for index in 0..<count {
              keys[index] = keys[index] << 8 | UInt128(min(scratch[index], 255))
            }
          case .attribute:
            scratch.update(repeating: .max)
            view.data.slotLevels.withUnsafeBufferPointer { levels in
              view.data.slotUnordered.withUnsafeBufferPointer { unordered in
                for column in places {
                  column.withUnsafeBufferPointer { column in
                    for index in 0..<count {
                      let place = column[index]
                      let slot = Int((place >> 16) & WordMatch.slotMask)
                      let level = UInt32(min(levels[slot], 255))
                      let position = unordered[slot] ? 0 : min(place & 0xFFFF, 1023)
                      scratch[index] = min(scratch[index], level << 10 | position)
                    }
                  }
                }
              }
            }
            for index in 0..<count {
              let best = scratch[index]
              keys[index] = keys[index] << 18 | UInt128(best == .max ? 0x3FFFF : best)
            }
          case .column(let column, let bits):
            let mask = (UInt32(1) << UInt32(min(bits, 31))) &- 1
            let width = UInt128(bits)
            column.withUnsafeBufferPointer { column in
              records.withUnsafeBufferPointer { records in
                for index in 0..<count {
                  let value = column[Int(records[index])]
                  keys[index] =
                    keys[index] << width | UInt128(value == .max ? mask : min(value, mask))
                }
              }
            }
          }
        }
        let width = UInt128(recordBits)
        records.withUnsafeBufferPointer { records in
          for index in 0..<count { keys[index] = keys[index] << width | UInt128(records[index]) }
        }
      }
    }
    return keys
  }

  /// The record number stored in a key's low bits.
  func record(of key: UInt128) -> UInt32 {
    UInt32(truncatingIfNeeded: key & ((1 << UInt128(recordBits)) - 1))
  }
}

extension RankingLayout.Field {
  var isTypo: Bool {
    if case .typo = self { return true }
    return false
  }
}
