import CZstd
import InstantSearchCore

/// The last few record-store blocks a thread decompressed, of any store, and the thread's zstd
/// decompression context: records read one after another from the same block (a page of
/// neighbours, a pass over every record, the records a rule pins) decompress it once.
///
/// Each thread has its own (``current``), so reading a record takes no lock, and a block is freed
/// by the thread that decoded it: a cache shared between the request threads took a lock two to
/// four times a hit, and each thread freed blocks another had allocated, which takes the lock of
/// that thread's malloc arena (Benchmarks README, "Server under load"). Holds ``capacity``
/// blocks at most (about 2 KiB each), the most recently kept replacing the oldest.
final class RecordBlockCache {
  /// How many decoded blocks are kept.
  static let capacity = 8

  /// Each thread's cache, made when the thread first reads a record.
  private static let threads = PerThread { RecordBlockCache() }

  /// The calling thread's cache; hand it to no other thread.
  static var current: RecordBlockCache { threads.value }

  /// Kept blocks: the store they belong to (``RecordBytes/identity``), the block's number and
  /// its bytes.
  private var blocks: [(store: UInt64, number: Int, bytes: [UInt8])] = []
  /// The thread's decompression context, made on first use (nil if zstd could not make one).
  private var madeContext: OpaquePointer?

  private init() {
    blocks.reserveCapacity(Self.capacity)
  }

  deinit {
    ZSTD_freeDCtx(madeContext)
  }

  /// The decompression context of the calling thread, or nil when zstd cannot allocate one.
  var context: OpaquePointer? {
    if madeContext == nil { madeContext = ZSTD_createDCtx() }
    return madeContext
  }

  /// The decoded bytes of block `number` of store `store`, if kept.
  func block(_ number: Int, of store: UInt64) -> [UInt8]? {
    blocks.last { $0.store == store && $0.number == number }?.bytes
  }

  /// Keeps `bytes` as block `number` of store `store`, dropping the oldest kept when full.
  func keep(_ bytes: [UInt8], as number: Int, of store: UInt64) {
    if blocks.count == Self.capacity { blocks.removeFirst() }
    blocks.append((store, number, bytes))
  }
}
