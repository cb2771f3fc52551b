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
    var output = Buffer(capacity: 1024)
    write(value, to: &output, indent: 0)
    return output.array
  }

  /// How many bytes ``bytes(_:)`` gives for `value`, counted as the text is made, none of it
  /// kept: a size check of a value that is written out later.
  ///
  /// - Parameter value: the value to measure.
  /// - Returns: the length of its text.
  public func byteCount(_ value: JSON) -> Int {
    var counter = ByteCounter()
    write(value, to: &counter, indent: 0)
    return counter.count
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
    var buffer = Buffer(capacity: 1024)
    write(value, to: &buffer, indent: 0)
    buffer.withBytes { output.append(contentsOf: $0) }
  }

  /// Appends the value's text to `buffer`, as ``bytes(_:)`` writes it.
  ///
  /// - Parameters:
  ///   - value: the value to write.
  ///   - buffer: the buffer to append to.
  public func write(_ value: JSON, into buffer: inout Buffer) {
    write(value, to: &buffer, indent: 0)
  }

  private func write<Output: JSONOutput & ~Copyable>(
    _ value: JSON, to output: inout Output, indent: Int
  ) {
    switch value {
    case .null: output.append("null")
    case .bool(let flag): output.append(flag ? "true" : "false")
    case .number(let number): JSONWriter.appendNumber(number, to: &output)
    case .string(let text): JSONWriter.appendString(text, to: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output.append("[]")
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
        output.append("{}")
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
  private func writeMember<Output: JSONOutput & ~Copyable>(
    _ member: (key: String, value: JSON), first: Bool, _ output: inout Output, _ indent: Int
  ) {
    if !first { output.append(UInt8(ascii: ",")) }
    newline(&output, indent + 1)
    JSONWriter.appendString(member.key, to: &output)
    output.append(UInt8(ascii: ":"))
    if pretty { output.append(UInt8(ascii: " ")) }
    write(member.value, to: &output, indent: indent + 1)
  }

  private func newline<Output: JSONOutput & ~Copyable>(_ output: inout Output, _ indent: Int) {
    guard pretty else { return }
    output.append(UInt8(ascii: "\n"))
    for _ in 0..<indent * 2 { output.append(UInt8(ascii: " ")) }
  }

  /// Appends a string literal, quoted and escaped.
  ///
  /// - Parameters:
  ///   - text: the string.
  ///   - output: the bytes to append to.
  public static func writeString(_ text: String, to output: inout [UInt8]) {
    appendString(text, to: &output)
  }

  /// Appends a string literal, quoted and escaped, to `buffer`.
  ///
  /// - Parameters:
  ///   - text: the string.
  ///   - buffer: the buffer to append to.
  public static func writeString(_ text: String, into buffer: inout Buffer) {
    appendString(text, to: &buffer)
  }

  /// Appends a string literal, quoted and escaped, to any output.
  static func appendString<Output: JSONOutput & ~Copyable>(
    _ text: String, to output: inout Output
  ) {
    output.append(UInt8(ascii: "\""))
    // A native string's bytes in place; another (bridged, lazily decoded) copied first.
    if text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, to: &output) }) == nil {
      var copy = text
      copy.makeContiguousUTF8()
      copy.utf8.withContiguousStorageIfAvailable { appendEscaped($0, to: &output) }
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Appends a string's UTF-8 bytes with `"`, `\\` and control characters escaped. Eight bytes
  /// at a time are tested for any of them at once (the usual case: none), and copied as runs.
  private static func appendEscaped<Output: JSONOutput & ~Copyable>(
    _ bytes: UnsafeBufferPointer<UInt8>, to output: inout Output
  ) {
    guard let base = bytes.baseAddress else { return }
    var runStart = 0
    var position = 0
    while position < bytes.count {
      if position + 8 <= bytes.count {
        let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
        if !mayNeedEscape(word) {
          position += 8
          continue
        }
      }
      let end = min(position + 8, bytes.count)
      for index in position..<end {
        let byte = bytes[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        output.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        runStart = index + 1
        appendEscape(byte, to: &output)
      }
      position = end
    }
    output.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
  }

  /// Whether any of a word's eight bytes may be a control character, `"` or `\\` (never false
  /// when one is; a byte of 0x80 or more is never taken for one).
  @inline(__always)
  private static func mayNeedEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // A byte below `n` leaves its high bit set in `(byte - n) & ~byte` (for `n` up to 0x80).
    func anyBelow(_ value: UInt64, _ n: UInt64) -> Bool {
      (value &- ones &* n) & ~value & highs != 0
    }
    return anyBelow(word, 0x20) || anyBelow(word ^ (ones &* 0x22), 1)
      || anyBelow(word ^ (ones &* 0x5C), 1)
  }

  /// Appends the escape of a byte that needs one.
  private static func appendEscape<Output: JSONOutput & ~Copyable>(
    _ byte: UInt8, to output: inout Output
  ) {
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
      output.append("u00")
      output.append(hex[Int(byte >> 4)])
      output.append(hex[Int(byte & 0xF)])
    }
  }

  /// Appends a number in its shortest round-trip form, without an exponent.
  ///
  /// - Parameters:
  ///   - number: the number; `nan` and infinities are written `null`.
  ///   - output: the bytes to append to.
  public static func writeNumber(_ number: Double, to output: inout [UInt8]) {
    appendNumber(number, to: &output)
  }

  /// Appends a number in its shortest round-trip form, without an exponent, to any output.
  static func appendNumber<Output: JSONOutput & ~Copyable>(
    _ number: Double, to output: inout Output
  ) {
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
        let digits = UnsafeRawBufferPointer(rebasing: buffer[(16 - count)...])
        output.append(bytes: digits.assumingMemoryBound(to: UInt8.self))
      }
      return
    }
    var text = format(number)
    text.withUTF8 { output.append(bytes: $0) }
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
