import InstantSearchCore

/// A large snapshot section checked lazily: one checksum per block of ``size`` bytes (stored in
/// the section `NAME.blocks`, itself checked when the snapshot is opened), each block checked
/// the first time something reads it.
///
/// A block that fails is never handed out: ``verify(_:)`` answers false, and the first such
/// failure is kept (``failure``), so the search that read it, and every later one on the same
/// index, is refused with an error naming the file, the section and the block. Thread-safe
/// (the state is behind a lock; the mapping is only read).
final class SnapshotBlocks: @unchecked Sendable {
  /// The bytes each checksum covers (the last block may be shorter).
  static let size = 65_536

  /// The snapshot file, for errors.
  let path: String
  /// The section's name, for errors.
  let name: String
  /// The section's offset in the file, for errors.
  let offset: Int
  /// The section's bytes, in the mapping `owner` keeps alive.
  private let bytes: UnsafeRawBufferPointer
  private let sums: IndexArray<UInt64>
  private let owner: any Sendable & AnyObject
  private let state: Locked<(verified: [UInt64], failure: LocalLoadError?)>

  /// The checksum of each block of `bytes`, as the section `NAME.blocks` stores them.
  static func sums(of bytes: UnsafeRawBufferPointer) -> [UInt64] {
    stride(from: 0, to: bytes.count, by: size).map { start in
      SnapshotChecksum.of(
        UnsafeRawBufferPointer(rebasing: bytes[start..<min(start + size, bytes.count)]))
    }
  }

  /// The blocks of a section, checked against `sums` (one per block, already checked).
  init(
    path: String, name: String, offset: Int, bytes: UnsafeRawBufferPointer,
    sums: IndexArray<UInt64>, owner: any Sendable & AnyObject
  ) {
    self.path = path
    self.name = name
    self.offset = offset
    self.bytes = bytes
    self.sums = sums
    self.owner = owner
    state = Locked(([UInt64](repeating: 0, count: (sums.count + 63) / 64), nil))
  }

  /// How many blocks.
  var count: Int { sums.count }

  /// The first block that failed its checksum, if any did.
  var failure: LocalLoadError? { state.withLock { $0.failure } }

  /// Checks the blocks holding the bytes `range` of the section, those not checked before.
  ///
  /// - Returns: whether they all hold what was written (false once any block has failed).
  /// - Complexity: O(*b*) for the *b* bytes of the blocks not checked yet; a lock otherwise.
  func verify(_ range: Range<Int>) -> Bool {
    guard !range.isEmpty else { return state.withLock { $0.failure == nil } }
    let first = range.lowerBound / Self.size
    let last = (range.upperBound - 1) / Self.size
    return state.withLock { state in
      guard state.failure == nil else { return false }
      for block in first...last where state.verified[block / 64] & 1 << (block % 64) == 0 {
        let start = block * Self.size
        let end = min(start + Self.size, bytes.count)
        guard
          SnapshotChecksum.of(UnsafeRawBufferPointer(rebasing: bytes[start..<end])) == sums[block]
        else {
          state.failure = LocalLoadError(
            file: path,
            reason: "corrupt snapshot: section `\(name)` (offset \(offset), \(bytes.count) bytes) "
              + "fails its checksum in block \(block) (offset \(offset + start), "
              + "\(end - start) bytes)")
          return false
        }
        state.verified[block / 64] |= 1 << (block % 64)
      }
      return true
    }
  }

  /// Checks every block.
  ///
  /// - Throws: ``LocalLoadError`` naming the file, the section and the first block that fails.
  func verifyAll() throws {
    if !verify(0..<bytes.count), let failure { throw failure }
  }
}
