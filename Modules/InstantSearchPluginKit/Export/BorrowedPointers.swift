/// The structs behind an array of pointers a host lends for one call, NULL entries skipped,
/// read in place: a sequence whose `map` (what a kind's setter calls) makes the one array the
/// controller receives, of exactly the right size, with no array of pointers in between. Valid
/// only during the host's call.
struct BorrowedPointers<Value>: Sequence, IteratorProtocol {
  private let pointers: UnsafeBufferPointer<UnsafePointer<Value>?>
  private var position = 0
  /// How many entries are not NULL, counted once when made (so `map` reserves exactly).
  let underestimatedCount: Int

  /// The entries of `pointers`.
  init(_ pointers: UnsafeBufferPointer<UnsafePointer<Value>?>) {
    self.pointers = pointers
    underestimatedCount = pointers.reduce(0) { $1 == nil ? $0 : $0 + 1 }
  }

  /// The next entry that is not NULL.
  mutating func next() -> UnsafePointer<Value>? {
    while position < pointers.count {
      let pointer = pointers[position]
      position += 1
      if let pointer { return pointer }
    }
    return nil
  }
}
