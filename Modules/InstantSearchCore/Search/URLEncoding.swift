/// Percent-encoding with the ASCII unreserved set (`A-Za-z0-9-._~`), so that a name with
/// spaces, slashes, `*`, `&` or letters outside ASCII stays one path segment or one value: the
/// one encoder of the URL parts the client sends and of the `params` string it sends and the
/// local engine echoes; ``Query/parameters(fromURLEncoded:)`` reads what it writes.
public enum URLEncoding {
  /// Appends `text` encoded to `bytes`: every byte of its UTF-8 outside the unreserved set as
  /// `%XX` (uppercase hex), a space as `+` when `spaceAsPlus` (as Algolia writes `params`).
  public static func append(_ text: String, spaceAsPlus: Bool = false, to bytes: inout [UInt8]) {
    func hexDigit(_ value: UInt8) -> UInt8 {
      value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
    var text = text
    text.withUTF8 { utf8 in
      // Most names and values need no escape: one copy (appending byte by byte checked the
      // array's uniqueness for every byte).
      if utf8.allSatisfy(isUnreserved) {
        bytes.append(contentsOf: utf8)
        return
      }
      // Room for the worst case (every byte as `%XX`), doubling so that a long run of calls
      // still grows the array in amortized constant time.
      let needed = bytes.count + 3 * utf8.count
      if bytes.capacity < needed { bytes.reserveCapacity(max(needed, 2 * bytes.capacity)) }
      for byte in utf8 {
        if isUnreserved(byte) {
          bytes.append(byte)
        } else if byte == UInt8(ascii: " ") && spaceAsPlus {
          bytes.append(UInt8(ascii: "+"))
        } else {
          bytes.append(UInt8(ascii: "%"))
          bytes.append(hexDigit(byte >> 4))
          bytes.append(hexDigit(byte & 0xF))
        }
      }
    }
  }

  /// Whether `byte` is in the unreserved set (`A-Za-z0-9-._~`), written as it is.
  @inline(__always)
  static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  /// `text` encoded, as ``append(_:spaceAsPlus:to:)`` writes it.
  public static func encode(_ text: String, spaceAsPlus: Bool = false) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    append(text, spaceAsPlus: spaceAsPlus, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The members of `parameters` as `name=value` pairs joined by `&`, in order: a string value
  /// as it is, any other as its JSON text (`facets=%5B%22genre%22%5D`), names and values
  /// encoded as ``append(_:spaceAsPlus:to:)`` writes them.
  public static func parameters(_ parameters: JSONObject, spaceAsPlus: Bool = false) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(128)
    for (position, (name, value)) in parameters.enumerated() {
      if position > 0 { bytes.append(UInt8(ascii: "&")) }
      append(name, spaceAsPlus: spaceAsPlus, to: &bytes)
      bytes.append(UInt8(ascii: "="))
      append(value.stringValue ?? value.jsonString, spaceAsPlus: spaceAsPlus, to: &bytes)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
