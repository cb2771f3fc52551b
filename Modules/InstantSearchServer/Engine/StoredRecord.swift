import InstantSearchCore

/// A record as the server's store keeps it: its compact JSON (`JSONWriter`'s form), a few hundred
/// bytes in a ``RecordBlock`` where the parsed object takes kilobytes in many; parsed again when
/// read (``object``), which the writer's form always allows.
struct StoredRecord: Sendable {
  /// The block holding the bytes.
  let block: RecordBlock
  private let offset: UInt32
  private let count: UInt32
  /// When the record was first added to its index (a sequence number), for a stable browse
  /// order: a replaced record keeps its place.
  let added: Int

  /// The record's bytes at `offset` in `block`, first added at `added`.
  init(block: RecordBlock, offset: Int, count: Int, added: Int) {
    self.block = block
    self.offset = UInt32(offset)
    self.count = UInt32(count)
    self.added = added
  }

  /// The record `object`, written compactly into `blocks`, first added at `added`.
  init(_ object: JSONObject, added: Int, in blocks: RecordBlocks) {
    self = JSONWriter().bytes(.object(object)).withUnsafeBytes {
      blocks.append($0, added: added)
    }
  }

  /// Where a record's bytes are: one place for the records that share them.
  struct Place: Hashable {
    let block: ObjectIdentifier
    let offset: UInt32
  }

  /// Where the bytes are.
  var place: Place { Place(block: ObjectIdentifier(block), offset: offset) }

  /// The length of the record's compact JSON.
  var byteCount: Int { Int(count) }

  /// Calls `body` with the record's compact JSON, valid only during the call.
  func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
    try withExtendedLifetime(block) {
      try body(UnsafeRawBufferPointer(start: block.start + Int(offset), count: Int(count)))
    }
  }

  /// The record, parsed.
  var object: JSONObject {
    // The bytes are the writer's: they always parse, to an object.
    withBytes { (try? JSONParser.parse($0))?.objectValue } ?? [:]
  }

  /// The same record written again into `blocks`.
  func copy(into blocks: RecordBlocks) -> StoredRecord {
    withBytes { blocks.append($0, added: added) }
  }
}
