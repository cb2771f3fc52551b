/// The lookup from a word to its term id, while an index is built and in the finished index
/// (``TermLookup``): open addressing over an FNV-1a hash of the word's UTF-8 bytes, cheaper than
/// `Dictionary`'s seeded SipHash for the millions of tokens a large load looks up, and 8 bytes a
/// slot where a `[String: Int32]` holds a copy of every word (10.5 MB against 4 MB for 300k).
///
/// It holds term ids, not words: a candidate is compared with its word in the vocabulary the
/// caller passes. A slot is eight bytes, the hash and the id side by side (one cache line read
/// per probe), and at most three quarters of the slots are in use (linear probing stays within
/// a line or two at that load).
struct TermTable: Sendable {
  /// Each slot: the word's hash in the high 32 bits, its term id plus one in the low 32 bits;
  /// 0 when free.
  private var slots: [UInt64]
  /// How many terms are in the table.
  private(set) var count = 0

  /// An empty table of 1024 slots.
  init() {
    slots = [UInt64](repeating: 0, count: 1024)
  }

  /// The table of `words` (term ids in order, no word twice), exactly as large as their count
  /// needs: one pass over the vocabulary, hashing every word once.
  init(words: [String]) {
    var size = 16
    while words.count * 4 > size * 3 { size <<= 1 }
    slots = [UInt64](repeating: 0, count: size)
    count = words.count
    let mask = size - 1
    slots.withUnsafeMutableBufferPointer { slots in
      for (id, word) in words.enumerated() {
        var word = word
        let hash = word.withUTF8 { Self.hash($0) }
        var index = Int(hash) & mask
        while slots[index] != 0 { index = (index + 1) & mask }
        slots[index] = UInt64(hash) << 32 | UInt64(id + 1)
      }
    }
  }

  /// About how many bytes the table holds.
  var byteCount: Int { slots.capacity * 8 }

  /// The FNV-1a hash of `bytes`.
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return hash
  }

  /// Reads the first slot `hash` probes and, when it holds a word of that hash, the first
  /// byte of that word's entry in `words`, so a later ``id(of:hash:in:)`` finds both in the
  /// cache: a batch of words touches all of theirs first, and their cache misses overlap
  /// instead of coming one after another.
  ///
  /// - Returns: a value derived from what was read, for the caller to keep (so the reads are
  ///   not optimized away).
  @inline(__always)
  func touch(
    _ hash: UInt32, slots: UnsafeBufferPointer<UInt64>, words: UnsafeRawPointer
  ) -> UInt64 {
    let slot = slots[Int(hash) & (slots.count - 1)]
    guard slot >> 32 == UInt64(hash), slot != 0 else { return slot }
    let id = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
    return slot
      &+ UInt64(words.load(fromByteOffset: id * MemoryLayout<String>.stride, as: UInt8.self))
  }

  /// Calls `body` with the slots, read-only, for ``touch(_:slots:words:)``.
  func withSlots<Result>(_ body: (UnsafeBufferPointer<UInt64>) -> Result) -> Result {
    slots.withUnsafeBufferPointer(body)
  }

  /// The term id of `word`, or, when it is not in `words` yet, the id it gets: `words.count`,
  /// after appending it to `words`.
  ///
  /// - Parameters:
  ///   - word: the word's UTF-8 bytes.
  ///   - hash: ``hash(_:)`` of them.
  ///   - words: the vocabulary, by term id.
  /// - Returns: the id, and whether the word was added.
  mutating func id(
    of word: UnsafeBufferPointer<UInt8>, hash: UInt32, in words: inout [String]
  ) -> (id: Int32, added: Bool) {
    let (index, found) = probe(word, hash: hash, in: words)
    if let found { return (found, false) }
    let id = Int32(words.count)
    words.append(String(decoding: word, as: UTF8.self))
    slots[index] = UInt64(hash) << 32 | UInt64(id + 1)
    count += 1
    if count * 4 > slots.count * 3 { grow() }
    return (id, true)
  }

  /// The term id of `word` in `words` (the vocabulary the table was filled from), or nil.
  ///
  /// - Parameters:
  ///   - word: the word's UTF-8 bytes.
  ///   - hash: ``hash(_:)`` of them.
  ///   - words: the vocabulary, by term id.
  /// - Returns: the term id, or nil when `word` is not in `words`.
  @inline(__always)
  func id(of word: UnsafeBufferPointer<UInt8>, hash: UInt32, among words: [String]) -> Int32? {
    probe(word, hash: hash, in: words).id
  }

  /// The slot holding `word`'s id and that id, or the free slot where it would go and nil.
  @inline(__always)
  private func probe(
    _ word: UnsafeBufferPointer<UInt8>, hash: UInt32, in words: [String]
  ) -> (index: Int, id: Int32?) {
    let mask = slots.count - 1
    var index = Int(hash) & mask
    while true {
      let slot = slots[index]
      if slot == 0 { return (index, nil) }
      if slot >> 32 == UInt64(hash) {
        let id = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
        if Self.equal(words[id], word) { return (index, Int32(id)) }
      }
      index = (index + 1) & mask
    }
  }

  @inline(__always)
  private static func equal(_ word: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var word = word
    return word.withUTF8 { stored in
      stored.count == bytes.count && stored.elementsEqual(bytes)
    }
  }

  /// Doubles the slots, placing every term again by its stored hash.
  private mutating func grow() {
    let old = slots
    slots = [UInt64](repeating: 0, count: old.count * 2)
    let mask = slots.count - 1
    for slot in old where slot != 0 {
      var index = Int(slot >> 32) & mask
      while slots[index] != 0 { index = (index + 1) & mask }
      slots[index] = slot
    }
  }
}
