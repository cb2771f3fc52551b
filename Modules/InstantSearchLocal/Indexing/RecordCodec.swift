import CZstd
import InstantSearchCore

/// Zstandard compression of the record store's blocks, each against one dictionary: the compact
/// JSON of an index's first records as its content (nothing trained), with the entropy tables
/// those records give (``dictionary(content:samples:sampleEnds:)``), so the field names and frequent values
/// every record repeats cost a few bits even in a block of a few records, and no block carries
/// or builds tables of its own.
///
/// Thread-safe: compression contexts belong to their caller (``makeCompressor()``), and
/// decompression uses the calling thread's context (``RecordBlockCache/context``), so searches
/// on several threads decode at once. The dictionary is copied into zstd's own tables when the
/// codec is made (microseconds for its 32 KiB at most); the codec frees them when released.
final class RecordCodec: @unchecked Sendable {
  /// The compression level: zstd's fastest regular level (the records are compressed while
  /// they are loaded; higher levels gained under 2% on the corpus and the demo products).
  static let level: Int32 = 1
  /// How many bytes of the first records make the dictionary, at most.
  static let dictionarySize = 32_768

  /// The dictionary's bytes, as the snapshot stores them.
  let dictionary: [UInt8]
  private let compressionDictionary: OpaquePointer?
  private let decompressionDictionary: OpaquePointer?

  /// The identifier written in the dictionary, the same for every store (so a store is the same
  /// bytes however often it is built).
  static let dictionaryID: UInt32 = 0x5245_4344

  /// A dictionary of `content` (at most ``dictionarySize`` bytes) with the entropy tables of
  /// `samples` (records' compact JSON, back to back, ending at `sampleEnds`); `content` as raw
  /// content when there are too few samples to finalize one.
  ///
  /// - Complexity: compressing the samples once (a few milliseconds for 1000 records).
  static func dictionary(content: [UInt8], samples: [UInt8], sampleEnds: [Int]) -> [UInt8] {
    var sizes: [Int] = []
    var start = 0
    for end in sampleEnds {
      sizes.append(end - start)
      start = end
    }
    let capacity = content.count + 4096
    var finalized = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { target, initialized in
      let parameters = ZDICT_params_t(
        compressionLevel: level, notificationLevel: 0, dictID: dictionaryID)
      let written = content.withUnsafeBytes { content in
        samples.withUnsafeBytes { samples in
          ZDICT_finalizeDictionary(
            target.baseAddress, capacity, content.baseAddress, content.count,
            samples.baseAddress, sizes, UInt32(sizes.count), parameters)
        }
      }
      finalized = ZDICT_isError(written) == 0 ? written : 0
      initialized = finalized
    }
    return finalized > 0 ? bytes : content
  }

  /// A codec over `dictionary` (empty: blocks compressed with no dictionary).
  init(dictionary: [UInt8]) {
    self.dictionary = dictionary
    if dictionary.isEmpty {
      compressionDictionary = nil
      decompressionDictionary = nil
    } else {
      compressionDictionary = dictionary.withUnsafeBytes {
        ZSTD_createCDict($0.baseAddress, $0.count, Self.level)
      }
      decompressionDictionary = dictionary.withUnsafeBytes {
        ZSTD_createDDict($0.baseAddress, $0.count)
      }
    }
  }

  deinit {
    ZSTD_freeCDict(compressionDictionary)
    ZSTD_freeDDict(decompressionDictionary)
  }

  /// A compression context for one thread, freed with the value it is kept in.
  func makeCompressor() -> Compressor { Compressor(codec: self) }

  /// Compresses blocks for one thread at a time (a context and a scratch buffer of its own); it
  /// may be handed from one thread to another between calls.
  final class Compressor: @unchecked Sendable {
    private let codec: RecordCodec
    private let context: OpaquePointer
    private var scratch: [UInt8] = []

    fileprivate init(codec: RecordCodec) {
      self.codec = codec
      context = ZSTD_createCCtx()
    }

    deinit { ZSTD_freeCCtx(context) }

    /// Appends the compressed form of `block` to `output`.
    ///
    /// - Complexity: O(*n*) in the block's bytes.
    func compress(_ block: UnsafeRawBufferPointer, to output: inout [UInt8]) {
      let bound = ZSTD_compressBound(block.count)
      if scratch.count < bound { scratch = [UInt8](repeating: 0, count: bound) }
      let written = scratch.withUnsafeMutableBytes { target in
        if let dictionary = codec.compressionDictionary {
          return ZSTD_compress_usingCDict(
            context, target.baseAddress, bound, block.baseAddress, block.count, dictionary)
        }
        return ZSTD_compressCCtx(
          context, target.baseAddress, bound, block.baseAddress, block.count, Self.level)
      }
      // Compressing into a buffer of the bound cannot fail short of memory.
      precondition(ZSTD_isError(written) == 0, "zstd could not compress a record block")
      output.append(contentsOf: scratch[0..<written])
    }

    private static var level: Int32 { RecordCodec.level }
  }

  /// Decompresses a block.
  ///
  /// - Parameters:
  ///   - block: the compressed bytes.
  ///   - count: how many bytes the block was compressed from.
  ///   - context: a zstd decompression context the caller alone is using.
  /// - Returns: the `count` bytes `block` was compressed from, or nil when it does not
  ///   decompress to exactly that many (bytes that are not what was written).
  /// - Complexity: O(*n*) in the decompressed bytes.
  func decompress(
    _ block: UnsafeRawBufferPointer, count: Int, context: OpaquePointer
  ) -> [UInt8]? {
    var correct = false
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { target, initialized in
      let written: Int
      if let dictionary = decompressionDictionary {
        written = ZSTD_decompress_usingDDict(
          context, target.baseAddress, count, block.baseAddress, block.count, dictionary)
      } else {
        written = ZSTD_decompressDCtx(
          context, target.baseAddress, count, block.baseAddress, block.count)
      }
      correct = ZSTD_isError(written) == 0 && written == count
      initialized = correct ? count : 0
    }
    return correct ? bytes : nil
  }
}
