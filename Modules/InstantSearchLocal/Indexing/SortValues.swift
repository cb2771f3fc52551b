import InstantSearchCore

/// One sort attribute's value in each record (its first scalar) while an index is built: a
/// plain number a record (8 bytes, reserved once for the records expected) while every value is
/// a number, as sort attributes nearly always are, and JSON values (24 bytes) from the first
/// one that is not.
///
/// ``ranks()`` gives what ``IndexData/denseRanks(_:)`` gives for the same values.
struct SortValues: Sendable {
  /// Each record's number, NaN for none; empty once ``values`` is used.
  private var numbers: [Double] = []
  /// Each record's value, once one is not a number.
  private var values: [JSON?]?

  /// Room for `expectedCount` records.
  init(expectedCount: Int) {
    numbers.reserveCapacity(expectedCount)
  }

  /// Adds the next record's value.
  mutating func append(_ value: JSON?) {
    if values == nil {
      switch value {
      case nil:
        numbers.append(.nan)
        return
      case .number(let number) where !number.isNaN:
        numbers.append(number)
        return
      default:
        values = numbers.map { $0.isNaN ? nil : .number($0) }
        numbers = []
      }
    }
    values?.append(value)
  }

  /// Each record's dense rank ascending (`UInt32.max` when it has no value), and how many
  /// distinct values there are.
  func ranks() -> (ranks: IndexArray<UInt32>, distinct: Int) {
    if let values { return IndexData.denseRanks(values) }
    // The records with a number, as 4-byte positions sorted by it (not number-position pairs,
    // four times the room).
    var order: [UInt32] = []
    order.reserveCapacity(numbers.count)
    for (index, number) in numbers.enumerated() where !number.isNaN {
      order.append(UInt32(index))
    }
    numbers.withUnsafeBufferPointer { numbers in
      order.sort { numbers[Int($0)] < numbers[Int($1)] }
    }
    var ranks = [UInt32](repeating: .max, count: numbers.count)
    var rank: UInt32 = 0
    var previous: Double?
    for index in order {
      let number = numbers[Int(index)]
      if let previous, previous != number { rank += 1 }
      ranks[Int(index)] = rank
      previous = number
    }
    return (IndexArray(ranks), order.isEmpty ? 0 : Int(rank) + 1)
  }
}
