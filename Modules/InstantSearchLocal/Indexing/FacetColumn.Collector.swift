import InstantSearchCore

extension FacetColumn {
  /// A facet column while its index is built, one record at a time; ``finish()`` gives the
  /// column.
  ///
  /// Values are kept as compactly as the records allow, and change form at most twice, at the
  /// first record that needs it:
  /// - while every value is a finite number, as the numbers themselves (no text is formatted,
  ///   no value is looked up: ``finish()`` numbers them in ascending order), else as value ids,
  ///   found first by the value's raw bytes (an FNV table, ``TermTable``), so a value met before
  ///   is neither normalized nor hashed by `Dictionary` again;
  /// - while no record has two values, as one entry a record (no per-record offsets), else as
  ///   offsets and values, record after record.
  ///
  /// Records before the first value take no room. Value ids follow first appearance, as values
  /// were always numbered; the finished column is the one the records always gave.
  ///
  /// Not thread-safe: filled by one caller, then finished once.
  struct Collector: Sendable {
    /// The attribute path.
    let attribute: String
    /// Whether values match case-sensitively (`_tags`).
    let caseSensitive: Bool
    /// About how many records will come, to reserve the values once.
    private let expectedCount: Int
    /// Each value as a number, while ``isNumbers`` (NaN: a record without one, in the one-entry
    /// form).
    private var numberValues: [Double] = []
    /// Each value's id, once a value is not a finite number (`UInt32.max`: a record without
    /// one, in the one-entry form).
    private var idValues: [UInt32] = []
    /// Whether every value so far is a finite number.
    private var isNumbers = true
    /// Where each record's values start, once a record has two; `nil` while each has at most
    /// one (one entry a record then, from the first value on).
    private var starts: [UInt32]?
    /// How many records were ended.
    private var records = 0
    /// Where the current record's values start, once ``starts`` is in use.
    private var recordStart = 0
    /// Value id by normalized value, once ids are in use.
    private var ids: [String: Int32] = [:]
    /// The value as first seen, by value id.
    private var displays: [String] = []
    /// The value as a number when it is one, by value id.
    private var numbers: [Double?] = []
    /// The raw texts met, by raw id, and the value id of each.
    private var rawTable = TermTable()
    private var rawTexts: [String] = []
    private var rawIDs: [Int32] = []
    /// The value id of each number met once ids are in use, by its bits (0 for -0).
    private var numberIDs: [UInt64: Int32] = [:]

    /// An empty column of `attribute`, for about `expectedCount` records.
    init(attribute: String, caseSensitive: Bool, expectedCount: Int) {
      self.attribute = attribute
      self.caseSensitive = caseSensitive
      self.expectedCount = expectedCount
    }

    /// How many values (or one-entry records) are held.
    private var held: Int { isNumbers ? numberValues.count : idValues.count }

    /// Adds a scalar of the current record (anything but a string, number or boolean is
    /// ignored); a value the record already has is not added again.
    mutating func append(_ scalar: JSON) {
      switch scalar {
      case .number(let value):
        if isNumbers && value.isFinite { return appendNumber(value) }
        if isNumbers { leaveNumbers() }
        appendID(id(ofNumber: value))
      case .string(let text):
        if isNumbers { leaveNumbers() }
        appendID(id(ofText: text, number: nil))
      case .bool(let flag):
        if isNumbers { leaveNumbers() }
        appendID(id(ofText: flag ? "true" : "false", number: nil))
      default:
        return
      }
    }

    /// Ends the current record.
    mutating func endRecord() {
      records += 1
      if starts != nil {
        let end = held
        starts?.append(UInt32(end))
        recordStart = end
      } else if held > 0 && held == records - 1 {
        // A record without a value, after the first value.
        if isNumbers { numberValues.append(.nan) } else { idValues.append(.max) }
      }
    }

    private mutating func appendNumber(_ value: Double) {
      if numberValues.isEmpty { fillNone() }
      if !Self.place(
        value, in: &numberValues, records: records, from: starts.map { _ in recordStart })
      {
        spread()
        numberValues.append(value)
      }
    }

    private mutating func appendID(_ id: Int32) {
      if idValues.isEmpty { fillNone() }
      if !Self.place(
        UInt32(id), in: &idValues, records: records, from: starts.map { _ in recordStart })
      {
        spread()
        idValues.append(UInt32(id))
      }
    }

    /// Adds `value` to the current record's values (from `start` on, or the entry after the
    /// first `records` in the one-entry form) unless it holds it already.
    ///
    /// - Returns: false when the record holds another value in the one-entry form: the values
    ///   must be spread before `value` is appended.
    @inline(__always)
    private static func place<Value: Equatable>(
      _ value: Value, in values: inout [Value], records: Int, from start: Int?
    ) -> Bool {
      if let start {
        if !values[start...].contains(value) { values.append(value) }
        return true
      }
      if values.count == records {
        values.append(value)
        return true
      }
      return values[records] == value
    }

    /// Reserves the room the records so far predict for the records expected, so the values are
    /// not grown by doubling (called once, after a sample).
    mutating func reserveAsSampled() {
      guard records > 0, held > 0 else { return }
      let predicted = held * max(expectedCount, records) / records * 21 / 20 + 16
      if isNumbers {
        numberValues.reserveCapacity(predicted)
      } else {
        idValues.reserveCapacity(predicted)
      }
    }

    /// Gives the records before the first value their empty entries, reserving room for the
    /// records expected.
    private mutating func fillNone() {
      if isNumbers {
        numberValues.reserveCapacity(max(expectedCount, records + 1))
        numberValues.append(contentsOf: repeatElement(.nan, count: records - numberValues.count))
      } else {
        idValues.reserveCapacity(max(expectedCount, records + 1))
        idValues.append(contentsOf: repeatElement(.max, count: records - idValues.count))
      }
    }

    /// Turns the one-entry form into offsets and values, while the current record holds one
    /// value.
    private mutating func spread() {
      var offsets: [UInt32] = []
      offsets.reserveCapacity(max(expectedCount, records) + 1)
      offsets.append(0)
      if isNumbers {
        Self.compact(&numberValues, records: records, into: &offsets) { $0.isNaN }
      } else {
        Self.compact(&idValues, records: records, into: &offsets) { $0 == .max }
      }
      recordStart = Int(offsets[records])
      starts = offsets
    }

    /// Drops the empty entries of the first `records` records of `values`, appending where
    /// each record ends to `offsets`; the entry after them (the current record's) is kept.
    private static func compact<Value>(
      _ values: inout [Value], records: Int, into offsets: inout [UInt32],
      isNone: (Value) -> Bool
    ) {
      var kept = 0
      for index in 0..<records {
        if !isNone(values[index]) {
          values[kept] = values[index]
          kept += 1
        }
        offsets.append(UInt32(kept))
      }
      values[kept] = values[records]
      values.removeLast(values.count - kept - 1)
    }

    /// Numbers the values met so far by their text, in the order they came.
    private mutating func leaveNumbers() {
      isNumbers = false
      idValues.reserveCapacity(numberValues.capacity)
      for value in numberValues {
        idValues.append(value.isNaN ? .max : UInt32(id(ofNumber: value)))
      }
      numberValues = []
    }

    /// The value id of a number, given by its text (`JSONWriter.format`), as a string of that
    /// text has.
    private mutating func id(ofNumber value: Double) -> Int32 {
      let key = (value == 0 ? 0 : value).bitPattern
      if let id = numberIDs[key] { return id }
      let id = id(ofText: JSONWriter.format(value), number: value)
      numberIDs[key] = id
      return id
    }

    /// The value id of `text`, a new one when its normalized form is new.
    private mutating func id(ofText text: String, number: Double?) -> Int32 {
      var text = text
      let raw = text.withUTF8 { bytes in
        rawTable.id(of: bytes, hash: TermTable.hash(bytes), in: &rawTexts)
      }
      if !raw.added { return rawIDs[Int(raw.id)] }
      let normalized = caseSensitive ? text : Tokenizer.facetKey(text)
      let id: Int32
      if let existing = ids[normalized] {
        id = existing
      } else {
        id = Int32(displays.count)
        ids[normalized] = id
        displays.append(text)
        numbers.append(number)
      }
      rawIDs.append(id)
      return id
    }

    /// The finished column: values numbered (in ascending order when all are numbers), the
    /// records of each value, and one value a record or offsets, as ``FacetColumn`` keeps them.
    consuming func finish() -> FacetColumn {
      var column = FacetColumn(attribute: attribute, caseSensitive: caseSensitive)
      var values: [UInt32]
      if isNumbers {
        values = numberedAscending(into: &column)
      } else {
        values = idValues
        idValues = []
        column.numbers = numbers.trimmed
        if !numbers.isEmpty && numbers.allSatisfy({ $0 != nil }) {
          // Numbers only (not all finite): renumber the values in ascending order, no text.
          let order = numbers.indices.sorted { numbers[$0]! < numbers[$1]! }
          var renumbered = [UInt32](repeating: 0, count: order.count)
          for (rank, id) in order.enumerated() { renumbered[id] = UInt32(rank) }
          for index in values.indices where values[index] != .max {
            values[index] = renumbered[Int(values[index])]
          }
          column.numbers = order.map { numbers[$0] }
          column.isNumeric = true
        } else {
          column.ids = ids
          column.displays = displays.trimmed
        }
      }
      Self.post(values, starts: starts, records: records, into: &column)
      return column
    }

    /// The ascending distinct numbers as the column's values, and each value's number (its
    /// rank among them), `UInt32.max` kept for a record without one.
    private mutating func numberedAscending(into column: inout FacetColumn) -> [UInt32] {
      var distinct = numberValues.filter { !$0.isNaN }
      guard !distinct.isEmpty else { return [] }
      distinct.sort()
      var unique = 0
      for index in distinct.indices where unique == 0 || distinct[unique - 1] != distinct[index] {
        distinct[unique] = distinct[index]
        unique += 1
      }
      distinct.removeLast(distinct.count - unique)
      // -0 and 0 are one value, shown as it was first met.
      if let zero = numberValues.first(where: { $0 == 0 }),
        let position = distinct.firstIndex(of: 0)
      {
        distinct[position] = zero
      }
      var values = [UInt32](repeating: .max, count: numberValues.count)
      for (index, value) in numberValues.enumerated() where !value.isNaN {
        var low = 0
        var high = distinct.count - 1
        while low < high {
          let middle = (low + high) / 2
          if distinct[middle] < value { low = middle + 1 } else { high = middle }
        }
        values[index] = UInt32(low)
      }
      numberValues = []
      column.numbers = distinct.map { $0 }
      column.isNumeric = true
      return values
    }

    /// Writes the records of each value (a counting sort) and the per-record layout into
    /// `column`: `values` one entry a record (`UInt32.max` for none) when `starts` is `nil`,
    /// else each record's values from its start.
    private static func post(
      _ values: [UInt32], starts: [UInt32]?, records: Int, into column: inout FacetColumn
    ) {
      let valueCount = column.valueCount
      var postingStarts = [UInt32](repeating: 0, count: valueCount + 1)
      for id in values where id != .max { postingStarts[Int(id) + 1] += 1 }
      for index in 0..<valueCount { postingStarts[index + 1] += postingStarts[index] }
      var cursor = postingStarts
      var postings = [UInt32](repeating: 0, count: Int(postingStarts[valueCount]))
      if let starts {
        for record in 0..<records {
          for index in Int(starts[record])..<Int(starts[record + 1]) {
            let id = Int(values[index])
            postings[Int(cursor[id])] = UInt32(record)
            cursor[id] += 1
          }
        }
        column.recordStarts = IndexArray(starts.trimmed)
        column.recordValues = IndexArray(values.map { Int32($0) })
      } else {
        for (record, id) in values.enumerated() where id != .max {
          postings[Int(cursor[Int(id)])] = UInt32(record)
          cursor[Int(id)] += 1
        }
        // After the first value every record has its entry.
        column.singleValues = IndexArray(valueCount == 0 ? [] : values)
        column.recordStarts = []
        column.recordValues = []
      }
      column.postingStarts = IndexArray(postingStarts)
      column.postingRecords = IndexArray(postings)
    }
  }
}
