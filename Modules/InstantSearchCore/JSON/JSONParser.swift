/// A fast, strict JSON parser over UTF-8 bytes (RFC 8259), with NDJSON support.
///
/// It reads the bytes once, without Foundation: strings with no escapes are created straight
/// from the input, numbers take an exact fast path when they have at most 15 significant
/// digits and a small exponent. Errors carry the line and column of the offending byte.
public struct JSONParser {
  /// How deep arrays and objects may nest before the text is rejected.
  public static let maximumDepth = 512

  /// Parses one JSON value filling the whole text (whitespace aside).
  ///
  /// - Parameter bytes: UTF-8 text.
  /// - Returns: the value.
  /// - Throws: ``JSONParseError`` naming the line and column of the first problem.
  public static func parse(_ bytes: some Collection<UInt8>) throws -> JSON {
    try withBytes(bytes) { buffer in
      var reader = Reader(buffer)
      let value = try reader.parseDocument()
      return value
    }
  }

  /// Parses one JSON value from a string.
  ///
  /// - Parameter text: the JSON text.
  /// - Returns: the value.
  /// - Throws: ``JSONParseError`` naming the line and column of the first problem.
  public static func parse(_ text: String) throws -> JSON {
    var text = text
    return try text.withUTF8 { buffer in
      var reader = Reader(buffer)
      return try reader.parseDocument()
    }
  }

  /// Parses newline-delimited JSON: one value per non-blank line.
  ///
  /// - Parameter bytes: UTF-8 text, lines separated by `\n` (a `\r` before it is ignored).
  /// - Returns: the values, in order.
  /// - Throws: ``JSONParseError`` whose line is the line of the file.
  public static func parseLines(_ bytes: some Collection<UInt8>) throws -> [JSON] {
    var values: [JSON] = []
    try forEachLine(bytes) { value, _ in values.append(value) }
    return values
  }

  /// Parses newline-delimited JSON, handing each value to `body` with its line number.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text, one value per non-blank line.
  ///   - body: called with each value and its line (from 1).
  /// - Throws: ``JSONParseError`` whose line is the line of the file, or what `body` throws.
  public static func forEachLine(
    _ bytes: some Collection<UInt8>,
    _ body: (JSON, Int) throws -> Void
  ) throws {
    try withBytes(bytes) { buffer in
      var reader = Reader(buffer)
      try reader.parseLines { value, line, _ in try body(value, line) }
    }
  }

  /// Parses a JSON array or, when the text does not start with `[`, NDJSON, handing each
  /// top-level element to `body` as soon as it is read, with its line and byte offset (for
  /// progress reports and for errors that name the line of a bad record).
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text: one JSON array, or one value per non-blank line.
  ///   - body: called with each element, its line (from 1) and the offset where it starts.
  /// - Throws: ``JSONParseError`` with the line and column in the whole text, or what `body`
  ///   throws.
  public static func forEachElement(
    _ bytes: some Collection<UInt8>,
    _ body: (JSON, _ line: Int, _ offset: Int) throws -> Void
  ) throws {
    try withBytes(bytes) { buffer in
      var reader = Reader(buffer)
      reader.skipWhitespace()
      if reader.offset == 0, buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB,
        buffer[2] == 0xBF
      {
        reader.offset = 3
        reader.skipWhitespace()
      }
      if reader.offset < buffer.count && buffer[reader.offset] == UInt8(ascii: "[") {
        try reader.parseArrayElements(body)
      } else {
        reader.offset = 0
        try reader.parseLines(body)
      }
    }
  }

  private static func withBytes<R>(
    _ bytes: some Collection<UInt8>,
    _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) throws -> R {
    if let result = try bytes.withContiguousStorageIfAvailable(body) { return result }
    return try Array(bytes).withUnsafeBufferPointer(body)
  }
}

extension JSONParser {
  /// The cursor over the bytes.
  struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var depth = 0
    /// Where the current top-level value started (NDJSON: the start of its line).
    var lineBase = 0
    /// The line number of `lineBase`, from 1.
    var lineNumberBase = 1
    /// Members of the objects being read, innermost last.
    let memberStack = Stack<JSONObject.Member>()
    /// Elements of the arrays being read, innermost last.
    let valueStack = Stack<JSON>()
    /// Keys met recently, by a hash of their bytes: where their bytes are in the input, and the
    /// string made once (records repeat the same keys).
    var keyCache = [(start: Int, count: Int, key: String)](
      repeating: (0, -1, ""), count: Reader.keyCacheSize)
    static let keyCacheSize = 256

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
    }

    // MARK: Errors

    func error(_ reason: String, at position: Int? = nil) -> JSONParseError {
      let position = min(position ?? offset, bytes.count)
      var line = lineNumberBase
      var lineStart = lineBase
      var index = lineBase
      while index < position {
        if bytes[index] == UInt8(ascii: "\n") {
          line += 1
          lineStart = index + 1
        }
        index += 1
      }
      return JSONParseError(
        reason: reason, line: line, column: position - lineStart + 1, offset: position)
    }

    func describeByte(at position: Int) -> String {
      guard position < bytes.count else { return "end of input" }
      let byte = bytes[position]
      if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
      return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    // MARK: Documents

    mutating func parseDocument() throws -> JSON {
      skipWhitespace()
      if offset < bytes.count && offset == 0 && bytes.count >= 3 && bytes[0] == 0xEF
        && bytes[1] == 0xBB && bytes[2] == 0xBF
      {
        offset = 3
        skipWhitespace()
      }
      guard offset < bytes.count else { throw error("empty input, expected a value") }
      let value = try parseValue()
      skipWhitespace()
      guard offset == bytes.count else {
        throw error("unexpected \(describeByte(at: offset)) after the value")
      }
      return value
    }

    mutating func parseLines(_ body: (JSON, Int, Int) throws -> Void) throws {
      var line = 1
      while offset < bytes.count {
        var end = offset
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        lineBase = offset
        lineNumberBase = line
        skipSpacesOnLine(end)
        if offset < end {
          let value = try parseValue()
          skipSpacesOnLine(end)
          guard offset == end else {
            throw error("unexpected \(describeByte(at: offset)) after the value on this line")
          }
          try body(value, line, lineBase)
        }
        offset = end + 1
        line += 1
      }
    }

    mutating func parseArrayElements(_ body: (JSON, Int, Int) throws -> Void) throws {
      offset += 1
      var countedOffset = 0
      var countedLine = 1
      func line(at position: Int) -> Int {
        while countedOffset < position {
          if bytes[countedOffset] == UInt8(ascii: "\n") { countedLine += 1 }
          countedOffset += 1
        }
        return countedLine
      }
      skipWhitespace()
      if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
        offset += 1
      } else {
        while true {
          skipWhitespace()
          let start = offset
          let value = try parseValue()
          try body(value, line(at: start), start)
          if try closes(with: UInt8(ascii: "]"), in: "array") { break }
        }
      }
      skipWhitespace()
      guard offset == bytes.count else {
        throw error("unexpected \(describeByte(at: offset)) after the value")
      }
    }

    /// After an element: `true` at the closing bracket, `false` at a comma; anything else is an
    /// error naming the container.
    @inline(__always)
    mutating func closes(with closing: UInt8, in container: StaticString) throws -> Bool {
      skipWhitespace()
      guard offset < bytes.count else { throw unclosed(closing, in: container, atEnd: true) }
      let byte = bytes[offset]
      offset += 1
      if byte == UInt8(ascii: ",") { return false }
      if byte == closing { return true }
      throw unclosed(closing, in: container, atEnd: false)
    }

    /// The error after an element followed by neither a comma nor `closing`: the end of the
    /// input, or the byte just read (the message is only built then).
    func unclosed(_ closing: UInt8, in container: StaticString, atEnd: Bool) -> JSONParseError {
      let expected = "expected ',' or '\(Character(Unicode.Scalar(closing)))'"
      if atEnd { return error("unterminated \(container), \(expected)") }
      return error(
        "unexpected \(describeByte(at: offset - 1)) in an \(container), \(expected)",
        at: offset - 1)
    }

    mutating func skipSpacesOnLine(_ end: Int) {
      while offset < end {
        let byte = bytes[offset]
        guard byte == 0x20 || byte == 0x09 || byte == 0x0D else { return }
        offset += 1
      }
    }

    @inline(__always)
    mutating func skipWhitespace() {
      while offset < bytes.count {
        let byte = bytes[offset]
        guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
        offset += 1
      }
    }

    // MARK: Values

    mutating func parseValue() throws -> JSON {
      guard offset < bytes.count else { throw error("unexpected end of input, expected a value") }
      switch bytes[offset] {
      case UInt8(ascii: "\""): return .string(try parseString())
      case UInt8(ascii: "{"): return try parseObject()
      case UInt8(ascii: "["): return try parseArray()
      case UInt8(ascii: "t"):
        try expectWord("true")
        return .bool(true)
      case UInt8(ascii: "f"):
        try expectWord("false")
        return .bool(false)
      case UInt8(ascii: "n"):
        try expectWord("null")
        return .null
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        return .number(try parseNumber())
      default:
        throw error("unexpected \(describeByte(at: offset)), expected a value")
      }
    }

    mutating func expectWord(_ word: StaticString) throws {
      let start = offset
      let count = word.utf8CodeUnitCount
      guard offset + count <= bytes.count else {
        throw error("invalid literal, expected '\(word)'", at: start)
      }
      for index in 0..<count where bytes[offset + index] != word.utf8Start[index] {
        throw error("invalid literal, expected '\(word)'", at: start)
      }
      offset += count
    }

    mutating func enter() throws {
      depth += 1
      if depth > JSONParser.maximumDepth {
        throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
      }
    }

    /// Steps into the array or object at `offset`, one level deeper; when `closing` follows
    /// at once (an empty container), steps out past it and returns `true`.
    @inline(__always)
    mutating func openContainer(closing: UInt8) throws -> Bool {
      try enter()
      offset += 1
      skipWhitespace()
      guard offset < bytes.count && bytes[offset] == closing else { return false }
      offset += 1
      depth -= 1
      return true
    }

    mutating func parseArray() throws -> JSON {
      if try openContainer(closing: UInt8(ascii: "]")) { return .array([]) }
      // Elements collect on a shared stack, then move into an array of the exact size.
      let base = valueStack.count
      while true {
        skipWhitespace()
        let value = try parseValue()
        valueStack.append(value)
        if try closes(with: UInt8(ascii: "]"), in: "array") { break }
      }
      let elements = valueStack.takeArray(from: base)
      depth -= 1
      return .array(elements)
    }

    mutating func parseObject() throws -> JSON {
      if try openContainer(closing: UInt8(ascii: "}")) { return .object(JSONObject()) }
      // Members collect on a shared stack, then move into one buffer of the exact size.
      let base = memberStack.count
      var positions: [String: Int]?
      while true {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
          throw error("unexpected \(describeByte(at: offset)) in an object, expected a key string")
        }
        let key = try parseKey()
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
          throw error("unexpected \(describeByte(at: offset)), expected ':' after an object key")
        }
        offset += 1
        skipWhitespace()
        let value = try parseValue()
        // A repeated key keeps its last value, at its first position (found by a linear
        // search in small objects, through a key index in large ones).
        let existing =
          positions != nil
          ? positions?[key]
          : memberStack.firstIndex(from: base) { $0.key == key }.map { $0 - base }
        if let existing {
          memberStack[base + existing].value = value
        } else {
          if positions != nil { positions?[key] = memberStack.count - base }
          memberStack.append((key, value))
          if positions == nil && memberStack.count - base > 32 {
            var index: [String: Int] = [:]
            for position in base..<memberStack.count {
              index[memberStack[position].key] = position - base
            }
            positions = index
          }
        }
        if try closes(with: UInt8(ascii: "}"), in: "object") { break }
      }
      let members = memberStack.take(from: base)
      depth -= 1
      return .object(JSONObject(uniqueMembers: members))
    }

    // MARK: Strings

    /// An object key: a short key without escapes comes from ``keyCache`` when its bytes were
    /// met before, other keys are read as strings.
    mutating func parseKey() throws -> String {
      let contentStart = offset + 1
      var end = contentStart
      while end < bytes.count, end - contentStart <= 32 {
        let byte = bytes[end]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
        end += 1
      }
      let count = end - contentStart
      guard end < bytes.count, bytes[end] == UInt8(ascii: "\""), count > 0,
        let base = bytes.baseAddress
      else { return try parseString() }
      let hash =
        count &* 31 &+ Int(bytes[contentStart]) &* 7 &+ Int(bytes[end - 1]) &* 131
        &+ Int(bytes[contentStart + count / 2]) &* 17
      let slot = hash & (Reader.keyCacheSize - 1)
      let entry = keyCache[slot]
      offset = end + 1
      if entry.count == count, Self.equal(base + entry.start, base + contentStart, count) {
        return entry.key
      }
      let key = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<end]), as: UTF8.self)
      keyCache[slot] = (contentStart, count, key)
      return key
    }

    /// Whether the `count` bytes at `a` and at `b` are the same.
    @inline(__always)
    static func equal(
      _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int
    ) -> Bool {
      for index in 0..<count where a[index] != b[index] { return false }
      return true
    }

    /// Whether any of the eight bytes of `word` is a quote, a backslash or below 0x20.
    @inline(__always)
    static func mayEndString(_ word: UInt64) -> Bool {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      let zeroes = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
      let control = (word &- ones &* 0x20) & ~word
      return (zeroes | control) & highs != 0
    }

    mutating func parseString() throws -> String {
      let start = offset
      offset += 1
      let contentStart = offset
      // Eight bytes at a time while none can end the plain run.
      if let base = bytes.baseAddress {
        while offset + 8 <= bytes.count,
          !Self.mayEndString(UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
        {
          offset += 8
        }
      }
      while offset < bytes.count {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\"") {
          let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<offset]), as: UTF8.self)
          offset += 1
          return text
        }
        if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: contentStart) }
        if byte < 0x20 { throw error("control character in a string (escape it)") }
        offset += 1
      }
      throw error("unterminated string", at: start)
    }

    mutating func parseEscapedString(from contentStart: Int) throws -> String {
      var buffer = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<offset]))
      while offset < bytes.count {
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "\""):
          offset += 1
          return String(decoding: buffer, as: UTF8.self)
        case UInt8(ascii: "\\"):
          offset += 1
          guard offset < bytes.count else { break }
          let escape = bytes[offset]
          offset += 1
          switch escape {
          case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
          case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
          case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
          case UInt8(ascii: "b"): buffer.append(0x08)
          case UInt8(ascii: "f"): buffer.append(0x0C)
          case UInt8(ascii: "n"): buffer.append(0x0A)
          case UInt8(ascii: "r"): buffer.append(0x0D)
          case UInt8(ascii: "t"): buffer.append(0x09)
          case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if scalar >= 0xD800 && scalar < 0xDC00 {
              if offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "\\")
                && bytes[offset + 1] == UInt8(ascii: "u")
              {
                offset += 2
                let low = try parseHex4()
                guard low >= 0xDC00 && low < 0xE000 else {
                  throw error("invalid low surrogate in a \\u escape", at: offset - 6)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
              } else {
                scalar = 0xFFFD
              }
            } else if scalar >= 0xDC00 && scalar < 0xE000 {
              scalar = 0xFFFD
            }
            appendUTF8(scalar, to: &buffer)
          default:
            throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'", at: offset - 2)
          }
        default:
          if byte < 0x20 { throw error("control character in a string (escape it)") }
          buffer.append(byte)
          offset += 1
        }
      }
      throw error("unterminated string", at: contentStart - 1)
    }

    mutating func parseHex4() throws -> UInt32 {
      guard offset + 4 <= bytes.count else { throw error("incomplete \\u escape") }
      var value: UInt32 = 0
      for _ in 0..<4 {
        let byte = bytes[offset]
        let digit: UInt32
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
        default: throw error("invalid hex digit in a \\u escape")
        }
        value = value << 4 | digit
        offset += 1
      }
      return value
    }

    func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
      switch scalar {
      case ..<0x80:
        buffer.append(UInt8(scalar))
      case ..<0x800:
        buffer.append(UInt8(0xC0 | (scalar >> 6)))
        buffer.append(UInt8(0x80 | (scalar & 0x3F)))
      case ..<0x10000:
        buffer.append(UInt8(0xE0 | (scalar >> 12)))
        buffer.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
        buffer.append(UInt8(0x80 | (scalar & 0x3F)))
      default:
        buffer.append(UInt8(0xF0 | (scalar >> 18)))
        buffer.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
        buffer.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
        buffer.append(UInt8(0x80 | (scalar & 0x3F)))
      }
    }

    // MARK: Numbers

    mutating func parseNumber() throws -> Double {
      let start = offset
      var negative = false
      if bytes[offset] == UInt8(ascii: "-") {
        negative = true
        offset += 1
      }
      var mantissa: UInt64 = 0
      var significantDigits = 0
      var exponent = 0
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        throw error("invalid number, expected a digit", at: offset)
      }
      if bytes[offset] == UInt8(ascii: "0") {
        offset += 1
        if offset < bytes.count && isDigit(bytes[offset]) {
          throw error("invalid number, leading zero", at: start)
        }
      } else {
        while offset < bytes.count, isDigit(bytes[offset]) {
          accumulate(bytes[offset], &mantissa, &significantDigits, &exponent, fraction: false)
          offset += 1
        }
      }
      if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
        offset += 1
        guard offset < bytes.count, isDigit(bytes[offset]) else {
          throw error("invalid number, expected a digit after '.'", at: offset)
        }
        while offset < bytes.count, isDigit(bytes[offset]) {
          accumulate(bytes[offset], &mantissa, &significantDigits, &exponent, fraction: true)
          offset += 1
        }
      }
      if offset < bytes.count && (bytes[offset] | 0x20) == UInt8(ascii: "e") {
        offset += 1
        var exponentNegative = false
        if offset < bytes.count
          && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-"))
        {
          exponentNegative = bytes[offset] == UInt8(ascii: "-")
          offset += 1
        }
        guard offset < bytes.count, isDigit(bytes[offset]) else {
          throw error("invalid number, expected a digit in the exponent", at: offset)
        }
        var written = 0
        while offset < bytes.count, isDigit(bytes[offset]) {
          if written < 100_000 { written = written * 10 + Int(bytes[offset] - 48) }
          offset += 1
        }
        exponent += exponentNegative ? -written : written
      }
      if significantDigits <= 15 && mantissa < (1 << 53) && exponent >= -22 && exponent <= 22 {
        var value = Double(mantissa)
        if exponent < 0 {
          value /= Self.powersOfTen[-exponent]
        } else if exponent > 0 {
          value *= Self.powersOfTen[exponent]
        }
        return negative ? -value : value
      }
      // Slow path: the standard library's correctly rounded conversion.
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
      guard let value = Double(text), value.isFinite else {
        throw error("number out of range", at: start)
      }
      return value
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

    @inline(__always)
    func accumulate(
      _ byte: UInt8, _ mantissa: inout UInt64, _ significant: inout Int, _ exponent: inout Int,
      fraction: Bool
    ) {
      let digit = UInt64(byte - UInt8(ascii: "0"))
      if mantissa == 0 && digit == 0 {
        if fraction { exponent -= 1 }
        return
      }
      if significant < 19 {
        mantissa = mantissa * 10 + digit
        significant += 1
        if fraction { exponent -= 1 }
      } else {
        significant += 1
        if !fraction { exponent += 1 }
      }
    }
  }
}
