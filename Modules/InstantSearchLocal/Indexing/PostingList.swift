/// One term's postings (its records ascending, or their places in the same order): a view of
/// the term's run in the flat arrays of a ``TermIndex``, indexed from 0.
///
/// Holds the flat array (shared, not copied), so it stays valid as long as it is kept.
struct PostingList: RandomAccessCollection, Sendable {
  /// The flat array the run is part of.
  private let storage: IndexArray<UInt32>
  /// Where the run starts in `storage`.
  private let start: Int
  /// One past the last position.
  let endIndex: Int

  /// The first position (always 0).
  var startIndex: Int { 0 }

  /// The run `range` of `storage`.
  init(_ storage: IndexArray<UInt32>, _ range: Range<Int>) {
    self.storage = storage
    start = range.lowerBound
    endIndex = range.count
  }

  /// The posting at `position` (from 0).
  @inline(__always)
  subscript(position: Int) -> UInt32 {
    precondition(position >= 0 && position < endIndex, "posting index out of range")
    return storage[start + position]
  }

  /// Calls `body` with the run's bytes in place, without copying them.
  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
    try storage.withUnsafeBufferPointer { whole in
      try body(UnsafeBufferPointer(rebasing: whole[start..<start + endIndex]))
    }
  }
}
