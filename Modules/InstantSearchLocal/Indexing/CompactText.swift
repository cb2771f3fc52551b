import Foundation
import InstantSearchCore

/// Finds whether a record's text, as it stands in the records file, is already the compact JSON
/// the store keeps for it (what ``JSONWriter`` writes for the parsed value: no spaces, the
/// writer's escapes, numbers in their shortest form, one member a key), so the store copies
/// those bytes instead of writing the value out again.
///
/// The test walks the value and the text together and compares, never writes whole strings:
/// a string is compared with `memcmp` once its bytes are known to need no escape, and only a
/// number or a string that does is written, into a scratch buffer reused from value to value.
/// So text that passes is byte for byte what the writer gives, and anything else (a space, an
/// escape the writer would not use, `1.0`, a repeated key) fails and is written as before.
struct CompactText {
  /// The writer's form of the number or escaped string being compared.
  private var scratch: [UInt8] = []

  /// How many bytes at the start of `text` are exactly `JSONWriter().bytes(value)`; nil when
  /// `text` does not start with them.
  ///
  /// - Complexity: O(*n*) in the value's compact size, comparing eight bytes a step.
  mutating func length(of value: JSON, in text: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = text.baseAddress else { return nil }
    var offset = 0
    return matches(value, Cursor(base: base, count: text.count), &offset) ? offset : nil
  }

  /// The text compared against, and its length.
  private struct Cursor {
    let base: UnsafePointer<UInt8>
    let count: Int

    /// Whether `byte` is at `offset`; steps past it when it is.
    @inline(__always)
    func take(_ byte: UInt8, _ offset: inout Int) -> Bool {
      guard offset < count, base[offset] == byte else { return false }
      offset += 1
      return true
    }

    /// Whether `bytes` are at `offset`; steps past them when they are.
    @inline(__always)
    func take(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: inout Int) -> Bool {
      guard bytes.count <= count - offset else { return false }
      if let start = bytes.baseAddress, memcmp(base + offset, start, bytes.count) != 0 {
        return false
      }
      offset += bytes.count
      return true
    }
  }

  private mutating func matches(_ value: JSON, _ text: Cursor, _ offset: inout Int) -> Bool {
    switch value {
    case .null: return Self.literal("null", text, &offset)
    case .bool(let flag): return Self.literal(flag ? "true" : "false", text, &offset)
    case .number(let number):
      scratch.removeAll(keepingCapacity: true)
      JSONWriter.writeNumber(number, to: &scratch)
      return scratch.withUnsafeBufferPointer { text.take($0, &offset) }
    case .string(let string): return matches(string, text, &offset)
    case .array(let elements):
      guard text.take(UInt8(ascii: "["), &offset) else { return false }
      for (position, element) in elements.enumerated() {
        if position > 0, !text.take(UInt8(ascii: ","), &offset) { return false }
        guard matches(element, text, &offset) else { return false }
      }
      return text.take(UInt8(ascii: "]"), &offset)
    case .object(let object):
      guard text.take(UInt8(ascii: "{"), &offset) else { return false }
      for (position, member) in object.enumerated() {
        if position > 0, !text.take(UInt8(ascii: ","), &offset) { return false }
        guard matches(member.key, text, &offset), text.take(UInt8(ascii: ":"), &offset),
          matches(member.value, text, &offset)
        else { return false }
      }
      return text.take(UInt8(ascii: "}"), &offset)
    }
  }

  private static func literal(_ word: StaticString, _ text: Cursor, _ offset: inout Int) -> Bool {
    text.take(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount), &offset)
  }

  /// Compares a string literal: its bytes as they are when none needs an escape, else the
  /// writer's escaped form.
  private mutating func matches(_ string: String, _ text: Cursor, _ offset: inout Int) -> Bool {
    var string = string
    let plain = string.withUTF8 { bytes -> Bool? in
      guard !Self.needsEscape(bytes) else { return nil }
      return text.take(UInt8(ascii: "\""), &offset) && text.take(bytes, &offset)
        && text.take(UInt8(ascii: "\""), &offset)
    }
    if let plain { return plain }
    scratch.removeAll(keepingCapacity: true)
    JSONWriter.writeString(string, to: &scratch)
    return scratch.withUnsafeBufferPointer { text.take($0, &offset) }
  }

  /// Whether a byte of `bytes` is one the writer escapes: a control character, `"` or `\`.
  static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    let raw = UnsafeRawPointer(base)
    while index + 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      // A byte below 0x20, or equal to `"` or `\` (a zero byte once XORed with it): the
      // classic tests for a byte less than n and for a zero byte, exact for any word.
      let below = (word &- ones &* 0x20) & ~word & highs
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      let zeros = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash) & highs
      if below | zeros != 0 { return true }
      index += 8
    }
    while index < bytes.count {
      let byte = base[index]
      if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
      index += 1
    }
    return false
  }
}
