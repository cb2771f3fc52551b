extension JSONParser {
  /// The strings of object keys met recently, by a hash of their bytes: records repeat the same
  /// keys, so a key is compared with the one met before instead of being decoded again.
  ///
  /// A key of up to 16 bytes is kept as two words and compared as two words (no reading back
  /// into the input, where its first occurrence may have left the cache long ago); a longer key
  /// is compared by its first two words, then with the bytes of its first occurrence. Owned by
  /// one ``Reader``.
  struct KeyCache {
    private struct Entry {
      /// The key's first eight bytes, zero past its end.
      var head: UInt64
      /// Its bytes 8 to 16, zero past its end.
      var tail: UInt64
      /// Where its bytes are in the input.
      var start: Int
      var count: Int
      var key: String
    }

    private var entries: [Entry]
    /// How many keys are kept (a power of two).
    static let size = 256

    init() {
      entries = Array(
        repeating: Entry(head: 0, tail: 0, start: 0, count: -1, key: ""), count: Self.size)
    }

    /// The ASCII key of `count` plain bytes (no escape) at `start` in `bytes`, made at most
    /// once while it stays in its slot.
    ///
    /// - Parameters:
    ///   - words: ``Reader/keyWords(_:_:)`` of the key's bytes.
    ///   - count: how many bytes it has, at least one.
    ///   - hash: ``Reader/keyHash(head:tail:count:)`` of the bytes, which picks the slot.
    ///   - start: where the key's bytes start (after the opening quote).
    ///   - bytes: the input.
    /// - Returns: the key, shared with its earlier occurrences.
    @inline(__always)
    mutating func key(
      _ words: (head: UInt64, tail: UInt64), count: Int, hash: Int, at start: Int,
      in bytes: UnsafeBufferPointer<UInt8>
    ) -> String {
      guard let base = bytes.baseAddress else { return "" }
      let slot = (hash >> 6) & (Self.size - 1)
      let pointer = base + start
      if entries[slot].count == count && entries[slot].head == words.head
        && entries[slot].tail == words.tail
        && (count <= 16 || Reader.equal(base + entries[slot].start, pointer, count))
      {
        return entries[slot].key
      }
      let key = Reader.string(
        validUTF8: UnsafeBufferPointer(start: pointer, count: count), isASCII: true)
      entries[slot] = Entry(
        head: words.head, tail: words.tail, start: start, count: count, key: key)
      return key
    }
  }
}
