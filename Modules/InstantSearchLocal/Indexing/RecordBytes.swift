/// The records' compact JSON, back to back: an array the index owns, or bytes of a mapped
/// snapshot, read in place.
///
/// Read-only either way. Mapped bytes stay valid while `owner` (the mapping) is alive, and the
/// value keeps it alive; nothing ever writes through them, so the value can be shared between
/// threads. Mapped bytes are checked block by block as records are read (``verify(_:)``).
struct RecordBytes: @unchecked Sendable {
  private let owned: [UInt8]
  private let mapped: UnsafeBufferPointer<UInt8>?
  private let owner: (any Sendable & AnyObject)?
  /// The checksums of mapped bytes, checked on first read.
  private let blocks: SnapshotBlocks?

  /// Bytes the index owns.
  init(_ bytes: [UInt8]) {
    owned = bytes
    mapped = nil
    owner = nil
    blocks = nil
  }

  /// Bytes inside a mapping that `owner` keeps alive, checked against `blocks` as they are read.
  init(
    mapped bytes: UnsafeBufferPointer<UInt8>, owner: any Sendable & AnyObject,
    blocks: SnapshotBlocks
  ) {
    owned = []
    mapped = bytes
    self.owner = owner
    self.blocks = blocks
  }

  /// Whether the bytes `range` hold what was written: always for owned bytes; for mapped ones,
  /// their blocks are checked now unless they were before (false once any block failed).
  func verify(_ range: Range<Int>) -> Bool {
    blocks?.verify(range) ?? true
  }

  /// The first block of mapped bytes that failed its checksum, if any did.
  var failure: LocalLoadError? { blocks?.failure }

  /// Checks every block of mapped bytes not checked yet.
  ///
  /// - Throws: ``LocalLoadError`` naming the file, the section and the first block that fails.
  func verifyAll() throws {
    try blocks?.verifyAll()
  }

  /// How many bytes.
  var count: Int { mapped?.count ?? owned.count }

  /// The bytes held in memory: the array's capacity, or the mapped length.
  var capacity: Int { mapped?.count ?? owned.capacity }

  /// Calls `body` with the bytes, valid only during the call.
  func withUnsafeBufferPointer<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    if let mapped { return try body(mapped) }
    return try owned.withUnsafeBufferPointer(body)
  }
}
