/// The postings of every term while an index is built, compressed in growing byte slices, so
/// the build holds about half the bytes the finished lists take and never doubles an array;
/// ``finish()`` writes them out flat, each term's run exactly sized.
///
/// Each term owns a chain of slices (8 bytes, then twice as many up to 4 KiB) carved from
/// 1 MiB slabs; the last four bytes of a full slice hold the address of the next one. A posting
/// is three variable-length integers (7 bits a byte): the record minus the term's previous
/// record, the attribute slot and the word position, 3–5 bytes against 8 in the flat arrays.
///
/// Not thread-safe: filled by one builder.
struct PostingCollector: Sendable {
  private static let slabShift: UInt32 = 20
  private static let slabSize = 1 << Int(slabShift)
  private static let smallestSlice: UInt32 = 8
  private static let largestSlice: UInt32 = 4096

  /// Where a term's postings are being written (one cache line holds several terms').
  private struct Term {
    /// The address of its first slice.
    var head: UInt32
    /// Where its next byte goes.
    var tail: UInt32
    /// Where its current slice's link (the last four bytes) starts.
    var limit: UInt32
    /// How many postings it holds.
    var count: UInt32 = 0
    /// The record of its last posting.
    var lastRecord: UInt32 = 0
    /// The size of its current slice.
    var sliceSize: UInt32
  }

  /// The slabs slices are carved from, in order.
  private var slabs: [[UInt8]] = []
  /// Where the next slice starts in the last slab.
  private var slabFill = 0
  /// Every term's state, by term id.
  private var terms: [Term] = []

  /// How many bytes the collector holds.
  var byteCount: Int { slabs.count * Self.slabSize + terms.capacity * MemoryLayout<Term>.stride }

  /// Adds a term of no posting yet; its id is the number of terms before it.
  mutating func addTerm() {
    let slice = carve(Self.smallestSlice)
    terms.append(
      Term(
        head: slice, tail: slice, limit: slice + Self.smallestSlice - 4,
        sliceSize: Self.smallestSlice))
  }

  /// Adds `record` at `place` to `term`, unless the term's last posting is already `record`
  /// (only the first place of a word in a record is kept). Records come in ascending order.
  mutating func add(term: Int, record: UInt32, place: UInt32) {
    var state = terms[term]
    if state.count > 0 && state.lastRecord == record { return }
    write(record &- state.lastRecord, &state)
    write((place >> MatchPlace.slotShift) & MatchPlace.slotMask, &state)
    write(place & MatchPlace.positionMask, &state)
    state.lastRecord = record
    state.count += 1
    terms[term] = state
  }

  /// Writes `value` seven bits a byte, low bits first, the high bit set on all but the last.
  @inline(__always)
  private mutating func write(_ value: UInt32, _ state: inout Term) {
    var value = value
    while value >= 0x80 {
      append(UInt8(truncatingIfNeeded: value) | 0x80, &state)
      value >>= 7
    }
    append(UInt8(value), &state)
  }

  @inline(__always)
  private mutating func append(_ byte: UInt8, _ state: inout Term) {
    if state.tail == state.limit { chain(&state) }
    slabs[Int(state.tail >> Self.slabShift)][Int(state.tail) & (Self.slabSize - 1)] = byte
    state.tail += 1
  }

  /// Gives a term its next slice, twice the size of the full one (capped), linked from its end.
  private mutating func chain(_ state: inout Term) {
    let size = min(state.sliceSize * 2, Self.largestSlice)
    let next = carve(size)
    for index in 0..<4 {
      let address = state.limit + UInt32(index)
      slabs[Int(address >> Self.slabShift)][Int(address) & (Self.slabSize - 1)] = UInt8(
        truncatingIfNeeded: next >> (8 * UInt32(index)))
    }
    state.tail = next
    state.limit = next + size - 4
    state.sliceSize = size
  }

  private func link(at address: UInt32) -> UInt32 {
    var value: UInt32 = 0
    for index in 0..<4 {
      let byte = address + UInt32(index)
      let slab = slabs[Int(byte >> Self.slabShift)]
      value |= UInt32(slab[Int(byte) & (Self.slabSize - 1)]) << (8 * UInt32(index))
    }
    return value
  }

  /// A fresh slice of `size` bytes: its address.
  private mutating func carve(_ size: UInt32) -> UInt32 {
    if slabs.isEmpty || slabFill + Int(size) > Self.slabSize {
      slabs.append([UInt8](repeating: 0, count: Self.slabSize))
      slabFill = 0
    }
    let address = UInt32(slabs.count - 1) << Self.slabShift | UInt32(slabFill)
    slabFill += Int(size)
    return address
  }

  /// Writes every term's postings out flat and empties the collector.
  ///
  /// - Returns: where each term's run starts (one more entry than terms), then the records and
  ///   the places of every term, term after term.
  mutating func finish() -> (starts: [UInt32], records: [UInt32], places: [UInt32]) {
    var starts: [UInt32] = []
    starts.reserveCapacity(terms.count + 1)
    var total: UInt32 = 0
    starts.append(0)
    for term in terms {
      total += term.count
      starts.append(total)
    }
    var records = [UInt32](repeating: 0, count: Int(total))
    var places = [UInt32](repeating: 0, count: Int(total))
    records.withUnsafeMutableBufferPointer { records in
      places.withUnsafeMutableBufferPointer { places in
        for term in terms.indices {
          var reader = Reader(collector: self, term: term)
          var record: UInt32 = 0
          for position in Int(starts[term])..<Int(starts[term + 1]) {
            record += reader.next()
            records[position] = record
            let slot = reader.next()
            places[position] = slot << MatchPlace.slotShift | reader.next()
          }
        }
      }
    }
    self = PostingCollector()
    return (starts, records, places)
  }

  /// Reads one term's integers back, following its chain of slices.
  private struct Reader {
    let collector: PostingCollector
    var address: UInt32
    var limit: UInt32
    var size: UInt32

    init(collector: PostingCollector, term: Int) {
      self.collector = collector
      address = collector.terms[term].head
      size = PostingCollector.smallestSlice
      limit = address + size - 4
    }

    @inline(__always)
    mutating func byte() -> UInt8 {
      if address == limit {
        address = collector.link(at: limit)
        size = min(size * 2, PostingCollector.largestSlice)
        limit = address + size - 4
      }
      let byte = collector.slabs[Int(address >> PostingCollector.slabShift)][
        Int(address) & (PostingCollector.slabSize - 1)]
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
