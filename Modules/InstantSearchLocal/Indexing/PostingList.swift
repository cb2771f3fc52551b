/// One term's postings (its records ascending, or their places in the same order): a view of
/// the term's run in the flat arrays of a ``TermIndex``, indexed from 0.
///
/// Holds the flat array (shared, not copied), so it stays valid as long as it is kept. The
/// run's first value is found once, when the view is made: a read is one bounds check and one
/// load.
struct PostingList: RandomAccessCollection, @unchecked Sendable {
  /// The flat array the run is part of, kept so `first` stays valid.
  private let storage: IndexArray<UInt32>
  /// The run's first value, inside `storage` (nil only for a run of none).
  private let first: UnsafePointer<UInt32>?
  /// One past the last position.
  let endIndex: Int

  /// The first position (always 0).
  var startIndex: Int { 0 }

  /// The run `range` of `storage`.
  init(_ storage: IndexArray<UInt32>, _ range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= storage.count, "run out of range")
    self.storage = storage
    first = storage.withUnsafeBufferPointer { $0.baseAddress.map { $0 + range.lowerBound } }
    endIndex = range.count
  }

  /// The posting at `position` (from 0).
  @inline(__always)
  subscript(position: Int) -> UInt32 {
    precondition(position >= 0 && position < endIndex, "posting index out of range")
    return first.unsafelyUnwrapped[position]
  }

  /// Calls `body` with the run's bytes in place, without copying them.
  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
    try withExtendedLifetime(storage) {
      try body(UnsafeBufferPointer(start: first, count: endIndex))
    }
  }
}
