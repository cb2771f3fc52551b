/// One faceted attribute: its distinct values, the records holding each value, and the values
/// of each record.
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
  /// The records holding each value, ascending, by value id.
  var postings: [[UInt32]] = []
  /// Where each record's value ids start in `recordValues` (one more entry than records).
  var recordStarts: [UInt32] = [0]
  /// The value ids of every record, record after record.
  var recordValues: [Int32] = []

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
    ids[key(text)]
  }

  /// Adds the values of the next record.
  mutating func appendRecord(_ record: UInt32, values: [(text: String, number: Double?)]) {
    for value in values {
      let normalized = key(value.text)
      let id: Int32
      if let existing = ids[normalized] {
        id = existing
      } else {
        id = Int32(displays.count)
        ids[normalized] = id
        displays.append(value.text)
        numbers.append(value.number)
        postings.append([])
      }
      if postings[Int(id)].last != record {
        postings[Int(id)].append(record)
        recordValues.append(id)
      }
    }
    recordStarts.append(UInt32(recordValues.count))
  }
}
