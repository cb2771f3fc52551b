import Foundation

extension String {
  /// Whether the UTF-8 bytes start with the bytes of `prefix`.
  func hasPrefixBytes(_ prefix: String) -> Bool {
    utf8.starts(with: prefix.utf8)
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
