/// The numeric values of one attribute, sorted, for range filters without a scan.
struct NumericColumn: Sendable {
  /// The values, ascending.
  var values: IndexArray<Double> = []
  /// The record of each value.
  var records: IndexArray<UInt32> = []

  /// Sorts the pairs after loading (records of one value stay in the order they came), in
  /// place: the order is held as 4-byte positions and applied cycle by cycle, so sorting costs a
  /// third of the column again, not a second column.
  mutating func finish() {
    var order = Array(0..<UInt32(values.count))
    values.withUnsafeBufferPointer { values in
      order.sort { values[Int($0)] < values[Int($1)] }
    }
    var sortedValues = values.array
    var sortedRecords = records.array
    values = []
    records = []
    // Position `index` takes the pair at `order[index]`; a placed position is marked `.max`.
    for start in order.indices where order[start] != .max {
      let value = sortedValues[start]
      let record = sortedRecords[start]
      var index = start
      while Int(order[index]) != start {
        let from = Int(order[index])
        sortedValues[index] = sortedValues[from]
        sortedRecords[index] = sortedRecords[from]
        order[index] = .max
        index = from
      }
      sortedValues[index] = value
      sortedRecords[index] = record
      order[index] = .max
    }
    values = IndexArray(sortedValues)
    records = IndexArray(sortedRecords)
  }

  /// Makes room for `capacity` values, so a column is not grown by doubling while building.
  mutating func reserveCapacity(_ capacity: Int) {
    values.reserveCapacity(capacity)
    records.reserveCapacity(capacity)
  }

  /// The first position whose value is not below `bound` (or above it when `strictly`).
  func lowerIndex(_ bound: Double, strictly: Bool) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if strictly ? values[middle] <= bound : values[middle] < bound {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The records with a value in the range (bounds inclusive unless said otherwise).
  func records(
    from lower: Double?, lowerStrict: Bool = false, to upper: Double?, upperStrict: Bool = false,
    capacity: Int
  ) -> Bitmap {
    let start = lower.map { lowerIndex($0, strictly: lowerStrict) } ?? 0
    let end = upper.map { lowerIndex($0, strictly: !upperStrict) } ?? values.count
    var result = Bitmap(capacity: capacity)
    if start < end { for index in start..<end { result.insert(records[index]) } }
    return result
  }

  /// Adds one value of a record (before ``finish()``).
  mutating func append(_ value: Double, _ record: UInt32) {
    values.append(value)
    records.append(record)
  }
}
