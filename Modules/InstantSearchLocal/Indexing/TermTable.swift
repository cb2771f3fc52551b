/// The lookup from a word to its term id while an index is built: open addressing over an
/// FNV-1a hash of the word's UTF-8 bytes, cheaper than `Dictionary`'s seeded SipHash for the
/// millions of tokens a large load looks up (the finished index's `ids` dictionary is made once
/// from the vocabulary, see ``TermIndex/finish()``).
///
/// It holds term ids, not words: a candidate is compared with its word in the vocabulary the
/// caller passes. Eight bytes a slot, at most half the slots in use.
struct TermTable: Sendable {
  /// The term id in each slot, -1 when free.
  private var slots: [Int32]
  /// The hash of each slot's word (so growing does not hash the words again).
  private var hashes: [UInt32]
  /// How many terms are in the table.
  private(set) var count = 0

  /// An empty table of 1024 slots.
  init() {
    slots = [Int32](repeating: -1, count: 1024)
    hashes = [UInt32](repeating: 0, count: 1024)
  }

  /// The FNV-1a hash of `word`'s UTF-8 bytes.
  @inline(__always)
  static func hash(_ word: String) -> UInt32 {
    var word = word
    return word.withUTF8 { bytes in
      var hash: UInt32 = 2_166_136_261
      for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
      return hash
    }
  }

  /// The term id of `word`, or, when it is not in `words` yet, the id it gets: `words.count`,
  /// after appending it to `words`.
  ///
  /// - Returns: the id, and whether the word was added.
  mutating func id(of word: String, in words: inout [String]) -> (id: Int32, added: Bool) {
    let hash = Self.hash(word)
    let mask = slots.count - 1
    var index = Int(hash) & mask
    while true {
      let slot = slots[index]
      if slot < 0 { break }
      if hashes[index] == hash && words[Int(slot)] == word { return (slot, false) }
      index = (index + 1) & mask
    }
    let id = Int32(words.count)
    words.append(word)
    slots[index] = id
    hashes[index] = hash
    count += 1
    if count * 2 > slots.count { grow() }
    return (id, true)
  }

  /// Doubles the slots, placing every term again by its stored hash.
  private mutating func grow() {
    let old = (slots, hashes)
    slots = [Int32](repeating: -1, count: old.0.count * 2)
    hashes = [UInt32](repeating: 0, count: old.0.count * 2)
    let mask = slots.count - 1
    for (position, slot) in old.0.enumerated() where slot >= 0 {
      var index = Int(old.1[position]) & mask
      while slots[index] >= 0 { index = (index + 1) & mask }
      slots[index] = slot
      hashes[index] = old.1[position]
    }
  }
}
