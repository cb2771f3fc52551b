import Foundation

extension String {
  /// Whether the UTF-8 bytes start with `prefix`, compared with `memcmp` (the UTF-8 view goes
  /// byte by byte through its indices).
  func hasPrefixBytes(_ prefix: UnsafeBufferPointer<UInt8>) -> Bool {
    var text = self
    return text.withUTF8 { bytes in
      guard bytes.count >= prefix.count else { return false }
      guard let start = bytes.baseAddress, let other = prefix.baseAddress else { return true }
      return memcmp(start, other, prefix.count) == 0
    }
  }

  /// Whether the UTF-8 bytes come before `other` in byte order (as
  /// `utf8.lexicographicallyPrecedes`, with `memcmp`).
  func bytesPrecede(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
    var text = self
    return text.withUTF8 { bytes in
      let common = min(bytes.count, other.count)
      let order =
        common == 0 ? 0 : memcmp(bytes.baseAddress!, other.baseAddress!, common)
      return order < 0 || (order == 0 && bytes.count < other.count)
    }
  }

  /// Whether the UTF-8 bytes hold `byte`, found with `memchr` (many bytes a step), where
  /// `utf8.contains` goes byte by byte through the view's indices.
  func containsByte(_ byte: UInt8) -> Bool {
    var text = self
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
      return memchr(base, Int32(byte), bytes.count) != nil
    }
  }
}
