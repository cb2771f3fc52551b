/// Numbers in filters: validation and their text in the filters string.
///
/// A number is written in its shortest exact form, never with an exponent: `10`, `-5`, `0.5`,
/// `10000000000000000`, `0.00001`; `-0` is written `0`.
enum FilterNumber {
  /// Returns `value` if it is finite (with `-0` turned into `0`), throws otherwise.
  static func checked(_ value: Double, attribute: String) throws(FilterError) -> Double {
    guard value.isFinite else { throw .nonFiniteNumber(attribute: attribute, value: value) }
    return value == 0 ? 0 : value
  }

  /// The shortest exact decimal text of a finite number, without exponent.
  static func text(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value.magnitude < 1e15, value.rounded(.towardZero) == value {
      return String(Int64(value))
    }
    guard value.isFinite else { return value.description }
    let shortest = value.description
    let bytes = Array(shortest.utf8)
    guard let e = bytes.firstIndex(of: UInt8(ascii: "e")) else {
      // "1234.5", or a whole number such as "9007199254740993.0".
      if bytes.count > 2, bytes[bytes.count - 2] == UInt8(ascii: "."), bytes.last == 0x30 {
        return String(decoding: bytes.dropLast(2), as: UTF8.self)
      }
      return shortest
    }
    let negative = bytes.first == UInt8(ascii: "-")
    var digits: [UInt8] = []
    var pointAt: Int?
    for byte in bytes[(negative ? 1 : 0)..<e] {
      if byte == UInt8(ascii: ".") { pointAt = digits.count } else { digits.append(byte) }
    }
    var exponent = 0
    var exponentSign = 1
    for byte in bytes[(e + 1)...] {
      switch byte {
      case UInt8(ascii: "-"): exponentSign = -1
      case UInt8(ascii: "+"): break
      default: exponent = exponent * 10 + Int(byte - 0x30)
      }
    }
    while digits.count > 1, digits.last == 0x30 { digits.removeLast() }
    let point = (pointAt ?? digits.count) + exponentSign * exponent
    var out: [UInt8] = negative ? [UInt8(ascii: "-")] : []
    if point <= 0 {
      out += [0x30, UInt8(ascii: ".")] + [UInt8](repeating: 0x30, count: -point) + digits
    } else if point >= digits.count {
      out += digits + [UInt8](repeating: 0x30, count: point - digits.count)
    } else {
      out += digits[..<point] + [UInt8(ascii: ".")] + digits[point...]
    }
    return String(decoding: out, as: UTF8.self)
  }
}
