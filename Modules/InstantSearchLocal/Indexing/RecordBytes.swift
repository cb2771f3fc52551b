import InstantSearchCore
import Synchronization

/// The record store: every record's compact JSON, in blocks of about ``blockSize`` bytes of
/// whole records, each block compressed with zstd against a dictionary of the first records
/// (``RecordCodec``), the way search engines keep stored fields (Lucene's compressed blocks).
///
/// The compressed blocks are an array the index owns, or bytes of a mapped snapshot, read in
/// place and checked block by block as records are read (``SnapshotBlocks``). Reading a record
/// decompresses only its block; the blocks each thread decoded are kept, up to about 1 MiB
/// (``RecordBlockCache``), so the records of one page, or of a pass over every record, that
/// share a block decode it once, and the hits of a query asked again decode nothing; so are
/// the small records each thread parsed (``parsedRecord(_:)``).
///
/// Read-only once built, whether owned or mapped; mapped bytes stay valid while `owner` (the
/// mapping) is alive, and the value keeps it alive. Shared between threads freely.
struct RecordBytes: @unchecked Sendable {
  /// About how many bytes of records' JSON a block holds: a block closes once it has this many
  /// (so it may hold more, and a record larger than this is a block of its own).
  static let blockSize = 2048

  private let owned: [UInt8]
  private let mapped: UnsafeBufferPointer<UInt8>?
  private let owner: (any Sendable & AnyObject)?
  /// The checksums of mapped bytes, checked on first read.
  private let checksums: SnapshotBlocks?
  /// Where each record starts in the records' JSON as if it were not compressed, one more entry
  /// than records (the last is the JSON's size).
  let recordOffsets: IndexArray<Int>
  /// The first record of each block, one more entry than blocks (the last is the record count).
  let blockRecords: IndexArray<UInt32>
  /// Where each block starts in the compressed bytes, one more entry than blocks.
  let blockStarts: IndexArray<Int>
  /// The dictionary.
  let codec: RecordCodec
  /// Names this store's blocks in the threads' caches: a number no other store of the process
  /// is given, so a store made where a released one was never reads its blocks.
  private let identity = RecordBytes.identities.add(1, ordering: .relaxed).newValue

  /// The last identity given.
  private static let identities = Atomic<UInt64>(0)

  /// Compressed blocks the index owns.
  init(
    compressed: [UInt8], recordOffsets: IndexArray<Int>, blockRecords: IndexArray<UInt32>,
    blockStarts: IndexArray<Int>, codec: RecordCodec
  ) {
    owned = compressed
    mapped = nil
    owner = nil
    checksums = nil
    self.recordOffsets = recordOffsets
    self.blockRecords = blockRecords
    self.blockStarts = blockStarts
    self.codec = codec
  }

  /// Compressed blocks inside a mapping that `owner` keeps alive, checked against `checksums`
  /// as they are read.
  init(
    mapped bytes: UnsafeBufferPointer<UInt8>, owner: any Sendable & AnyObject,
    checksums: SnapshotBlocks, recordOffsets: IndexArray<Int>, blockRecords: IndexArray<UInt32>,
    blockStarts: IndexArray<Int>, codec: RecordCodec
  ) {
    owned = []
    mapped = bytes
    self.owner = owner
    self.checksums = checksums
    self.recordOffsets = recordOffsets
    self.blockRecords = blockRecords
    self.blockStarts = blockStarts
    self.codec = codec
  }

  /// How many records.
  var recordCount: Int { recordOffsets.count - 1 }

  /// The size of the records' compact JSON, uncompressed.
  var jsonCount: Int { recordOffsets.last ?? 0 }

  /// How many compressed bytes.
  var count: Int { mapped?.count ?? owned.count }

  /// The bytes held in memory: the compressed bytes (the array's capacity, or the mapped
  /// length), the offsets and the dictionary.
  var capacity: Int {
    (mapped?.count ?? owned.capacity) + recordOffsets.byteCount + blockRecords.byteCount
      + blockStarts.byteCount + codec.dictionary.count
  }

  /// The first block of mapped bytes that failed its checksum, if any did.
  var failure: LocalLoadError? { checksums?.failure }

  /// Checks every block of mapped bytes not checked yet.
  ///
  /// - Throws: ``LocalLoadError`` naming the file, the section and the first block that fails.
  func verifyAll() throws {
    try checksums?.verifyAll()
  }

  /// Calls `body` with the compressed bytes, valid only during the call.
  func withUnsafeBufferPointer<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    if let mapped { return try body(mapped) }
    return try owned.withUnsafeBufferPointer(body)
  }

  /// Calls `body` with the compact JSON of record `number`, valid only during the call; nil,
  /// without calling it, when the record's block fails its checksum (or one of this store failed
  /// before, see ``failure``) or does not decompress.
  ///
  /// - Complexity: O(log *b*) to find the block among *b*, then decompressing it (about
  ///   ``blockSize`` bytes) unless the thread keeps it decoded.
  func withRecord<Result>(
    _ number: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result? {
    let block = self.block(of: number)
    let cache = RecordBlockCache.current
    guard let decoded = cache.block(block, of: identity) ?? decode(block, keptIn: cache) else {
      return nil
    }
    let base = recordOffsets[Int(blockRecords[block])]
    let range = (recordOffsets[number] - base)..<(recordOffsets[number + 1] - base)
    return try decoded.withUnsafeBufferPointer { buffer in
      try body(UnsafeBufferPointer(rebasing: buffer[range.lowerBound..<range.upperBound]))
    }
  }

  /// Record `number` parsed, from the calling thread's cache when it parsed it lately; nil when
  /// its block fails its checksum or does not decompress, or its JSON does not parse.
  func parsedRecord(_ number: Int) -> JSON? {
    let cache = RecordBlockCache.current
    if let kept = cache.parsed(number, of: identity) { return kept }
    let parsed = withRecord(number) { bytes in
      (try? JSONParser.parse(bytes)).map { (record: $0, size: bytes.count) }
    }
    guard let parsed = parsed ?? nil else { return nil }
    cache.keep(parsed: parsed.record, size: parsed.size, as: number, of: identity)
    return parsed.record
  }

  /// The block holding record `number`: the last whose first record is not after it.
  private func block(of number: Int) -> Int {
    var low = 0
    var high = blockRecords.count - 1
    // blockRecords[low] <= number < blockRecords[high]
    while high - low > 1 {
      let middle = (low + high) / 2
      if Int(blockRecords[middle]) <= number { low = middle } else { high = middle }
    }
    return low
  }

  /// Checks and decompresses block `block` with the calling thread's context, keeping it in
  /// the thread's `cache`.
  private func decode(_ block: Int, keptIn cache: RecordBlockCache) -> [UInt8]? {
    let range = blockStarts[block]..<blockStarts[block + 1]
    guard checksums?.verify(range) ?? true, let context = cache.context else { return nil }
    let count =
      recordOffsets[Int(blockRecords[block + 1])] - recordOffsets[Int(blockRecords[block])]
    let decoded = withUnsafeBufferPointer { buffer in
      codec.decompress(
        UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[range])), count: count,
        context: context)
    }
    if let decoded { cache.keep(decoded, as: block, of: identity) }
    return decoded
  }
}
