/// CRC-32 (IEEE 802.3, the polynomial of zlib and PNG), to tell a whole log entry from a torn
/// or corrupted one, and a changed file from one only touched: at once (``checksum(_:)``) or a
/// piece at a time (``update(_:)``).
struct CRC32 {
  private static let table: [UInt32] = (0..<256).map { byte in
    var value = UInt32(byte)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  private var state: UInt32 = 0xFFFF_FFFF

  /// The checksum of the bytes given so far.
  var value: UInt32 { state ^ 0xFFFF_FFFF }

  /// Adds bytes. O(n).
  mutating func update(_ bytes: some Sequence<UInt8>) {
    var crc = state
    for byte in bytes { crc = Self.table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    state = crc
  }

  /// The checksum of some bytes. O(n).
  static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc = CRC32()
    crc.update(bytes)
    return crc.value
  }
}
