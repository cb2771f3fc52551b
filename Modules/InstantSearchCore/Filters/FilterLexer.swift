/// Splits a filters string into tokens.
///
/// Bare words run until a blank, a parenthesis, `:`, a comparison operator or a quote; `AND`,
/// `OR`, `NOT` and `TO` are keywords only in upper case; a bare word of the form
/// `-?digits(.digits)?` is a number. Quoted strings take single or double quotes, and a
/// backslash makes the next character literal.
struct FilterLexer {
  let bytes: [UInt8]

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The 1-based character column of a byte offset.
  func column(of offset: Int) -> Int {
    String(decoding: bytes[..<min(offset, bytes.count)], as: UTF8.self).count + 1
  }

  func error(_ message: String, at offset: Int) -> FilterParseError {
    FilterParseError(message: message, column: column(of: offset))
  }

  /// Every token, ending with `.end`.
  func tokenize() throws(FilterParseError) -> [FilterToken] {
    var tokens: [FilterToken] = []
    var index = 0
    while true {
      let resume = index
      while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
      let start = index
      guard index < bytes.count else {
        tokens.append(FilterToken(kind: .end, start: start, resume: resume))
        return tokens
      }
      let kind: FilterToken.Kind
      switch bytes[index] {
      case UInt8(ascii: "("):
        kind = .openParenthesis
        index += 1
      case UInt8(ascii: ")"):
        kind = .closeParenthesis
        index += 1
      case UInt8(ascii: ":"):
        kind = .colon
        index += 1
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        kind = .quoted(try quoted(from: &index, resume: resume))
      case UInt8(ascii: "<") where hasPrefix("<score=", at: index):
        kind = .score(try score(from: &index, resume: resume))
      case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="):
        kind = .comparison(comparison(from: &index))
      case UInt8(ascii: "!") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "="):
        kind = .comparison(.notEquals)
        index += 2
      default:
        kind = word(from: &index)
      }
      tokens.append(FilterToken(kind: kind, start: start, resume: resume))
    }
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func endsWord(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ":"),
      UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      true
    default:
      false
    }
  }

  private func hasPrefix(_ prefix: StaticString, at index: Int) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return prefix.withUTF8Buffer { buffer in
      for offset in 0..<count where bytes[index + offset] != buffer[offset] { return false }
      return true
    }
  }

  private func quoted(from index: inout Int, resume: Int) throws(FilterParseError) -> String {
    let quote = bytes[index]
    index += 1
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == quote {
        index += 1
        return String(decoding: text, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        index += 1
        guard index < bytes.count else { break }
      }
      text.append(bytes[index])
      index += 1
    }
    throw error("Not allowed incomplete string", at: resume)
  }

  private func score(from index: inout Int, resume: Int) throws(FilterParseError) -> Int {
    var cursor = index + 7
    let digitsStart = cursor
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "-") { cursor += 1 }
    while cursor < bytes.count, (0x30...0x39).contains(bytes[cursor]) { cursor += 1 }
    let digits = String(decoding: bytes[digitsStart..<cursor], as: UTF8.self)
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ">"), let score = Int(digits) else {
      throw error("Invalid score, expected <score=INTEGER>", at: resume)
    }
    index = cursor + 1
    return score
  }

  private func comparison(from index: inout Int) -> Filter.Numeric.Operator {
    let first = bytes[index]
    let hasEquals = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "=")
    switch first {
    case UInt8(ascii: "<"):
      index += hasEquals ? 2 : 1
      return hasEquals ? .lessThanOrEqual : .lessThan
    case UInt8(ascii: ">"):
      index += hasEquals ? 2 : 1
      return hasEquals ? .greaterThanOrEqual : .greaterThan
    default:
      index += 1
      return .equals
    }
  }

  private func word(from index: inout Int) -> FilterToken.Kind {
    let start = index
    while index < bytes.count, !Self.endsWord(bytes[index]) {
      if bytes[index] == UInt8(ascii: "!"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "=")
      {
        break
      }
      index += 1
    }
    let slice = bytes[start..<index]
    let text = String(decoding: slice, as: UTF8.self)
    switch text {
    case "AND": return .and
    case "OR": return .or
    case "NOT": return .not
    case "TO": return .to
    default: return Self.isNumber(slice) ? .number(text) : .word(text)
    }
  }

  /// Whether the bytes read `-?digits(.digits)?`.
  static func isNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
    var index = bytes.startIndex
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits() -> Int {
      let start = index
      while index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) { index += 1 }
      return index - start
    }
    guard digits() > 0 else { return false }
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    return index == bytes.endIndex
  }
}
