extension JSONParser.Reader {
  // MARK: Keys

  /// An object key and a hash of its UTF-8 bytes (``keyHash(head:tail:count:)``, or -1 when it
  /// is not ASCII): a key of plain ASCII comes from ``keyCache`` when its bytes were met
  /// before, other keys are read as strings.
  ///
  /// The first two words of a key are read at once: the end of a key of up to 15 bytes, the
  /// most common, is their first flagged byte, and the words, masked past it, are its hash's
  /// input and what the cache compares (a longer key's end is scanned for after them).
  @inline(__always)
  mutating func parseKey() throws -> (key: String, hash: Int) {
    let contentStart = offset + 1
    if contentStart + 16 <= bytes.count, let base = bytes.baseAddress {
      let pointer = base + contentStart
      let first = Self.word(at: pointer)
      let firstFlags = Self.stringEndFlags(first)
      var words = (head: first, tail: UInt64(0))
      var count = 8
      if firstFlags != 0 {
        count = firstFlags.trailingZeroBitCount >> 3
        words.head = Self.masked(first, count)
      } else {
        let second = Self.word(at: pointer + 8)
        let secondFlags = Self.stringEndFlags(second)
        guard secondFlags != 0 else { return try parseLongKey(first: first, second: second) }
        count += secondFlags.trailingZeroBitCount >> 3
        words.tail = Self.masked(second, count - 8)
      }
      if count > 0 && pointer[count] == UInt8(ascii: "\"") {
        offset = contentStart + count + 1
        let hash = Self.keyHash(head: words.head, tail: words.tail, count: count)
        let key = keyCache.key(
          words, count: count, hash: hash, at: contentStart, in: bytes)
        return (key, hash)
      }
    }
    return try parseLongKey()
  }

  /// A key of 16 bytes or more, whose first 16 bytes (plain ASCII) are the words `first` and
  /// `second` (``parseKey()``).
  mutating func parseLongKey(first: UInt64, second: UInt64) throws -> (key: String, hash: Int) {
    let contentStart = offset + 1
    let end = plainRunEnd(from: contentStart + 16)
    guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return try parseLongKey() }
    offset = end + 1
    let count = end - contentStart
    let hash = Self.keyHash(head: first, tail: second, count: count)
    let words = (head: first, tail: second)
    return (keyCache.key(words, count: count, hash: hash, at: contentStart, in: bytes), hash)
  }

  /// A key that ``parseKey()`` does not read from its words: near the end of the input, empty,
  /// escaped or not ASCII.
  mutating func parseLongKey() throws -> (key: String, hash: Int) {
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
        guard !utf8.contains(where: { $0 >= 0x80 }), let start = utf8.baseAddress else {
          return utf8.isEmpty ? Self.keyHash(head: 0, tail: 0, count: 0) : -1
        }
        let words = Self.keyWords(start, utf8.count)
        return Self.keyHash(head: words.head, tail: words.tail, count: utf8.count)
      }
      return (key, hash)
    }
    offset = end + 1
    let words = Self.keyWords(base + contentStart, count)
    let hash = Self.keyHash(head: words.head, tail: words.tail, count: count)
    return (keyCache.key(words, count: count, hash: hash, at: contentStart, in: bytes), hash)
  }

  /// The first 16 bytes of the `count` at `start` as two words, zero past `count`, read one
  /// byte at a time (the bytes past them may not be readable).
  static func keyWords(_ start: UnsafePointer<UInt8>, _ count: Int) -> (head: UInt64, tail: UInt64)
  {
    var words: (head: UInt64, tail: UInt64) = (0, 0)
    for index in 0..<min(count, 16) {
      let byte = UInt64(start[index]) << UInt64(index % 8 * 8)
      if index < 8 { words.head |= byte } else { words.tail |= byte }
    }
    return words
  }

  /// `word` with its bytes from `count` on set to zero (`count` below 8 keeps fewer bytes).
  @inline(__always)
  static func masked(_ word: UInt64, _ count: Int) -> UInt64 {
    count >= 8 ? word : word & ((1 << UInt64(truncatingIfNeeded: count &* 8)) &- 1)
  }

  /// A hash of a key from its first 16 bytes (``keyWords(_:_:)``) and its length: never
  /// negative, its low six bits spread over every byte (an object marks its keys by them) and
  /// the next eight too (they pick the key's slot in ``keyCache``).
  @inline(__always)
  static func keyHash(head: UInt64, tail: UInt64, count: Int) -> Int {
    let mixed =
      (head &* 0x9E37_79B9_7F4A_7C15)
      ^ ((tail ^ UInt64(truncatingIfNeeded: count))
        &* 0xC2B2_AE3D_27D4_EB4F)
    return Int(truncatingIfNeeded: (mixed ^ (mixed >> 29)) >> 40)
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
  /// escapes is made straight from the input, without a second check of its UTF-8.
  mutating func parseString() throws -> String {
    let start = offset
    let contentStart = offset + 1
    offset = contentStart
    var isASCII = true
    while true {
      offset = plainRunEnd(from: offset)
      guard offset < bytes.count else { throw error("unterminated string", at: start) }
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        let text = Self.string(
          validUTF8: UnsafeBufferPointer(rebasing: bytes[contentStart..<offset]),
          isASCII: isASCII)
        offset += 1
        return text
      }
      if byte >= 0x80 {
        offset = try utf8SequenceEnd(at: offset)
        isASCII = false
      } else if byte == UInt8(ascii: "\\") {
        return try parseEscapedString(from: contentStart, isASCII: isASCII)
      } else {
        throw error("control character in a string (escape it)")
      }
    }
  }

  /// A string of bytes already checked to be well-formed UTF-8, made without checking them
  /// again; `isASCII` must say whether every byte is below 0x80.
  ///
  /// `String`'s public initializers all check the bytes (up to a tenth of a parse of text that
  /// is not ASCII); this calls the standard library's own unchecked entry point, which its
  /// inlinable code calls too. Its mangled name spells its whole signature, so a toolchain that
  /// changed it fails to link, never to run.
  @inline(__always)
  static func string(validUTF8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
    uncheckedString(fromUTF8: bytes, isASCII: isASCII)
  }

  /// The rest of a string from its first escape (at `offset`): plain runs are copied whole
  /// into the decoded bytes, escapes decoded between them; whether the bytes before the escape
  /// (from `contentStart`, after the opening quote) are all ASCII is `isASCII`.
  mutating func parseEscapedString(from contentStart: Int, isASCII: Bool) throws -> String {
    var buffer: [UInt8] = []
    buffer.reserveCapacity(offset - contentStart + 16)
    var runStart = contentStart
    var isASCII = isASCII
    while true {
      offset = plainRunEnd(from: offset)
      guard offset < bytes.count else { throw error("unterminated string", at: contentStart - 1) }
      let byte = bytes[offset]
      if byte >= 0x80 {
        offset = try utf8SequenceEnd(at: offset)
        isASCII = false
        continue
      }
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
      if byte == UInt8(ascii: "\"") {
        offset += 1
        return buffer.withUnsafeBufferPointer { Self.string(validUTF8: $0, isASCII: isASCII) }
      }
      if byte < 0x20 { throw error("control character in a string (escape it)") }
      if try appendEscape(to: &buffer, stringStart: contentStart - 1) >= 0x80 { isASCII = false }
      runStart = offset
    }
  }

  /// Decodes the escape at `offset` (its backslash) onto `buffer`; a `\u` escape of a lone
  /// surrogate gives U+FFFD.
  ///
  /// - Returns: the scalar decoded.
  @discardableResult
  mutating func appendEscape(to buffer: inout [UInt8], stringStart: Int) throws -> UInt32 {
    offset += 1
    guard offset < bytes.count else { throw error("unterminated string", at: stringStart) }
    let escape = bytes[offset]
    offset += 1
    let scalar: UInt32
    switch escape {
    case UInt8(ascii: "\""): scalar = 0x22
    case UInt8(ascii: "\\"): scalar = 0x5C
    case UInt8(ascii: "/"): scalar = 0x2F
    case UInt8(ascii: "b"): scalar = 0x08
    case UInt8(ascii: "f"): scalar = 0x0C
    case UInt8(ascii: "n"): scalar = 0x0A
    case UInt8(ascii: "r"): scalar = 0x0D
    case UInt8(ascii: "t"): scalar = 0x09
    case UInt8(ascii: "u"): scalar = try parseUnicodeEscape()
    default:
      throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'", at: offset - 2)
    }
    appendUTF8(scalar, to: &buffer)
    return scalar
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

/// The standard library's `String._uncheckedFromUTF8(_:isASCII:)`: a string of `bytes`, which
/// must be well-formed UTF-8, ASCII throughout when `isASCII` is true; small strings are kept
/// inline, longer ones copied into new storage. Call it only through
/// ``JSONParser/Reader/string(validUTF8:isASCII:)``.
@_silgen_name("$sSS18_uncheckedFromUTF8_7isASCIISSSRys5UInt8VG_SbtFZ")
private func uncheckedString(fromUTF8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String
