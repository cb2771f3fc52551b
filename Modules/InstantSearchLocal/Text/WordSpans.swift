/// The words of a text read from its UTF-8 bytes: each word's span of bytes and its token's
/// bytes, the tokens one after another. Read for a text that is ASCII or that ``FoldTable``
/// holds; highlighting keeps one and reuses it from text to text.
struct WordSpans {
  /// Where each word starts and ends in the text's bytes.
  var spans: [(start: Int, end: Int)] = []
  /// The words' tokens one after another.
  var tokens: [UInt8] = []
  /// Where each word's token ends in `tokens` (it starts where the one before ends).
  var tokenEnds: [Int] = []

  /// How many words were read.
  var count: Int { spans.count }

  /// Where word `word`'s token lies in ``tokens``.
  func tokenRange(_ word: Int) -> Range<Int> {
    (word == 0 ? 0 : tokenEnds[word - 1])..<tokenEnds[word]
  }

  /// Reads the words of `bytes` in place of those held: an ASCII text from its bytes, a text
  /// ``FoldTable`` holds from the table. False, and nothing held, for any other text.
  mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    spans.removeAll(keepingCapacity: true)
    tokens.removeAll(keepingCapacity: true)
    tokenEnds.removeAll(keepingCapacity: true)
    if Tokenizer.isASCII(bytes) {
      readASCII(bytes)
    } else if FoldTable.holds(bytes) {
      FoldTable.shared.words(of: bytes, into: &self)
    } else {
      return false
    }
    return true
  }

  /// The words of ASCII `bytes`: letters and digits, lowercased as tokens.
  private mutating func readASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
    var start = -1
    for index in 0...bytes.count {
      let byte: UInt8 = index < bytes.count ? bytes[index] : 0x20
      if Tokenizer.isASCIIWordByte(byte) {
        if start < 0 { start = index }
        tokens.append(Tokenizer.lowercaseASCII(byte))
      } else if start >= 0 {
        spans.append((start, index))
        tokenEnds.append(tokens.count)
        start = -1
      }
    }
  }
}
