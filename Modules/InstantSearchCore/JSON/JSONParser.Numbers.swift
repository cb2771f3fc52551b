extension JSONParser.Reader {
  /// A number at `offset`: its digits are gathered into one integer as they are read, and an
  /// integer of up to 19 digits below 2^53 with a power of ten up to 22 is converted with one
  /// multiplication or division (exact, so correctly rounded); other numbers go through the
  /// standard library's correctly rounded conversion.
  mutating func parseNumber() throws -> Double {
    let start = offset
    let negative = bytes[offset] == UInt8(ascii: "-")
    if negative { offset += 1 }
    guard offset < bytes.count, isDigit(bytes[offset]) else {
      throw error("invalid number, expected a digit", at: offset)
    }
    var mantissa: UInt64 = 0
    let digitsStart = offset
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
      if offset < bytes.count && isDigit(bytes[offset]) {
        throw error("invalid number, leading zero", at: start)
      }
    } else {
      readDigits(into: &mantissa)
    }
    var digits = offset - digitsStart
    var exponent = 0
    if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      let fractionStart = offset
      readDigits(into: &mantissa)
      guard offset > fractionStart else {
        throw error("invalid number, expected a digit after '.'", at: offset)
      }
      exponent = fractionStart - offset
      digits += offset - fractionStart
    }
    if offset < bytes.count && (bytes[offset] | 0x20) == UInt8(ascii: "e") {
      exponent += try parseExponent()
    }
    if digits <= 19 && mantissa < (1 << 53) && exponent >= -22 && exponent <= 22 {
      var value = Double(mantissa)
      if exponent < 0 {
        value /= Self.powersOfTen[-exponent]
      } else if exponent > 0 {
        value *= Self.powersOfTen[exponent]
      }
      return negative ? -value : value
    }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error("number out of range", at: start)
    }
    return value
  }

  /// Reads the digits at `offset` into `mantissa` (which wraps past 19 digits: the caller
  /// counts them).
  @inline(__always)
  mutating func readDigits(into mantissa: inout UInt64) {
    while offset < bytes.count {
      let digit = bytes[offset] &- UInt8(ascii: "0")
      guard digit < 10 else { return }
      mantissa = mantissa &* 10 &+ UInt64(digit)
      offset += 1
    }
  }

  /// The exponent after the `e` or `E` at `offset`, with its sign (kept below 100000 in
  /// magnitude, far past where every double is zero or infinite).
  mutating func parseExponent() throws -> Int {
    offset += 1
    var negative = false
    if offset < bytes.count
      && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-"))
    {
      negative = bytes[offset] == UInt8(ascii: "-")
      offset += 1
    }
    guard offset < bytes.count, isDigit(bytes[offset]) else {
      throw error("invalid number, expected a digit in the exponent", at: offset)
    }
    var written = 0
    while offset < bytes.count, isDigit(bytes[offset]) {
      if written < 100_000 { written = written * 10 + Int(bytes[offset] - UInt8(ascii: "0")) }
      offset += 1
    }
    return negative ? -written : written
  }

  static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  @inline(__always)
  func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }
}
