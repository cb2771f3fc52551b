/// Words of one or more records waiting to be added to a ``TermIndex``: their bytes back to
/// back, and for each its hash, record and place, in the order the record gives them.
///
/// Adding words a batch at a time lets the index read every word's table slot and posting
/// state before it writes any (see ``TermIndex/add(_:)``), so their cache misses overlap. The
/// arrays keep their capacity when emptied, so a builder reuses one batch for every record.
struct TokenBatch: Sendable {
  /// The words' UTF-8 bytes, back to back.
  private(set) var bytes: [UInt8] = []
  /// Where each word ends in ``bytes`` (it starts where the previous one ends).
  private(set) var ends: [UInt32] = []
  /// Each word's ``TermTable/hash(_:)``.
  private(set) var hashes: [UInt32] = []
  /// Each word's record number.
  private(set) var records: [UInt32] = []
  /// Each word's place: attribute slot and word position (``MatchPlace/location(slot:position:)``).
  private(set) var places: [UInt32] = []

  /// How many words.
  var count: Int { ends.count }

  /// Adds a word, given as its UTF-8 bytes.
  @inline(__always)
  mutating func append(_ word: UnsafeBufferPointer<UInt8>, record: UInt32, place: UInt32) {
    bytes.append(contentsOf: word)
    ends.append(UInt32(bytes.count))
    hashes.append(TermTable.hash(word))
    records.append(record)
    places.append(place)
  }

  /// Adds a word.
  mutating func append(_ word: String, record: UInt32, place: UInt32) {
    var word = word
    word.withUTF8 { append($0, record: record, place: place) }
  }

  /// Empties the batch, keeping its capacity.
  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    hashes.removeAll(keepingCapacity: true)
    records.removeAll(keepingCapacity: true)
    places.removeAll(keepingCapacity: true)
  }
}
