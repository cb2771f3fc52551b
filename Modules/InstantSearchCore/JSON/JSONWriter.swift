/// Writes JSON values as UTF-8 text, compact or pretty, with optional sorted keys.
///
/// Numbers are written in their shortest round-trip form and never with an exponent: `10` (not
/// `10.0`), `0.5`, `10000000000000000`, `0.00001`. `-0` is written `0`. Non-finite numbers
/// (which JSON cannot express) are written `null`.
public struct JSONWriter: Sendable {
  /// Whether to break lines and indent by two spaces.
  public var pretty: Bool
  /// Whether to write object keys in byte order instead of their stored order.
  public var sortedKeys: Bool

  /// Creates a writer.
  ///
  /// - Parameters:
  ///   - pretty: break lines and indent by two spaces.
  ///   - sortedKeys: write object keys in byte order.
  public init(pretty: Bool = false, sortedKeys: Bool = false) {
    self.pretty = pretty
    self.sortedKeys = sortedKeys
  }

  /// The value as UTF-8 bytes.
  ///
  /// - Parameter value: the value to write.
  /// - Returns: the text's bytes.
  public func bytes(_ value: JSON) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(256)
    write(value, to: &output)
    return output
  }

  /// The value as a string.
  ///
  /// - Parameter value: the value to write.
  /// - Returns: the text.
  public func string(_ value: JSON) -> String {
    String(decoding: bytes(value), as: UTF8.self)
  }

  /// Appends the value's text to `output`.
  ///
  /// - Parameters:
  ///   - value: the value to write.
  ///   - output: the bytes to append to.
  public func write(_ value: JSON, to output: inout [UInt8]) {
    write(value, to: &output, indent: 0)
  }

  private func write(_ value: JSON, to output: inout [UInt8], indent: Int) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .number(let number): JSONWriter.writeNumber(number, to: &output)
    case .string(let text): JSONWriter.writeString(text, to: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output.append(contentsOf: "[]".utf8)
        return
      }
      output.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        newline(&output, indent + 1)
        write(element, to: &output, indent: indent + 1)
      }
      newline(&output, indent)
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      guard !object.isEmpty else {
        output.append(contentsOf: "{}".utf8)
        return
      }
      output.append(UInt8(ascii: "{"))
      guard sortedKeys else {
        // The stored order: no array of positions made for each object written.
        for index in object.indices {
          writeMember(object[index], first: index == object.startIndex, &output, indent)
        }
        newline(&output, indent)
        output.append(UInt8(ascii: "}"))
        return
      }
      let order = object.indices.sorted {
        object[$0].key.utf8.lexicographicallyPrecedes(object[$1].key.utf8)
      }
      for (position, index) in order.enumerated() {
        writeMember(object[index], first: position == 0, &output, indent)
      }
      newline(&output, indent)
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Appends one member of an object written at `indent`, after a comma unless it is the first.
  private func writeMember(
    _ member: (key: String, value: JSON), first: Bool, _ output: inout [UInt8], _ indent: Int
  ) {
    if !first { output.append(UInt8(ascii: ",")) }
    newline(&output, indent + 1)
    JSONWriter.writeString(member.key, to: &output)
    output.append(UInt8(ascii: ":"))
    if pretty { output.append(UInt8(ascii: " ")) }
    write(member.value, to: &output, indent: indent + 1)
  }

  private func newline(_ output: inout [UInt8], _ indent: Int) {
    guard pretty else { return }
    output.append(UInt8(ascii: "\n"))
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
  }

  /// Appends a string literal, quoted and escaped.
  ///
  /// - Parameters:
  ///   - text: the string.
  ///   - output: the bytes to append to.
  public static func writeString(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var runStart = 0
      for (position, byte) in bytes.enumerated()
      where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
        runStart = position + 1
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case 0x09: output.append(UInt8(ascii: "t"))
        case 0x08: output.append(UInt8(ascii: "b"))
        case 0x0C: output.append(UInt8(ascii: "f"))
        default:
          let hex = Array("0123456789abcdef".utf8)
          output.append(contentsOf: "u00".utf8)
          output.append(hex[Int(byte >> 4)])
          output.append(hex[Int(byte & 0xF)])
        }
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Appends a number in its shortest round-trip form, without an exponent.
  ///
  /// - Parameters:
  ///   - number: the number; `nan` and infinities are written `null`.
  ///   - output: the bytes to append to.
  public static func writeNumber(_ number: Double, to output: inout [UInt8]) {
    // Fast path: integers, digit by digit, without an intermediate string.
    if number.isFinite, number != 0, abs(number) < 9.0e15, Double(Int64(number)) == number {
      var value = Int64(number)
      if value < 0 {
        output.append(UInt8(ascii: "-"))
        value = -value
      }
      var digits: (UInt64, UInt64) = (0, 0)
      var count = 0
      withUnsafeMutableBytes(of: &digits) { buffer in
        repeat {
          buffer[15 - count] = UInt8(ascii: "0") + UInt8(value % 10)
          value /= 10
          count += 1
        } while value > 0
        output.append(contentsOf: buffer[(16 - count)...])
      }
      return
    }
    output.append(contentsOf: format(number).utf8)
  }

  /// A number in its shortest round-trip form, without an exponent (`10`, `0.5`, `1e-05` as
  /// `0.00001`); `nan` and infinities give `null`.
  ///
  /// - Parameter number: the number.
  /// - Returns: its text.
  public static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == 0 { return "0" }
    if abs(number) < 9.0e15, Double(Int64(number)) == number {
      return String(Int64(number))
    }
    let text = number.description
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
      let exponentIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" })
    else {
      if text.utf8.last == UInt8(ascii: "0"), text.hasSuffix(".0") {
        return String(text.dropLast(2))
      }
      return text
    }
    // Expand `d.ddde±x` into plain decimal notation.
    let exponent = Int(text[text.index(after: exponentIndex)...]) ?? 0
    var mantissa = text[..<exponentIndex]
    let negative = mantissa.hasPrefix("-")
    if negative { mantissa = mantissa.dropFirst() }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let integerDigits = String(parts[0])
    var fractionDigits = parts.count > 1 ? String(parts[1]) : ""
    if fractionDigits == "0" { fractionDigits = "" }
    let digits = integerDigits + fractionDigits
    let point = integerDigits.count + exponent
    var result: String
    if point <= 0 {
      result = "0." + String(repeating: "0", count: -point) + digits
    } else if point >= digits.count {
      result = digits + String(repeating: "0", count: point - digits.count)
    } else {
      let split = digits.index(digits.startIndex, offsetBy: point)
      result = digits[..<split] + "." + digits[split...]
    }
    if result.contains(".") {
      while result.hasSuffix("0") { result.removeLast() }
      if result.hasSuffix(".") { result.removeLast() }
    }
    return negative ? "-" + result : result
  }
}
