import Dispatch
import InstantSearchCore

extension RecordBytes {
  /// Fills a record store one record at a time: writes each record's compact JSON, closes a
  /// block every ``RecordBytes/blockSize`` bytes and compresses the closed blocks in batches of
  /// ``batchSize`` bytes, so the uncompressed store never exists as a whole.
  ///
  /// In the background (a large load on a machine of more than one core), a batch is compressed
  /// on a serial queue of its own while the caller goes on; two batches wait at most, so what is
  /// in flight stays a few hundred kilobytes. Otherwise each batch is compressed by the caller.
  /// Not thread-safe: one builder is filled by one caller; dropping it unfinished (a bad record,
  /// cancellation) lets the queued batches finish, then frees everything.
  struct Builder {
    /// How many bytes of closed blocks are compressed together.
    static let batchSize = 65_536

    private let writer = JSONWriter()
    /// Tells when a record's own text is already its compact JSON.
    private var compact = CompactText()
    private let codec: RecordCodec
    private let output: Output
    /// The background queue and the room in it; nil when the caller compresses.
    private let background: (queue: DispatchQueue, room: DispatchSemaphore)?
    /// Closed blocks not yet compressed, then the block being filled.
    private var pending: [UInt8] = []
    /// Where each closed block of `pending` ends.
    private var pendingEnds: [Int] = []
    /// The bytes of records in batches already sent.
    private var sent = 0
    private var offsets: [Int] = [0]
    private var blockRecords: [UInt32] = []

    /// Prepares a store for about `expectedCount` records like `sample` (the first records, also
    /// the dictionary's bytes), compressed on a queue of its own when `background`.
    init(sample: ArraySlice<JSON>, expectedCount: Int, background inBackground: Bool) {
      var samples: [UInt8] = []
      var sampleEnds: [Int] = []
      for record in sample {
        writer.write(record, to: &samples)
        sampleEnds.append(samples.count)
      }
      let content = Array(samples.prefix(RecordCodec.dictionarySize))
      let rest = Array(samples.dropFirst(content.count))
      codec = RecordCodec(
        dictionary: RecordCodec.dictionary(
          content: content, samples: samples, sampleEnds: sampleEnds))
      output = Output(compressor: codec.makeCompressor())
      // What the sample's records past the dictionary compress to predicts the store's size, so
      // it is reserved once, not doubled.
      var estimate: [UInt8] = []
      let compressor = output.compressor
      for start in stride(from: 0, to: rest.count, by: RecordBytes.blockSize) {
        rest[start..<min(start + RecordBytes.blockSize, rest.count)].withUnsafeBytes {
          compressor.compress($0, to: &estimate)
        }
      }
      let ratio = rest.isEmpty ? 1 : Double(estimate.count) / Double(rest.count)
      let sampleBytes = Double(samples.count) / Double(max(sample.count, 1))
      output.reserve(Int(sampleBytes * Double(expectedCount) * ratio * 1.1) + 1024)
      offsets.reserveCapacity(expectedCount + 1)
      blockRecords.reserveCapacity(expectedCount / 8 + 2)
      pending.reserveCapacity(Self.batchSize + RecordBytes.blockSize)
      background =
        inBackground
        ? (
          DispatchQueue(label: "org.instantsearch.local.record-store"), DispatchSemaphore(value: 2)
        )
        : nil
    }

    /// Adds the next record's compact JSON: a copy of `text` when the record's text starts
    /// with exactly that (``CompactText``), else written from the value.
    ///
    /// - Parameters:
    ///   - record: the record.
    ///   - text: the bytes the record was parsed from, up to the end of its file at most
    ///     (only its own are read), when it comes from a file.
    mutating func add(_ record: JSON, text: UnsafeBufferPointer<UInt8>? = nil) {
      let number = UInt32(offsets.count - 1)
      let blockStart = pendingEnds.last ?? 0
      let recordStart = pending.count
      if recordStart == blockStart { blockRecords.append(number) }
      if let text, let length = compact.length(of: record, in: text) {
        pending.append(contentsOf: UnsafeBufferPointer(rebasing: text[0..<length]))
      } else {
        writer.write(record, to: &pending)
      }
      offsets.append(sent + pending.count)
      guard pending.count - blockStart >= RecordBytes.blockSize else { return }
      if recordStart > blockStart && pending.count - recordStart >= RecordBytes.blockSize {
        // A record of a block's size or more gets a block of its own, so reading the records
        // before it does not decompress it too.
        pendingEnds.append(recordStart)
        blockRecords.append(number)
      }
      pendingEnds.append(pending.count)
      if pending.count >= Self.batchSize { send() }
    }

    /// Hands the closed blocks to be compressed.
    private mutating func send() {
      guard !pendingEnds.isEmpty else { return }
      let batch = pending
      let ends = pendingEnds
      sent += pending.count
      pending.removeAll(keepingCapacity: true)
      pendingEnds.removeAll(keepingCapacity: true)
      guard let background else { return output.compress(batch, ends: ends) }
      background.room.wait()
      let output = self.output
      background.queue.async {
        output.compress(batch, ends: ends)
        background.room.signal()
      }
    }

    /// Closes the last block, waits for every batch to be compressed and returns the store.
    mutating func finish() -> RecordBytes {
      if pending.count > (pendingEnds.last ?? 0) { pendingEnds.append(pending.count) }
      send()
      background?.queue.sync {}
      blockRecords.append(UInt32(offsets.count - 1))
      let (compressed, starts) = output.take()
      return RecordBytes(
        compressed: compressed, recordOffsets: IndexArray(offsets),
        blockRecords: IndexArray(blockRecords), blockStarts: IndexArray(starts), codec: codec)
    }
  }

  /// The compressed blocks as they are made, on whichever thread compresses them.
  private final class Output: Sendable {
    let compressor: RecordCodec.Compressor
    private let state = Locked<(bytes: [UInt8], starts: [Int])>(([], [0]))

    init(compressor: RecordCodec.Compressor) {
      self.compressor = compressor
    }

    /// Reserves room for `bytes` compressed bytes.
    func reserve(_ bytes: Int) {
      state.withLock { $0.bytes.reserveCapacity(bytes) }
    }

    /// Compresses each block of `batch` (ending at `ends`), after those before it.
    func compress(_ batch: [UInt8], ends: [Int]) {
      state.withLock { state in
        var start = 0
        batch.withUnsafeBytes { bytes in
          for end in ends {
            compressor.compress(
              UnsafeRawBufferPointer(rebasing: bytes[start..<end]), to: &state.bytes)
            state.starts.append(state.bytes.count)
            start = end
          }
        }
      }
    }

    /// The compressed bytes, trimmed when much of the reserved room is unused, and where each
    /// block starts (one more entry than blocks).
    func take() -> (bytes: [UInt8], starts: [Int]) {
      state.withLock { state in
        let spare = state.bytes.capacity - state.bytes.count
        let bytes = spare > state.bytes.count / 8 ? state.bytes.trimmed : state.bytes
        defer { state = ([], [0]) }
        return (bytes, state.starts)
      }
    }
  }
}
