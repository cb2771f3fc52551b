/// The records' compact JSON, back to back: an array the index owns, or bytes of a mapped
/// snapshot, read in place.
///
/// Read-only either way. Mapped bytes stay valid while `owner` (the mapping) is alive, and the
/// value keeps it alive; nothing ever writes through them, so the value can be shared between
/// threads.
struct RecordBytes: @unchecked Sendable {
  private let owned: [UInt8]
  private let mapped: UnsafeBufferPointer<UInt8>?
  private let owner: (any Sendable & AnyObject)?

  /// Bytes the index owns.
  init(_ bytes: [UInt8]) {
    owned = bytes
    mapped = nil
    owner = nil
  }

  /// Bytes inside a mapping that `owner` keeps alive.
  init(mapped bytes: UnsafeBufferPointer<UInt8>, owner: any Sendable & AnyObject) {
    owned = []
    mapped = bytes
    self.owner = owner
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
