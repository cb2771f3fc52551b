extension JSONParser {
  /// The strings of object keys met recently, by a hash of their bytes: records repeat the same
  /// keys, so a key is compared with the one met before instead of being decoded again.
  ///
  /// A key of up to 16 bytes is kept as two words and compared as two words (no reading back
  /// into the input, where its first occurrence may have left the cache long ago); a longer key
  /// is compared with the bytes of its first occurrence. Owned by one ``Reader``.
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

    /// The `count` bytes at `pointer`, zero past `count` (at most eight are kept).
    @inline(__always)
    private static func masked(_ pointer: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
      guard count > 0 else { return 0 }
      let word = Reader.word(at: pointer)
      return count >= 8 ? word : word & ((1 << UInt64(count * 8)) &- 1)
    }

    /// The key whose plain bytes (no escape) are at `start` in `bytes`, made at most once while
    /// it stays in its slot.
    ///
    /// - Parameters:
    ///   - start: where the key's bytes start (after the opening quote).
    ///   - count: how many bytes it has, at least one.
    ///   - hash: ``Reader/keyHash(_:_:)`` of the bytes, which picks the slot.
    ///   - bytes: the input.
    /// - Returns: the key, shared with its earlier occurrences.
    @inline(__always)
    mutating func key(
      at start: Int, count: Int, hash: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) -> String {
      guard let base = bytes.baseAddress else { return "" }
      let slot = hash & (Self.size - 1)
      let pointer = base + start
      var head: UInt64 = 0
      var tail: UInt64 = 0
      if count <= 16 && start + 16 <= bytes.count {
        head = Self.masked(pointer, count)
        tail = Self.masked(pointer + 8, count - 8)
        if entries[slot].count == count && entries[slot].head == head
          && entries[slot].tail == tail
        {
          return entries[slot].key
        }
      } else if entries[slot].count == count,
        Reader.equal(base + entries[slot].start, pointer, count)
      {
        return entries[slot].key
      }
      let key = String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
      entries[slot] = Entry(head: head, tail: tail, start: start, count: count, key: key)
      return key
    }
  }
}
