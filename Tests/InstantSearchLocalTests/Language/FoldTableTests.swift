import Testing

@testable import InstantSearchLocal

/// Latin, Greek and Cyrillic text tokenized from the table gives the tokens of Foundation's
/// folding, and the same words, tokens and ranges as character by character.
@Suite("Latin, Greek and Cyrillic text folded from the table")
struct FoldTableTests {
  /// The tokens of `text` as ``Tokenizer`` found them before the table: Foundation's folding,
  /// split on what is not a letter or a digit, nonspacing marks left out.
  static func foundationTokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = String.UnicodeScalarView()
    for scalar in Tokenizer.fold(text).unicodeScalars {
      if scalar.properties.generalCategory == .nonspacingMark { continue }
      if Tokenizer.isWordScalar(scalar) {
        current.append(scalar)
      } else if !current.isEmpty {
        tokens.append(String(current))
        current = String.UnicodeScalarView()
      }
    }
    if !current.isEmpty { tokens.append(String(current)) }
    return tokens
  }

  /// The tokens of `text`, through the bytes of each.
  static func tokenBytes(_ text: String) -> [String] {
    var tokens: [String] = []
    Tokenizer.forEachTokenBytes(in: text) { tokens.append(String(decoding: $0, as: UTF8.self)) }
    return tokens
  }

  /// Checks the tokens and the words of `text` against Foundation's.
  static func expectAsFoundation(_ text: String) {
    let tokens = foundationTokens(text)
    #expect(Tokenizer.tokens(text) == tokens, "\(text)")
    #expect(tokenBytes(text) == tokens, "\(text)")
    let words = Tokenizer.words(text)
    let expected = foundationWords(text)
    #expect(words.map(\.token) == expected.map(\.token), "\(text)")
    #expect(words.map(\.range) == expected.map(\.range), "\(text)")
  }

  /// The words of `text` as ``Tokenizer`` found them before the table: character by character,
  /// each word's token from Foundation's folding of the word.
  static func foundationWords(_ text: String) -> [(token: String, range: Range<String.Index>)] {
    var words: [(token: String, range: Range<String.Index>)] = []
    var start: String.Index?
    func close(at end: String.Index) {
      guard let wordStart = start else { return }
      let folded = Tokenizer.fold(String(text[wordStart..<end])).unicodeScalars
      var token = String.UnicodeScalarView()
      token.append(contentsOf: folded.filter(Tokenizer.isWordScalar))
      words.append((String(token), wordStart..<end))
      start = nil
    }
    var index = text.startIndex
    while index < text.endIndex {
      if text[index].isLetter || text[index].isNumber {
        if start == nil { start = index }
      } else {
        close(at: index)
      }
      index = text.index(after: index)
    }
    close(at: text.endIndex)
    return words
  }

  /// Texts of Latin letters with ASCII words, spaces, punctuation and digits among them, drawn
  /// from a fixed seed.
  static func latinTexts(count: Int) -> [String] {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    let ascii = Array("aZ9 -,.'\t\r\nÉé")
    return (0..<count).map { _ in
      var text = String.UnicodeScalarView()
      for _ in 0..<next(24) {
        if next(2) == 0 {
          text.append(contentsOf: String(ascii[next(ascii.count)]).unicodeScalars)
        } else {
          var value = UInt32(0x80 + next(Int(FoldTable.limit) - 0x80))
          while !FoldTable.holds(value) { value += 1 }
          text.append(Unicode.Scalar(value)!)
        }
      }
      return String(text)
    }
  }

  @Test("every scalar the table holds, alone and between words, as Foundation folds it")
  func everyScalar() {
    for value in 0..<FoldTable.limit where FoldTable.holds(value) {
      let scalar = String(Unicode.Scalar(value)!)
      Self.expectAsFoundation(scalar)
      Self.expectAsFoundation("é\(scalar)x Ab\(scalar)\(scalar)")
    }
  }

  @Test("texts of the table's scalars tokenize and split into words as before the table")
  func latinTexts() {
    let texts =
      [
        "Crème Brûlée Co Pro Laptop X280", "Straße", "ŒUVRE œuvre Ĳssel", "İstanbul ıi",
        "ǅemal ǈ ǋ", "naïve façade", "µ ª º ¹²³ ½", "a\r\nb",
        "Ελληνικά ΣΊΣΥΦΟΣ σίσυφος ς ΐ", "Ёлка ёжик Йошкар-Ола", "Україна Ґ ї", "Beograd Београд",
      ] + Self.latinTexts(count: 400)
    for text in texts { Self.expectAsFoundation(text) }
  }

  @Test("a text holding a scalar past the table is tokenized from Foundation's folding")
  func pastTheTable() {
    for text in [
      "e\u{301}te\u{301}", "Привет\u{483}", "Ἀθῆναι", "ﬁne", "Հայաստան", "עברית", "日本語 text",
      "Crème 🍮", "12 € is not Latin",
    ] {
      #expect(!text.utf8.withContiguousStorageIfAvailable(FoldTable.holds)!)
      var words = WordSpans()
      #expect(!text.utf8.withContiguousStorageIfAvailable { words.read($0) }!)
      Self.expectAsFoundation(text)
    }
  }
}
