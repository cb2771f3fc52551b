extension JSONParser.Reader {
  // MARK: Keys

  /// An object key and a hash of its UTF-8 bytes (``keyHash(_:_:)``, or -1 when it is not
  /// ASCII): a key of plain ASCII comes from ``keyCache`` when its bytes were met before, other
  /// keys are read as strings.
  mutating func parseKey() throws -> (key: String, hash: Int) {
    let contentStart = offset + 1
    let end = plainRunEnd(from: contentStart)
    let count = end - contentStart
    guard end < bytes.count, bytes[end] == UInt8(ascii: "\""), count > 0,
      let base = bytes.baseAddress
    else {
      var key = try parseString()
      // A key that is not ASCII may equal another whose bytes differ (`String` compares
      // canonical forms): it hashes to -1, which makes its object search every key.
      let hash = key.withUTF8 { utf8 in
        utf8.contains { $0 >= 0x80 } ? -1 : Self.keyHash(utf8.baseAddress, utf8.count)
      }
      return (key, hash)
    }
    offset = end + 1
    let hash = Self.keyHash(base + contentStart, count)
    return (keyCache.key(at: contentStart, count: count, hash: hash, in: bytes), hash)
  }

  /// A hash of the `count` bytes of a key at `start`, from its length and three of its bytes
  /// (0 for an empty key).
  @inline(__always)
  static func keyHash(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int {
    guard let start, count > 0 else { return 0 }
    return count &* 31 &+ Int(start[0]) &* 7 &+ Int(start[count - 1]) &* 131
      &+ Int(start[count / 2]) &* 17
  }

  // MARK: Scanning

  /// The eight bytes at `pointer`, the first in the lowest byte.
  @inline(__always)
  static func word(at pointer: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
  }

  /// Whether the `count` bytes at `a` and at `b` are the same, compared eight at a time.
  @inline(__always)
  static func equal(
    _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int
  ) -> Bool {
    var index = 0
    while index + 8 <= count {
      if word(at: a + index) != word(at: b + index) { return false }
      index += 8
    }
    while index < count {
      if a[index] != b[index] { return false }
      index += 1
    }
    return true
  }

  /// The high bit of each of the eight bytes of `word` that is a quote, a backslash, below 0x20
  /// or not ASCII, and possibly of bytes after the first such byte: the lowest bit set is
  /// exact.
  @inline(__always)
  static func stringEndFlags(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let zeroes = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
    let control = (word &- ones &* 0x20) & ~word
    return (zeroes | control | word) & highs
  }

  /// The offset of the first byte from `start` that is a quote, a backslash, a control byte or
  /// not ASCII (the end of a plain run), or the end of the input; eight bytes at a time.
  @inline(__always)
  func plainRunEnd(from start: Int) -> Int {
    var index = start
    if let base = bytes.baseAddress {
      while index + 8 <= bytes.count {
        let flags = Self.stringEndFlags(Self.word(at: base + index))
        if flags != 0 { return index + flags.trailingZeroBitCount >> 3 }
        index += 8
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 {
        break
      }
      index += 1
    }
    return index
  }

  /// The offset after the UTF-8 sequence that starts with the byte at `start` (not ASCII), when
  /// it is well formed (RFC 3629: shortest form, no surrogate, at most U+10FFFF).
  ///
  /// - Throws: ``JSONParseError`` at the first byte of an ill-formed sequence.
  func utf8SequenceEnd(at start: Int) throws -> Int {
    let lead = bytes[start]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xED:
      length = 3
      high = 0x9F
    case 0xE1...0xEF: length = 3
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF4:
      length = 4
      high = 0x8F
    case 0xF1...0xF3: length = 4
    default: throw invalidUTF8(at: start)
    }
    guard start + length <= bytes.count, bytes[start + 1] >= low, bytes[start + 1] <= high
    else { throw invalidUTF8(at: start) }
    for index in start + 2..<start + length where bytes[index] & 0xC0 != 0x80 {
      throw invalidUTF8(at: start)
    }
    return start + length
  }

  func invalidUTF8(at position: Int) -> JSONParseError {
    error(
      "invalid UTF-8 in a string (byte 0x\(String(bytes[position], radix: 16, uppercase: true)))",
      at: position)
  }

  // MARK: Strings

  /// A string at `offset` (its opening quote): plain runs are scanned eight bytes at a time,
  /// bytes that are not ASCII are checked as UTF-8 where they are met, and a string without
  /// escapes is made straight from the input.
  mutating func parseString() throws -> String {
    let start = offset
    let contentStart = offset + 1
    offset = contentStart
    while true {
      offset = plainRunEnd(from: offset)
      guard offset < bytes.count else { throw error("unterminated string", at: start) }
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<offset]), as: UTF8.self)
        offset += 1
        return text
      }
      if byte >= 0x80 {
        offset = try utf8SequenceEnd(at: offset)
      } else if byte == UInt8(ascii: "\\") {
        return try parseEscapedString(from: contentStart)
      } else {
        throw error("control character in a string (escape it)")
      }
    }
  }

  /// The rest of a string from its first escape (at `offset`): plain runs are copied whole
  /// into the decoded bytes, escapes decoded between them.
  mutating func parseEscapedString(from contentStart: Int) throws -> String {
    var buffer: [UInt8] = []
    buffer.reserveCapacity(offset - contentStart + 16)
    var runStart = contentStart
    while true {
      offset = plainRunEnd(from: offset)
      guard offset < bytes.count else { throw error("unterminated string", at: contentStart - 1) }
      let byte = bytes[offset]
      if byte >= 0x80 {
        offset = try utf8SequenceEnd(at: offset)
        continue
      }
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
      if byte == UInt8(ascii: "\"") {
        offset += 1
        return String(decoding: buffer, as: UTF8.self)
      }
      if byte < 0x20 { throw error("control character in a string (escape it)") }
      try appendEscape(to: &buffer, stringStart: contentStart - 1)
      runStart = offset
    }
  }

  /// Decodes the escape at `offset` (its backslash) onto `buffer`; a `\u` escape of a lone
  /// surrogate gives U+FFFD.
  mutating func appendEscape(to buffer: inout [UInt8], stringStart: Int) throws {
    offset += 1
    guard offset < bytes.count else { throw error("unterminated string", at: stringStart) }
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
    case UInt8(ascii: "u"): appendUTF8(try parseUnicodeEscape(), to: &buffer)
    default:
      throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'", at: offset - 2)
    }
  }

  /// The scalar of a `\u` escape whose four digits are at `offset`, joined with the low
  /// surrogate's escape that follows a high one; U+FFFD for a lone surrogate.
  mutating func parseUnicodeEscape() throws -> UInt32 {
    let scalar = try parseHex4()
    if scalar >= 0xDC00 && scalar < 0xE000 { return 0xFFFD }
    guard scalar >= 0xD800 && scalar < 0xDC00 else { return scalar }
    guard
      offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "\\")
        && bytes[offset + 1] == UInt8(ascii: "u")
    else { return 0xFFFD }
    offset += 2
    let low = try parseHex4()
    guard low >= 0xDC00 && low < 0xE000 else {
      throw error("invalid low surrogate in a \\u escape", at: offset - 6)
    }
    return 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
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
}
