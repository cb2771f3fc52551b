import Foundation

/// Splits text into normalized words: lowercase, without diacritics, letters and digits only.
///
/// ASCII text takes a byte-level fast path; other text is folded (case- and
/// diacritic-insensitive: Latin, Greek and Cyrillic text from ``FoldTable``, the rest with
/// Foundation) and split on anything that is not a letter or a digit.
enum Tokenizer {
  /// A word of a text: its normalized form, and where it sits in the original string.
  struct Word {
    /// The normalized token.
    var token: String
    /// The word's range in the original text.
    var range: Range<String.Index>
  }

  /// Calls `body` with each normalized token of `text`, in order.
  static func forEachToken(in text: String, _ body: (String) -> Void) {
    var text = text
    let done = text.withUTF8 { bytes in
      if Self.isASCII(bytes) {
        forEachASCIIToken(in: bytes) { body(String(decoding: $0, as: UTF8.self)) }
      } else if FoldTable.holds(bytes) {
        FoldTable.shared.forEachToken(in: bytes) { body(String(decoding: $0, as: UTF8.self)) }
      } else {
        return false
      }
      return true
    }
    if !done { forEachFoldedToken(in: text, body) }
  }

  /// Calls `body` with the UTF-8 bytes of each normalized token of `text`, in order (the tokens
  /// of ``forEachToken(in:_:)``), without making a `String` of an ASCII token: what indexing
  /// calls for every word of every record.
  ///
  /// The bytes are valid only during the call.
  static func forEachTokenBytes(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    var text = text
    let done = text.withUTF8 { bytes in
      if Self.isASCII(bytes) {
        forEachASCIIToken(in: bytes, body)
      } else if FoldTable.holds(bytes) {
        FoldTable.shared.forEachToken(in: bytes, body)
      } else {
        return false
      }
      return true
    }
    if done { return }
    forEachFoldedToken(in: text) { token in
      var token = token
      token.withUTF8(body)
    }
  }

  /// Whether every byte of `bytes` is ASCII, eight bytes a step.
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var high: UInt64 = 0
    var index = 0
    while index + 8 <= bytes.count {
      high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      index += 8
    }
    while index < bytes.count {
      high |= UInt64(base[index])
      index += 1
    }
    return high & 0x8080_8080_8080_8080 == 0
  }

  /// The tokens of ASCII bytes, lowercased in a scratch buffer when they need it.
  private static func forEachASCIIToken(
    in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { scratch in
      var start = -1
      var needsLowercase = false
      for index in 0...bytes.count {
        let byte: UInt8 = index < bytes.count ? bytes[index] : 0x20
        let isWordByte = isASCIIWordByte(byte)
        if isWordByte {
          if start < 0 {
            start = index
            needsLowercase = false
          }
          if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { needsLowercase = true }
        } else if start >= 0 {
          if needsLowercase {
            for position in start..<index { scratch[position] = lowercaseASCII(bytes[position]) }
            body(UnsafeBufferPointer(rebasing: scratch[start..<index]))
          } else {
            body(UnsafeBufferPointer(rebasing: bytes[start..<index]))
          }
          start = -1
        }
      }
    }
  }

  /// The tokens of text that is neither ASCII nor held by ``FoldTable``: folded with
  /// Foundation, split on anything that is not a letter or a digit.
  private static func forEachFoldedToken(in text: String, _ body: (String) -> Void) {
    let folded = fold(text)
    var current = String.UnicodeScalarView()
    for scalar in folded.unicodeScalars {
      if scalar.properties.generalCategory == .nonspacingMark { continue }
      if isWordScalar(scalar) {
        current.append(scalar)
      } else if !current.isEmpty {
        body(String(current))
        current = String.UnicodeScalarView()
      }
    }
    if !current.isEmpty { body(String(current)) }
  }

  /// The normalized tokens of `text`.
  static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    forEachToken(in: text) { tokens.append($0) }
    return tokens
  }

  /// The words of `text` with their ranges, for highlighting.
  static func words(_ text: String) -> [Word] {
    var copy = text
    var found = WordSpans()
    guard copy.withUTF8({ found.read($0) }) else { return characterWords(text) }
    let utf8 = text.utf8
    func position(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
    return (0..<found.count).map { word in
      Word(
        token: String(decoding: found.tokens[found.tokenRange(word)], as: UTF8.self),
        range: position(found.spans[word].start)..<position(found.spans[word].end))
    }
  }

  /// The words of any text, character by character, each word's token from its own folding.
  static func characterWords(_ text: String) -> [Word] {
    var words: [Word] = []
    var start: String.Index?
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let isWord = character.isLetter || character.isNumber
      if isWord {
        if start == nil { start = index }
      } else if let wordStart = start {
        words.append(word(text, wordStart..<index))
        start = nil
      }
      index = text.index(after: index)
    }
    if let wordStart = start { words.append(word(text, wordStart..<text.endIndex)) }
    return words
  }

  private static func word(_ text: String, _ range: Range<String.Index>) -> Word {
    let tokens = Tokenizer.tokens(String(text[range]))
    return Word(token: tokens.joined(), range: range)
  }

  /// The text lowercased and without diacritics, by Foundation: what ``FoldTable`` holds for
  /// Latin, Greek and Cyrillic scalars, and what folds any other text.
  static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// The text lowercased (for case-insensitive facet values).
  static func facetKey(_ text: String) -> String {
    var text = text
    let isASCII = text.withUTF8 { bytes in
      for byte in bytes where byte >= 0x80 || (byte >= 0x41 && byte <= 0x5A) { return false }
      return true
    }
    return isASCII ? text : text.lowercased()
  }

  @inline(__always)
  static func isASCIIWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  @inline(__always)
  static func lowercaseASCII(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
  }

  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return isASCIIWordByte(UInt8(scalar.value)) }
    let properties = scalar.properties
    if properties.generalCategory == .nonspacingMark { return false }
    return properties.isAlphabetic || properties.numericType != nil
  }
}
