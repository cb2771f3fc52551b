import CZstd
import InstantSearchCore

/// The record-store blocks a thread decompressed, of any store, and the thread's zstd
/// decompression context: records read one after another from the same block (a page of
/// neighbours, a pass over every record, the records a rule pins) decompress it once, and the
/// hits of searches made again (the first pages of popular queries) are read without
/// decompressing their blocks again.
///
/// Each thread has its own (``current``), so reading a record takes no lock, and a block is freed
/// by the thread that decoded it: a cache shared between the request threads took a lock two to
/// four times a hit, and each thread freed blocks another had allocated, which takes the lock of
/// that thread's malloc arena (Benchmarks README, "Server under load"). Holds ``capacity``
/// blocks at most (about 2 KiB each, so about 1 MiB a thread), in a table where a block has one
/// slot (its number and store hashed): a block decoded replaces the one in its slot.
///
/// It keeps the records it parsed the same way, ``parsedCapacity`` of them, each at most
/// ``parsedLimit`` bytes of JSON (about 2 MiB of JSON a thread at most): the hits of a popular
/// query, or a rule's pinned records, are parsed once, not on every search that shows them.
final class RecordBlockCache {
  /// How many decoded blocks are kept at most (a power of two).
  static let capacity = 512
  /// How many parsed records are kept at most (a power of two).
  static let parsedCapacity = 1024
  /// The largest record kept parsed, in bytes of its JSON.
  static let parsedLimit = 2048

  /// Each thread's cache, made when the thread first reads a record.
  private static let threads = PerThread { RecordBlockCache() }

  /// The calling thread's cache; hand it to no other thread.
  static var current: RecordBlockCache { threads.value }

  /// Kept blocks, each in its slot: the store it belongs to (``RecordBytes/identity``), the
  /// block's number and its bytes.
  private var slots: [(store: UInt64, number: Int, bytes: [UInt8])?]
  /// Kept parsed records, each in its slot: the store, the record's number and the record.
  private var parsedSlots: [(store: UInt64, number: Int, record: JSON)?]
  /// The thread's decompression context, made on first use (nil if zstd could not make one).
  private var madeContext: OpaquePointer?
  /// How many blocks this thread has decoded and kept.
  private(set) var keptCount = 0
  /// How many records this thread has parsed and kept.
  private(set) var keptParsedCount = 0

  private init() {
    slots = Array(repeating: nil, count: Self.capacity)
    parsedSlots = Array(repeating: nil, count: Self.parsedCapacity)
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
    guard let kept = slots[Self.slot(number, store)], kept.store == store, kept.number == number
    else { return nil }
    return kept.bytes
  }

  /// Keeps `bytes` as block `number` of store `store`, replacing the block in its slot.
  func keep(_ bytes: [UInt8], as number: Int, of store: UInt64) {
    slots[Self.slot(number, store)] = (store, number, bytes)
    keptCount += 1
  }

  /// Record `number` of store `store` parsed, if kept.
  func parsed(_ number: Int, of store: UInt64) -> JSON? {
    guard let kept = parsedSlots[Self.slot(number, store, capacity: Self.parsedCapacity)],
      kept.store == store, kept.number == number
    else { return nil }
    return kept.record
  }

  /// Keeps `record`, parsed from `size` bytes, as record `number` of store `store`, replacing
  /// the record in its slot; a record of more than ``parsedLimit`` bytes is not kept.
  func keep(parsed record: JSON, size: Int, as number: Int, of store: UInt64) {
    guard size <= Self.parsedLimit else { return }
    parsedSlots[Self.slot(number, store, capacity: Self.parsedCapacity)] = (store, number, record)
    keptParsedCount += 1
  }

  /// The slot of block or record `number` of store `store`: neighbours of one store take
  /// neighbouring slots, and stores are spread by a multiplicative hash of their identity.
  private static func slot(_ number: Int, _ store: UInt64, capacity: Int = capacity) -> Int {
    Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: number) &+ store &* 0x9E37_79B9_7F4A_7C15)
      & (capacity - 1)
  }
}
