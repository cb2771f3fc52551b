/// CRC-32 (IEEE 802.3, the polynomial of zlib and PNG), to tell a whole log entry from a torn
/// or corrupted one, and a changed file from one only touched: at once (``checksum(_:)``) or a
/// piece at a time (``update(_:)``).
///
/// Contiguous bytes are read eight at a time through eight tables (the "slicing-by-8" method):
/// the same value as one table a byte, several times faster, which the first write of a run
/// (every source file checksummed) and every logged write (its entry) wait for.
struct CRC32 {
  /// Table `k` (at `k * 256`) gives the CRC of a byte followed by `k` zero bytes.
  private static let tables: [UInt32] = {
    var tables = [UInt32](repeating: 0, count: 8 * 256)
    for byte in 0..<256 {
      var value = UInt32(byte)
      for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
      tables[byte] = value
    }
    for slice in 1..<8 {
      for byte in 0..<256 {
        let previous = tables[(slice - 1) * 256 + byte]
        tables[slice * 256 + byte] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
      }
    }
    return tables
  }()

  private var state: UInt32 = 0xFFFF_FFFF

  /// The checksum of the bytes given so far.
  var value: UInt32 { state ^ 0xFFFF_FFFF }

  /// Adds bytes. O(n).
  mutating func update(_ bytes: some Sequence<UInt8>) {
    let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      update(contiguous: UnsafeRawBufferPointer(buffer))
    }
    guard done == nil else { return }
    Self.tables.withUnsafeBufferPointer { table in
      var crc = state
      for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
      state = crc
    }
  }

  /// Adds contiguous bytes, eight at a time.
  private mutating func update(contiguous bytes: UnsafeRawBufferPointer) {
    Self.tables.withUnsafeBufferPointer { table in
      var crc = state
      var offset = 0
      while bytes.count - offset >= 8 {
        let low = bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian ^ crc
        let high = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self).littleEndian
        crc =
          table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
          ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
          ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
          ^ table[256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
        offset += 8
      }
      while offset < bytes.count {
        crc = table[Int((crc ^ UInt32(bytes[offset])) & 0xFF)] ^ (crc >> 8)
        offset += 1
      }
      state = crc
    }
  }

  /// The checksum of some bytes. O(n).
  static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc = CRC32()
    crc.update(bytes)
    return crc.value
  }
}
