import InstantSearchCore

/// One faceted attribute: its distinct values, the records holding each value, and the values
/// of each record.
///
/// Both directions are stored flat (offsets into one array), so a facet with many distinct
/// values (a price) costs a few bytes per value, not an array each.
struct FacetColumn: Sendable {
  /// The attribute path.
  let attribute: String
  /// Whether values match case-sensitively (`_tags`).
  let caseSensitive: Bool
  /// Value id by normalized value.
  var ids: [String: Int32] = [:]
  /// The value as first seen, by value id.
  var displays: [String] = []
  /// The value as a number when it is one (for `facets_stats`), by value id.
  var numbers: [Double?] = []
  /// Where each record's value ids start in `recordValues` (one more entry than records).
  var recordStarts: IndexArray<UInt32> = [0]
  /// The value ids of every record, record after record.
  var recordValues: IndexArray<Int32> = []
  /// Where each value's records start in `postingRecords` (one more entry than values).
  var postingStarts: IndexArray<UInt32> = [] {
    didSet { valueBitmapCache = ValueBitmapCache() }
  }
  /// The records holding each value, ascending, value after value.
  var postingRecords: IndexArray<UInt32> = [] {
    didSet { valueBitmapCache = ValueBitmapCache() }
  }
  /// The frequent values' bitmaps once made (``valueBitmaps``), made anew after the postings
  /// change.
  private(set) var valueBitmapCache = ValueBitmapCache()
  /// When no record has more than one value: each record's value id (`UInt32.max` for none),
  /// instead of `recordStarts` and `recordValues`. For a numeric facet this is also the records'
  /// dense rank by the attribute, ascending.
  var singleValues: IndexArray<UInt32>?
  /// Whether every value is a number: value ids then follow ascending numbers, and `ids` and
  /// `displays` are dropped (a price facet has a value per record or nearly).
  var isNumeric = false

  init(attribute: String, caseSensitive: Bool) {
    self.attribute = attribute
    self.caseSensitive = caseSensitive
  }

  /// The normalized form of a value, as filters look it up.
  func key(_ text: String) -> String {
    caseSensitive ? text : Tokenizer.facetKey(text)
  }

  /// The value id of `text`, if any record holds it.
  func id(of text: String) -> Int32? {
    guard isNumeric else { return ids[key(text)] }
    guard let number = Double(text) else { return nil }
    let index = firstID(notBelow: number, strictly: false)
    return index < numbers.count && numbers[index] == number ? Int32(index) : nil
  }

  /// How many distinct values.
  var valueCount: Int { numbers.count }

  /// How many records the column covers.
  var recordCount: Int { singleValues?.count ?? (recordStarts.count - 1) }

  /// How many values a record holds, on average (rounded down, at least 1).
  var valuesPerRecord: Int {
    singleValues != nil ? 1 : max(1, recordValues.count / max(1, recordStarts.count - 1))
  }

  /// The value as the response shows it.
  func display(_ id: Int) -> String {
    isNumeric ? JSONWriter.format(numbers[id] ?? 0) : displays[id]
  }

  /// For a numeric column, the first value id whose number is not below `bound` (above it when
  /// `strictly`).
  func firstID(notBelow bound: Double, strictly: Bool) -> Int {
    var low = 0
    var high = numbers.count
    while low < high {
      let middle = (low + high) / 2
      let value = numbers[middle] ?? 0
      if strictly ? value <= bound : value < bound { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The records holding a value, ascending.
  func posting(_ id: Int32) -> Slice<IndexArray<UInt32>> {
    postingRecords[Int(postingStarts[Int(id)])..<Int(postingStarts[Int(id) + 1])]
  }

  /// How many records hold each value.
  var counts: [Int] {
    (0..<valueCount).map { Int(postingStarts[$0 + 1] - postingStarts[$0]) }
  }
}
