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

  /// Adds the words of ASCII `text`, split and lowercased as ``Tokenizer`` does (letters and
  /// digits, everything else a separator), at the places of `slot` from word `position` on,
  /// in one pass: each word's bytes lowercased straight into ``bytes`` and hashed on the way.
  ///
  /// - Precondition: `text` is ASCII (``Tokenizer/isASCII(_:)``): other text folds through Foundation.
  /// - Returns: how many words were added.
  mutating func appendASCIIWords(
    of text: UnsafeBufferPointer<UInt8>, record: UInt32, slot: Int, position: UInt32
  ) -> UInt32 {
    guard let source = text.baseAddress, !text.isEmpty else { return 0 }
    let count = text.count
    let start = bytes.count
    // Room for every byte of the text, filled in place, then cut to what the words took.
    bytes.append(contentsOf: repeatElement(0, count: count))
    var written = start
    var words: UInt32 = 0
    bytes.withUnsafeMutableBufferPointer { target in
      Self.lowered.withUnsafeBufferPointer { lowered in
        var index = 0
        while index < count {
          var byte = lowered[Int(source[index])]
          if byte == 0 {
            index += 1
            continue
          }
          var hash: UInt32 = 2_166_136_261
          repeat {
            target[written] = byte
            written += 1
            hash = (hash ^ UInt32(byte)) &* 16_777_619
            index += 1
            byte = index < count ? lowered[Int(source[index])] : 0
          } while byte != 0
          ends.append(UInt32(written))
          hashes.append(hash)
          records.append(record)
          places.append(MatchPlace.location(slot: slot, position: position + words))
          words += 1
        }
      }
    }
    bytes.removeLast(start + count - written)
    return words
  }

  /// Each ASCII byte as a word's byte, lowercased, or 0 for a separator (and for every byte
  /// past ASCII): ``Tokenizer``'s word bytes.
  private static let lowered: [UInt8] = (0..<256).map { byte in
    let byte = UInt8(byte)
    guard byte < 0x80, Tokenizer.isASCIIWordByte(byte) else { return 0 }
    return Tokenizer.lowercaseASCII(byte)
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
