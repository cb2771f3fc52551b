import InstantSearchCore
import Testing

@testable import InstantSearchLocal

/// The one-pass ASCII words of a batch are the tokenizer's words, with the same hashes and
/// places.
@Suite("A batch's ASCII words")
struct TokenBatchTests {
  /// The batch the tokenizer's words give, after `before`'s words.
  static func tokenized(_ text: String, after before: TokenBatch, slot: Int, from position: UInt32)
    -> (TokenBatch, UInt32)
  {
    var batch = before
    var count: UInt32 = 0
    Tokenizer.forEachTokenBytes(in: text) { token in
      batch.append(
        token, record: 7, place: MatchPlace.location(slot: slot, position: position + count))
      count += 1
    }
    return (batch, count)
  }

  static func texts() -> [String] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let random = (0..<200).map { length in
      String(
        decoding: (0..<length).map { _ -> UInt8 in
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          return UInt8(truncatingIfNeeded: state >> 57)
        }, as: UTF8.self)
    }
    return [
      "", " ", "a", "Z", "9", "Hello, World 42 foo-bar", "  leading and trailing  ",
      "MiXeD CaSe\twith\ttabs\nand lines", "x1y2 Z3 --- ...!!! @#$ [brackets] {braces} ~`^_|",
      String(repeating: "word ", count: 500),
    ] + random
  }

  @Test("split, lowercased and hashed as the tokenizer does, after what the batch holds")
  func sameAsTokenizer() {
    var before = TokenBatch()
    before.append("earlier", record: 3, place: 5)
    for text in Self.texts() {
      for (start, slot, position) in [(TokenBatch(), 0, UInt32(0)), (before, 3, 17)] {
        let (expected, expectedCount) = Self.tokenized(
          text, after: start, slot: slot, from: position)
        var batch = start
        var bytes = text
        let isASCII = bytes.withUTF8 { Tokenizer.isASCII($0) }
        #expect(isASCII)
        let count = bytes.withUTF8 {
          batch.appendASCIIWords(of: $0, record: 7, slot: slot, position: position)
        }
        #expect(count == expectedCount, "\(text.debugDescription)")
        #expect(batch.bytes == expected.bytes, "\(text.debugDescription)")
        #expect(batch.ends == expected.ends, "\(text.debugDescription)")
        #expect(batch.hashes == expected.hashes, "\(text.debugDescription)")
        #expect(batch.records == expected.records)
        #expect(batch.places == expected.places, "\(text.debugDescription)")
      }
    }
  }

  @Test("text past ASCII is not ASCII, wherever its first such byte is")
  func asciiTest() {
    for length in 1..<40 {
      for position in 0..<length {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        bytes[position] = 0x80 | UInt8(position)
        #expect(!bytes.withUnsafeBufferPointer { Tokenizer.isASCII($0) })
        bytes[position] = 0x7F
        #expect(bytes.withUnsafeBufferPointer { Tokenizer.isASCII($0) })
      }
    }
  }
}
