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
  @inlinable
  public static func parse(_ bytes: some Collection<UInt8>) throws -> JSON {
    try withBytes(bytes, parseDocument(in:))
  }

  /// ``parse(_:)`` over bytes in memory.
  @usableFromInline
  static func parseDocument(in buffer: UnsafeBufferPointer<UInt8>) throws -> JSON {
    try Workspace.with(forBytes: buffer.count) { workspace in
      var reader = Reader(buffer, workspace)
      return try reader.parseDocument()
    }
  }

  /// Parses one JSON value from a string.
  ///
  /// - Parameter text: the JSON text.
  /// - Returns: the value.
  /// - Throws: ``JSONParseError`` naming the line and column of the first problem.
  public static func parse(_ text: String) throws -> JSON {
    var text = text
    return try text.withUTF8(parseDocument(in:))
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
      try Workspace.with(forBytes: buffer.count) { workspace in
        var reader = Reader(buffer, workspace)
        try reader.parseLines { value, line, _ in try body(value, line) }
      }
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
      try Workspace.with(forBytes: buffer.count) { workspace in
        try forEachElement(in: buffer, workspace, body)
      }
    }
  }

  /// ``forEachElement(_:_:)`` over the bytes, with `workspace`.
  private static func forEachElement(
    in buffer: UnsafeBufferPointer<UInt8>, _ workspace: Workspace,
    _ body: (JSON, _ line: Int, _ offset: Int) throws -> Void
  ) throws {
    var reader = Reader(buffer, workspace)
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

  /// Calls `body` with the bytes in memory: the collection's own storage, or a copy.
  ///
  /// Inlined where it is called, with ``parse(_:)``, so that the collection's type is known
  /// there: called generically, reading its storage looked up `Optional<JSON>`'s type at run
  /// time, about 450 instructions of a search's 2,950-instruction body parse.
  @inlinable
  static func withBytes<R>(
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
    let memberStack: Stack<JSONObject.Member>
    /// The hashes of their keys (``keyHash(head:tail:count:)``, -1 for a key that is not
    /// ASCII), one for each member.
    let hashStack: Stack<Int>
    /// Elements of the arrays being read, innermost last.
    let valueStack: Stack<JSON>
    /// The strings of keys met recently.
    let keyCache: KeyCache

    /// A reader of `bytes` with the stacks and the key cache of `workspace`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, _ workspace: Workspace) {
      self.bytes = bytes
      memberStack = workspace.memberStack
      hashStack = workspace.hashStack
      valueStack = workspace.valueStack
      keyCache = workspace.keyCache
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
      // One bit per key read so far, picked by a hash of its bytes: a key whose bit is clear
      // is new, with no search (a key that is not ASCII sets them all).
      var seen: UInt64 = 0
      while true {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
          throw error("unexpected \(describeByte(at: offset)) in an object, expected a key string")
        }
        let (key, hash) = try parseKey()
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
          throw error("unexpected \(describeByte(at: offset)), expected ':' after an object key")
        }
        offset += 1
        skipWhitespace()
        let value = try parseValue()
        let bit: UInt64 = hash < 0 ? .max : 1 << UInt64(truncatingIfNeeded: hash & 63)
        // A repeated key keeps its last value, at its first position (found by a linear
        // search in small objects, through a key index in large ones).
        let existing =
          positions != nil
          ? positions?[key] : seen & bit == 0 ? nil : earlierMember(key, hash: hash, from: base)
        seen |= bit
        if let existing {
          memberStack[base + existing].value = value
        } else {
          if positions != nil { positions?[key] = memberStack.count - base }
          memberStack.append(JSONObject.Member(key, value))
          hashStack.append(hash)
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
      hashStack.removeLast(from: base)
      depth -= 1
      return .object(JSONObject(uniqueMembers: members))
    }

    /// The position, from `base`, of the member of the object being read whose key is `key`;
    /// only keys of the same hash are compared (a key that is not ASCII, hashed -1, is compared
    /// with every key).
    func earlierMember(_ key: String, hash: Int, from base: Int) -> Int? {
      var index = base
      while index < memberStack.count {
        let other = hashStack[index]
        if (other == hash || other < 0 || hash < 0) && memberStack[index].key == key {
          return index - base
        }
        index += 1
      }
      return nil
    }
  }
}
