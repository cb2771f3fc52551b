import InstantSearchCore

/// The last few blocks of a record store decompressed, so records read one after another from
/// the same block (a page of neighbours, a pass over every record, the records a rule pins)
/// decompress it once.
///
/// Thread-safe: lookups and insertions take a lock; the blocks handed out are values, read
/// after the lock is released. Holds ``capacity`` blocks at most (about 2 KiB each), the most
/// recently kept replacing the oldest.
final class RecordBlockCache: Sendable {
  /// How many decoded blocks are kept.
  static let capacity = 8

  private let blocks = Locked<[(number: Int, bytes: [UInt8])]>([])

  /// The decoded bytes of block `number`, if kept.
  func block(_ number: Int) -> [UInt8]? {
    blocks.withLock { kept in kept.last { $0.number == number }?.bytes }
  }

  /// Keeps `bytes` as block `number`, dropping the oldest kept when full.
  func keep(_ bytes: [UInt8], as number: Int) {
    blocks.withLock { kept in
      if kept.count == Self.capacity { kept.removeFirst() }
      kept.append((number, bytes))
    }
  }
}
