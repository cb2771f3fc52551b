import InstantSearchLocking

#if canImport(Glibc)
  import Glibc
#endif

/// One block of the store's record bytes: memory of its own (an anonymous mapping), filled from
/// the front, and handed back to the system whole when the last record in it is gone.
///
/// Records written one by one live for long, among the many short-lived values a write
/// creates; kept in the general heap, each would pin a page that the write's other memory left
/// free, and the process would hold twice what it uses after a burst of writes. In blocks of
/// their own they take only their bytes.
final class RecordBlock: @unchecked Sendable {
  // @unchecked Sendable: the bytes below `filled` are never written again. The writer appends
  // past them, to bytes no reader has a record of until the store holding that record is handed
  // over under a lock; `filled` is read and written only under the lock of ``RecordBlocks``.

  /// The usual size of a block; a larger record has a block of its own.
  static let size = 1 << 20

  /// The first byte.
  let start: UnsafeMutableRawPointer
  /// The bytes the block holds.
  let capacity: Int
  /// The ``RecordBlocks/generation`` of the blocks it belongs to.
  let generation: Int
  /// The bytes in use, from the front.
  fileprivate var filled = 0
  private let mapped: Bool

  /// A block of at least `capacity` bytes, of blocks of `generation`.
  init(capacity: Int, generation: Int) {
    self.generation = generation
    #if canImport(Glibc)
      let mapping = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
      if let mapping, mapping != MAP_FAILED {
        start = mapping
        self.capacity = capacity
        mapped = true
        return
      }
    #endif
    start = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
    self.capacity = capacity
    mapped = false
  }

  deinit {
    #if canImport(Glibc)
      if mapped {
        munmap(start, capacity)
        return
      }
    #endif
    start.deallocate()
  }
}

/// Where a store writes its records' bytes: the block being filled, and how many bytes were
/// written since the records were last written again (``IndexStore/compactRecords(limit:)``).
final class RecordBlocks: Sendable {
  private struct State {
    /// The bytes the records held at the last count.
    var counted: Int
    var current: RecordBlock?
    /// Bytes written since the last compaction, with those the compaction kept.
    var written = 0
  }

  private let state: Locked<State>
  /// Which blocks these are: each compaction writes the records into blocks of a new one.
  let generation: Int

  /// A new set of blocks of `generation`, into which records holding `counted` bytes are
  /// about to be written.
  init(counted: Int = 0, generation: Int = 0) {
    state = Locked(State(counted: counted))
    self.generation = generation
  }

  /// Copies `bytes` into the block being filled (a new one when they do not fit): a record
  /// first added at `added`.
  func append(_ bytes: UnsafeRawBufferPointer, added: Int) -> StoredRecord {
    state.withLock { state in
      state.written += bytes.count
      let block: RecordBlock
      if let current = state.current, current.capacity - current.filled >= bytes.count {
        block = current
      } else if bytes.count > RecordBlock.size / 4 {
        // A large record takes a block of its own, so that the current one stays in use.
        block = RecordBlock(capacity: bytes.count, generation: generation)
      } else {
        block = RecordBlock(capacity: RecordBlock.size, generation: generation)
        state.current = block
      }
      let offset = block.filled
      if let base = bytes.baseAddress {
        (block.start + offset).copyMemory(from: base, byteCount: bytes.count)
      }
      block.filled += bytes.count
      return StoredRecord(block: block, offset: offset, count: bytes.count, added: added)
    }
  }

  /// The bytes written since the records were last written again: at least those the blocks
  /// in use hold.
  var writtenBytes: Int { state.withLock { $0.written } }

  /// Whether the bytes written since the records were last counted may have left more than a
  /// quarter of the blocks to records no longer held: when they reach a quarter of the bytes
  /// last counted (and at least 1 MiB), so that counting costs O(1) a byte written.
  var shouldCount: Bool {
    state.withLock { $0.written > $0.counted + max($0.counted / 4, 1 << 20) }
  }

  /// Notes the bytes the records hold now, and whether the blocks hold more than 1.25× those:
  /// then the records are to be written again, into the blocks of a new generation.
  func count(_ held: Int) -> Bool {
    state.withLock { state in
      state.counted = held
      return state.written > held + held / 4
    }
  }
}
