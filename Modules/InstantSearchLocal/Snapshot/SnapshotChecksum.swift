/// The 64-bit checksum of a snapshot's sections: four lanes of xxHash64's multiply-rotate round
/// over 32-byte stripes, then the tail byte by byte, mixed with the length.
///
/// Not cryptographic: it catches a flipped bit, a torn write or a truncation, not a forgery.
/// It runs at memory speed (several GB/s), so checking every section when a snapshot is opened
/// costs little next to reading it.
enum SnapshotChecksum {
  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9

  @inline(__always)
  private static func round(_ lane: UInt64, _ input: UInt64) -> UInt64 {
    let mixed = lane &+ input &* prime2
    return (mixed << 31 | mixed >> 33) &* prime1
  }

  /// The checksum of `bytes`.
  ///
  /// - Complexity: O(*n*), one pass.
  static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    of(bytes, copyingTo: nil)
  }

  /// The checksum of `bytes`, copying them to `destination` (at least as long) in the same
  /// pass when it is given, so a section is read once to be both checked and copied.
  ///
  /// - Complexity: O(*n*), one pass.
  static func of(_ bytes: UnsafeRawBufferPointer, copyingTo destination: UnsafeMutableRawPointer?)
    -> UInt64
  {
    var lanes: (UInt64, UInt64, UInt64, UInt64) = (prime1 &+ prime2, prime2, 0, 0 &- prime1)
    let stripes = bytes.count / 32
    if let base = bytes.baseAddress {
      for stripe in 0..<stripes {
        let at = base + stripe * 32
        let words = (
          at.loadUnaligned(as: UInt64.self),
          at.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
          at.loadUnaligned(fromByteOffset: 16, as: UInt64.self),
          at.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
        )
        if let destination {
          let to = destination + stripe * 32
          to.storeBytes(of: words.0, as: UInt64.self)
          to.storeBytes(of: words.1, toByteOffset: 8, as: UInt64.self)
          to.storeBytes(of: words.2, toByteOffset: 16, as: UInt64.self)
          to.storeBytes(of: words.3, toByteOffset: 24, as: UInt64.self)
        }
        lanes.0 = round(lanes.0, words.0)
        lanes.1 = round(lanes.1, words.1)
        lanes.2 = round(lanes.2, words.2)
        lanes.3 = round(lanes.3, words.3)
      }
    }
    var hash = UInt64(bytes.count) &* prime3
    for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
      hash = (hash ^ round(0, lane)) &* prime1 &+ prime3
    }
    for (index, byte) in bytes[(stripes * 32)...].enumerated() {
      destination?.storeBytes(of: byte, toByteOffset: stripes * 32 + index, as: UInt8.self)
      hash = (hash ^ UInt64(byte) &* prime3) &* prime1
      hash = hash << 11 | hash >> 53
    }
    hash ^= hash >> 33
    hash &*= prime2
    hash ^= hash >> 29
    return hash
  }
}
