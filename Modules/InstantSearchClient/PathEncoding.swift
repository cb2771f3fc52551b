/// Percent-encoding of URL parts with an explicit ASCII unreserved set (`A-Za-z0-9-._~`), so an
/// index or facet name with spaces, slashes, `*`, `&` or non-ASCII letters stays one segment.
enum PathEncoding {
  /// Encodes one path segment or query value: every byte of its UTF-8 outside the unreserved set
  /// becomes `%XX` (uppercase hex).
  /// - Parameter text: the raw segment.
  /// - Returns: the encoded segment.
  static func segment(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        out.append(byte)
      default:
        out.append(UInt8(ascii: "%"))
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 0x0F)])
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Joins segments into an absolute path, each segment encoded.
  /// - Parameter segments: the raw segments, as `["1", "indexes", "my index", "query"]`.
  /// - Returns: `/1/indexes/my%20index/query`.
  static func path(_ segments: [String]) -> String {
    segments.map { "/" + segment($0) }.joined()
  }
}
