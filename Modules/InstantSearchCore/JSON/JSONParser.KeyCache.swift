extension JSONParser {
  /// The strings of object keys met recently, by a hash of their bytes: records repeat the same
  /// keys, so a key is compared with the one met before instead of being decoded again.
  ///
  /// A key of up to 16 bytes is kept as two words and compared as two words (no reading back
  /// into the input, where its first occurrence may have left the cache long ago); a longer key
  /// is compared by its first two words, then with the bytes of its first occurrence. Owned by
  /// one ``Reader``; not thread-safe.
  ///
  /// The slots' words are one zeroed buffer (a zero count is an empty slot, keys having at least
  /// one byte) and the keys a second one, initialized slot by slot as keys arrive: a parse pays
  /// for the slots its keys use, not for making and destroying a string in every slot (for a
  /// document of a few keys that was about half of the parse). A small document uses as few
  /// slots (``slotCount(forBytes:)``): the records a search shows are parsed one by one, and
  /// zeroing the slots of a large cache for each was a third of their parse. The cache is kept
  /// between parses (``Workspace``) and emptied after each (``clear()``): a key's place in the
  /// input means nothing in the next one.
  final class KeyCache {
    private struct Slot {
      /// The key's first eight bytes, zero past its end.
      var head: UInt64
      /// Its bytes 8 to 16, zero past its end.
      var tail: UInt64
      /// Where its bytes are in the input.
      var start: Int
      /// How many bytes it has; zero for an empty slot.
      var count: Int
    }

    /// The most keys kept (a power of two).
    static let size = 256
    /// The fewest keys kept (a power of two).
    static let smallest = 16

    /// How many keys a document of `count` bytes keeps: a slot for every 16 bytes (a member
    /// takes at least 6: `"k":1,`), a power of two from ``smallest`` to ``size``.
    static func slotCount(forBytes count: Int) -> Int {
      let wanted = max(count / 16, smallest)
      guard wanted < size else { return size }
      return 1 << (Int.bitWidth - (wanted - 1).leadingZeroBitCount)
    }

    /// How many slots there are.
    private let capacity: Int
    /// The slots the document being read uses, less one: a hash's bits that pick a slot.
    private var mask: Int

    // Only its reader touches the cache, one call at a time (as ``Stack``).
    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Slot>
    /// The key of each slot whose count is not zero; uninitialized elsewhere.
    @exclusivity(unchecked) private var keys: UnsafeMutablePointer<String>
    /// One bit per slot holding a key, so that only those are destroyed.
    @exclusivity(unchecked) private var filled: UnsafeMutablePointer<UInt64>

    /// An empty cache of `size` slots (a power of two from ``smallest`` to ``size``), all of
    /// them used until ``use(forBytes:)`` says otherwise.
    init(slots size: Int) {
      capacity = size
      mask = size - 1
      slots = .allocate(capacity: size)
      UnsafeMutableRawPointer(slots).initializeMemory(
        as: UInt8.self, repeating: 0, count: size * MemoryLayout<Slot>.stride)
      keys = .allocate(capacity: size)
      filled = .allocate(capacity: Self.filledWords(size))
      filled.initialize(repeating: 0, count: Self.filledWords(size))
    }

    /// The words of `filled` for `size` slots.
    private static func filledWords(_ size: Int) -> Int { (size + 63) / 64 }

    deinit {
      clear()
      filled.deallocate()
      keys.deallocate()
      slots.deallocate()
    }

    /// Uses as many slots as a document of `count` bytes needs (``slotCount(forBytes:)``), at
    /// most all of them; the cache must be empty.
    func use(forBytes count: Int) {
      mask = min(Self.slotCount(forBytes: count), capacity) - 1
    }

    /// Empties the slots that hold a key: O(keys held).
    func clear() {
      for word in 0..<Self.filledWords(capacity) where filled[word] != 0 {
        var bits = filled[word]
        while bits != 0 {
          let slot = word * 64 + bits.trailingZeroBitCount
          (keys + slot).deinitialize(count: 1)
          slots[slot] = Slot(head: 0, tail: 0, start: 0, count: 0)
          bits &= bits &- 1
        }
        filled[word] = 0
      }
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
    func key(
      _ words: (head: UInt64, tail: UInt64), count: Int, hash: Int, at start: Int,
      in bytes: UnsafeBufferPointer<UInt8>
    ) -> String {
      guard let base = bytes.baseAddress else { return "" }
      let slot = (hash >> 6) & mask
      let pointer = base + start
      let entry = slots[slot]
      if entry.count == count && entry.head == words.head && entry.tail == words.tail
        && (count <= 16 || Reader.equal(base + entry.start, pointer, count))
      {
        return keys[slot]
      }
      let key = Reader.string(
        validUTF8: UnsafeBufferPointer(start: pointer, count: count), isASCII: true)
      if entry.count == 0 {
        (keys + slot).initialize(to: key)
        filled[slot >> 6] |= 1 << UInt64(slot & 63)
      } else {
        keys[slot] = key
      }
      slots[slot] = Slot(head: words.head, tail: words.tail, start: start, count: count)
      return key
    }
  }
}
