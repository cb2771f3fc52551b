import InstantSearchCore

/// Where the members of a JSON object are in its text, for messages that name a key's line and
/// column (the parser keeps values, not places).
enum JSONMembers {
  /// One member's key and where it is.
  struct Member: Equatable {
    /// The key, unescaped.
    var key: String
    /// The offset of the key's opening quote.
    var keyOffset: Int
    /// The offset where the member's value starts.
    var valueOffset: Int
  }

  /// The members of the object that starts at `start` (its `{`, or white space before it), in
  /// order. The text is expected to be valid JSON (parsed before): a malformed one gives the
  /// members found up to the fault.
  static func scan(_ bytes: [UInt8], from start: Int) -> [Member] {
    var members: [Member] = []
    var index = skipSpace(bytes, start)
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return [] }
    index += 1
    while true {
      index = skipSpace(bytes, index)
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return members }
      let keyStart = index
      index = endOfString(bytes, index)
      let key = (try? JSONParser.parse(bytes[keyStart..<min(index, bytes.count)]))?.stringValue
      index = skipSpace(bytes, index)
      guard let key, index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        return members
      }
      let valueStart = skipSpace(bytes, index + 1)
      members.append(Member(key: key, keyOffset: keyStart, valueOffset: valueStart))
      index = skipSpace(bytes, endOfValue(bytes, valueStart))
      guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return members }
      index += 1
    }
  }

  /// The line and column (in bytes) of `offset`, both from 1, as the parser counts them.
  static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }

  /// The first offset from `index` that is not white space (nor a byte order mark at 0).
  static func skipSpace<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ index: Int)
    -> Int where Bytes.Index == Int
  {
    var index = index
    if index == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    while index < bytes.count,
      [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(
        bytes[index])
    {
      index += 1
    }
    return index
  }

  /// The offset after the string whose opening quote is at `index`.
  private static func endOfString<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, _ index: Int
  ) -> Int where Bytes.Index == Int {
    var index = index + 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    return index + 1
  }

  /// The offset after the value that starts at `index` (the end of the text at most).
  static func endOfValue<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ index: Int)
    -> Int where Bytes.Index == Int
  {
    guard index < bytes.count else { return index }
    switch bytes[index] {
    case UInt8(ascii: "\""):
      return endOfString(bytes, index)
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      var depth = 0
      var index = index
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          index = endOfString(bytes, index)
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 { return index + 1 }
        default:
          break
        }
        index += 1
      }
      return index
    default:
      var index = index
      let ends: [UInt8] = [
        UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "),
        UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
      ]
      while index < bytes.count, !ends.contains(bytes[index]) { index += 1 }
      return index
    }
  }
}
