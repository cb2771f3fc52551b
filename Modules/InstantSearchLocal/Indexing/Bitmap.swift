/// A set of record numbers as a bitmap: one bit per record of the index.
struct Bitmap: Sendable, Equatable {
  /// The bits, 64 records per word.
  private(set) var words: [UInt64]
  /// How many records the bitmap covers.
  let capacity: Int

  /// An empty set, or a full one, over `capacity` records.
  init(capacity: Int, full: Bool = false) {
    self.capacity = capacity
    words = Array(repeating: full ? ~0 : 0, count: (capacity + 63) / 64)
    if full { clearTail() }
  }

  /// The set of the given record numbers.
  ///
  /// The bits of members in one word are gathered in a register and stored once the next
  /// member falls in another word: ascending members (a search's matches) store each word
  /// once, instead of each member loading and storing the word the member before it stored.
  init(capacity: Int, members: some Sequence<UInt32>) {
    self.init(capacity: capacity)
    words.withUnsafeMutableBufferPointer { words in
      var index = -1
      var bits: UInt64 = 0
      for member in members {
        precondition(Int(member) < capacity, "a member beyond the bitmap's capacity")
        let word = Int(member >> 6)
        if word != index {
          if index >= 0 { words[index] |= bits }
          index = word
          bits = 0
        }
        bits |= 1 << UInt64(member & 63)
      }
      if index >= 0 { words[index] |= bits }
    }
  }

  private mutating func clearTail() {
    let extra = words.count * 64 - capacity
    if extra > 0 { words[words.count - 1] &= ~0 >> UInt64(extra) }
  }

  @inline(__always)
  mutating func insert(_ member: UInt32) {
    words[Int(member >> 6)] |= 1 << UInt64(member & 63)
  }

  @inline(__always)
  func contains(_ member: UInt32) -> Bool {
    words[Int(member >> 6)] & (1 << UInt64(member & 63)) != 0
  }

  mutating func formIntersection(_ other: Bitmap) {
    words.withUnsafeMutableBufferPointer { mine in
      other.words.withUnsafeBufferPointer { theirs in
        for index in mine.indices { mine[index] &= theirs[index] }
      }
    }
  }

  mutating func formUnion(_ other: Bitmap) {
    words.withUnsafeMutableBufferPointer { mine in
      other.words.withUnsafeBufferPointer { theirs in
        for index in mine.indices { mine[index] |= theirs[index] }
      }
    }
  }

  mutating func invert() {
    words.withUnsafeMutableBufferPointer { mine in
      for index in mine.indices { mine[index] = ~mine[index] }
    }
    clearTail()
  }

  /// How many records are in the set.
  var count: Int {
    var total = 0
    for word in words { total += word.nonzeroBitCount }
    return total
  }

  /// Calls `body` with each member, ascending.
  func forEach(_ body: (UInt32) -> Void) {
    for (index, word) in words.enumerated() where word != 0 {
      var bits = word
      while bits != 0 {
        let bit = bits.trailingZeroBitCount
        body(UInt32(index * 64 + bit))
        bits &= bits - 1
      }
    }
  }

  /// The members, ascending.
  var members: [UInt32] {
    var result: [UInt32] = []
    result.reserveCapacity(count)
    forEach { result.append($0) }
    return result
  }
}
