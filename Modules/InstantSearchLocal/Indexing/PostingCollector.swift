import Foundation

/// The postings of every term while an index is built, compressed in growing byte slices, so
/// the build holds about half the bytes the finished lists take and never doubles an array;
/// ``finish()`` writes them out flat, each term's run exactly sized, slab by slab, giving each
/// slab back once read, so the flat arrays and the slabs are not both held at full size.
///
/// Each term owns a chain of slices (8 bytes, then twice as many up to 1 KiB) carved from
/// 1 MiB slabs; the last four bytes of a full slice hold the address of the next one. A posting
/// is three variable-length integers (7 bits a byte): the record minus the term's previous
/// record, the attribute slot and the word position, 3–5 bytes against 8 in the flat arrays.
/// The terms' states (20 bytes each) sit in chunks of 65,536, so the last chunk is the only
/// room to spare, and the slabs are mapped pages of their own (`mmap`): a page is resident once
/// written, and unmapping a slab gives its memory back at once.
///
/// A reference type, so the builder's batches write in place through pointers (no copy on
/// write, no uniqueness check per byte): it is filled by the one builder that owns it, on one
/// thread at a time, and a finished index holds an empty one, which is why it may be sent.
final class PostingCollector: @unchecked Sendable {
  private static let slabShift: UInt32 = 20
  private static let slabSize = 1 << Int(slabShift)
  private static let chunkShift = 16
  /// Slices are `8 << level` bytes, `level` up to 7.
  private static let largestLevel: UInt32 = 7

  /// Where a term's postings are being written (three terms to a cache line).
  private struct Term {
    /// The address of its first slice.
    var head: UInt32
    /// Where its next byte goes.
    var tail: UInt32
    /// Eight bytes before the end of its current slice (slices are 8-byte aligned), with the
    /// slice's level in the low three bits: the slice's link starts four bytes after that.
    var end: UInt32
    /// How many postings it holds.
    var count: UInt32 = 0
    /// The record of its last posting.
    var lastRecord: UInt32 = 0

    /// Where the current slice's link (its last four bytes) starts.
    @inline(__always) var limit: UInt32 { (end & ~7) + 4 }
    /// The current slice's level.
    @inline(__always) var level: UInt32 { end & 7 }
  }

  // The stored properties are read for every byte written, and the one thread that fills the
  // collector never reads one while it changes it: unchecked, they cost no run-time
  // exclusivity check (a `swift_beginAccess` per read was 6% of a corpus open's instructions).

  /// The slabs slices are carved from, in order.
  @exclusivity(unchecked) private var slabs: [UnsafeMutablePointer<UInt8>] = []
  /// Where the next slice starts in the last slab.
  @exclusivity(unchecked) private var slabFill = 0
  /// Every term's state, by term id, 65,536 to a chunk.
  @exclusivity(unchecked) private var chunks: [UnsafeMutablePointer<Term>] = []
  /// How many terms.
  @exclusivity(unchecked) private(set) var termCount = 0

  /// An empty collector.
  init() {}

  deinit { release() }

  /// How many bytes the collector holds.
  var byteCount: Int {
    slabs.count * Self.slabSize + chunks.count * (MemoryLayout<Term>.stride << Self.chunkShift)
  }

  @inline(__always)
  private func state(_ term: Int) -> UnsafeMutablePointer<Term> {
    chunks[term >> Self.chunkShift] + (term & ((1 << Self.chunkShift) - 1))
  }

  @inline(__always)
  private func byte(at address: UInt32) -> UnsafeMutablePointer<UInt8> {
    slabs[Int(address >> Self.slabShift)] + (Int(address) & (Self.slabSize - 1))
  }

  /// Adds a term of no posting yet; its id is the number of terms before it.
  func addTerm() {
    if termCount & ((1 << Self.chunkShift) - 1) == 0 {
      chunks.append(.allocate(capacity: 1 << Self.chunkShift))
    }
    let slice = carve(8)
    state(termCount).initialize(to: Term(head: slice, tail: slice, end: slice))
    termCount += 1
  }

  /// Reads `term`'s state and the byte its next posting goes to, so that a later
  /// ``add(term:record:place:)`` finds both in the cache (see ``TermTable/touch(_:slots:words:)``).
  ///
  /// - Returns: a value derived from what was read, for the caller to keep.
  @inline(__always)
  func touch(term: Int) -> UInt64 {
    let tail = state(term).pointee.tail
    return UInt64(tail) &+ UInt64(byte(at: tail).pointee)
  }

  /// Adds `record` at `place` to `term`, unless the term's last posting is already `record`
  /// (only the first place of a word in a record is kept). Records come in ascending order.
  @inline(__always)
  func add(term: Int, record: UInt32, place: UInt32) {
    let state = state(term)
    if state.pointee.count > 0 && state.pointee.lastRecord == record { return }
    write(record &- state.pointee.lastRecord, state)
    write((place >> MatchPlace.slotShift) & MatchPlace.slotMask, state)
    write(place & MatchPlace.positionMask, state)
    state.pointee.lastRecord = record
    state.pointee.count += 1
  }

  /// Writes `value` seven bits a byte, low bits first, the high bit set on all but the last.
  @inline(__always)
  private func write(_ value: UInt32, _ state: UnsafeMutablePointer<Term>) {
    var value = value
    while value >= 0x80 {
      append(UInt8(truncatingIfNeeded: value) | 0x80, state)
      value >>= 7
    }
    append(UInt8(value), state)
  }

  @inline(__always)
  private func append(_ byte: UInt8, _ state: UnsafeMutablePointer<Term>) {
    if state.pointee.tail == state.pointee.limit { chain(state) }
    self.byte(at: state.pointee.tail).pointee = byte
    state.pointee.tail += 1
  }

  /// Gives a term its next slice, twice the size of the full one (capped), linked from its end.
  private func chain(_ state: UnsafeMutablePointer<Term>) {
    let level = min(state.pointee.level + 1, Self.largestLevel)
    let size = UInt32(8) << level
    let next = carve(size)
    let link = state.pointee.limit
    for index in 0..<4 {
      byte(at: link + UInt32(index)).pointee = UInt8(
        truncatingIfNeeded: next >> (8 * UInt32(index)))
    }
    state.pointee.tail = next
    state.pointee.end = (next + size - 8) | level
  }

  private func link(at address: UInt32) -> UInt32 {
    var value: UInt32 = 0
    for index in 0..<4 {
      value |= UInt32(byte(at: address + UInt32(index)).pointee) << (8 * UInt32(index))
    }
    return value
  }

  /// A fresh slice of `size` bytes (a multiple of 8): its address.
  private func carve(_ size: UInt32) -> UInt32 {
    if slabs.isEmpty || slabFill + Int(size) > Self.slabSize {
      guard
        let slab = mmap(
          nil, Self.slabSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
        slab != MAP_FAILED
      else { fatalError("cannot map \(Self.slabSize) bytes for postings: out of memory") }
      slabs.append(slab.assumingMemoryBound(to: UInt8.self))
      slabFill = 0
    }
    let address = UInt32(slabs.count - 1) << Self.slabShift | UInt32(slabFill)
    slabFill += Int(size)
    return address
  }

  /// Frees the slabs and the terms' states.
  private func release() {
    for slab in slabs { munmap(slab, Self.slabSize) }
    for chunk in chunks { chunk.deallocate() }
    slabs = []
    chunks = []
    slabFill = 0
    termCount = 0
  }

  /// Writes every term's postings out flat and empties the collector.
  ///
  /// The flat arrays are allocated uninitialized (a page is resident once written) and filled
  /// slab by slab: every term whose next unread slice is in the slab reads on while its
  /// postings start there, then the slab is unmapped. A term's slices are carved at rising
  /// addresses, so no later read goes back to a slab given back; the peak is about the flat
  /// arrays alone, not the flat arrays and every slab.
  ///
  /// - Returns: where each term's run starts (one more entry than terms), then the records and
  ///   the places of every term, term after term.
  func finish() -> (starts: [UInt32], records: [UInt32], places: [UInt32]) {
    var starts: [UInt32] = []
    starts.reserveCapacity(termCount + 1)
    var total: UInt32 = 0
    starts.append(0)
    for term in 0..<termCount {
      total += state(term).pointee.count
      starts.append(total)
    }
    var places: [UInt32] = []
    let records = [UInt32](unsafeUninitializedCapacity: Int(total)) { records, written in
      places = [UInt32](unsafeUninitializedCapacity: Int(total)) { places, placesWritten in
        writeOut(starts: starts, records: records, places: places)
        placesWritten = Int(total)
      }
      written = Int(total)
    }
    release()
    return (starts, records, places)
  }

  /// Fills `records` and `places` slab by slab, unmapping each slab once read (see
  /// ``finish()``). A term's state is reused as its reader: `head` is where it reads next,
  /// `end` its slice, `count` where its next posting goes, `lastRecord` the record so far.
  private func writeOut(
    starts: [UInt32], records: UnsafeMutableBufferPointer<UInt32>,
    places: UnsafeMutableBufferPointer<UInt32>
  ) {
    var waiting = [[Int32]](repeating: [], count: slabs.count)
    for term in 0..<termCount {
      let state = state(term)
      guard state.pointee.head != state.pointee.tail else { continue }
      // The first slice: 8 bytes, level 0.
      state.pointee.end = state.pointee.head
      state.pointee.count = starts[term]
      state.pointee.lastRecord = 0
      waiting[Int(state.pointee.head >> Self.slabShift)].append(Int32(term))
    }
    for slab in slabs.indices {
      let terms = waiting[slab]
      waiting[slab] = []
      for term in terms {
        let state = state(Int(term))
        read(state, inSlab: UInt32(slab), records, places)
        let next = state.pointee.head
        if next != state.pointee.tail { waiting[Int(next >> Self.slabShift)].append(term) }
      }
      munmap(slabs[slab], Self.slabSize)
    }
    slabs = []
    slabFill = 0
  }

  /// Reads `state`'s postings into `records` and `places` while they start in `slab`; a
  /// posting that runs on into the next slice is read whole. Leaves `head` at the next unread
  /// posting, past the link of a slice read to its end.
  private func read(
    _ state: UnsafeMutablePointer<Term>, inSlab slab: UInt32,
    _ records: UnsafeMutableBufferPointer<UInt32>, _ places: UnsafeMutableBufferPointer<UInt32>
  ) {
    let tail = state.pointee.tail
    var reader = Reader(collector: self, address: state.pointee.head, end: state.pointee.end)
    var cursor = Int(state.pointee.count)
    var record = state.pointee.lastRecord
    while reader.address != tail && reader.address >> Self.slabShift == slab {
      record &+= reader.next()
      records[cursor] = record
      let slot = reader.next()
      places[cursor] = slot << MatchPlace.slotShift | reader.next()
      cursor += 1
      if reader.address != tail { reader.followFullSlice() }
    }
    state.pointee.head = reader.address
    state.pointee.end = reader.end
    state.pointee.count = UInt32(cursor)
    state.pointee.lastRecord = record
  }

  /// Reads one term's integers back, following its chain of slices.
  private struct Reader {
    let collector: PostingCollector
    /// The next byte to read.
    var address: UInt32
    /// The current slice, encoded as ``Term/end``.
    var end: UInt32

    /// Where the current slice's link starts.
    @inline(__always) var limit: UInt32 { (end & ~7) + 4 }

    /// Moves to the next slice when the current one is read to its link.
    @inline(__always)
    mutating func followFullSlice() {
      guard address == limit else { return }
      address = collector.link(at: limit)
      let level = min((end & 7) + 1, PostingCollector.largestLevel)
      end = (address + (UInt32(8) << level) - 8) | level
    }

    @inline(__always)
    mutating func byte() -> UInt8 {
      followFullSlice()
      let byte = collector.byte(at: address).pointee
      address += 1
      return byte
    }

    @inline(__always)
    mutating func next() -> UInt32 {
      var value: UInt32 = 0
      var shift: UInt32 = 0
      while true {
        let byte = byte()
        value |= UInt32(byte & 0x7F) << shift
        if byte < 0x80 { return value }
        shift += 7
      }
    }
  }
}
