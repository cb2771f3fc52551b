import Foundation

/// The tokens of Latin text without Foundation in the loop: for each scalar below U+0250
/// (ASCII, Latin-1 and Latin Extended-A and -B: the letters of most European languages), what
/// Foundation's case- and diacritic-insensitive folding makes of it, asked once when the table
/// is first used, kept as the bytes it adds to a token.
///
/// No scalar below U+0250 combines with its neighbours: the combining marks start at U+0300, so
/// each one is a character of its own (but for CR LF, which is no word), and the folding of a
/// text of them is its scalars' foldings one after another. A text holding any other scalar is
/// folded by Foundation whole. The tests compare the two on every scalar and on mixed texts.
struct FoldTable: Sendable {
  /// The first scalar the table does not hold.
  static let limit: UInt32 = 0x250

  /// The table, made on first use (about 600 foldings).
  static let shared = FoldTable()

  /// What each scalar adds to a token, one after another: the UTF-8 bytes of its folded scalars
  /// that are letters or digits, a 0 for each that ends the token (a nonspacing mark adds
  /// nothing). Scalar `v`'s bytes run from `ends[v]` to `ends[v + 1]`.
  private let pieces: [UInt8]
  private let ends: [Int]
  /// Whether each scalar is a letter or a number as a `Character`: what splits a text's words
  /// for highlighting.
  private let isWordCharacter: [Bool]

  private init() {
    var pieces: [UInt8] = []
    var ends = [0]
    var isWordCharacter: [Bool] = []
    for value in 0..<Self.limit {
      let scalar = Unicode.Scalar(value)!
      for folded in Tokenizer.fold(String(scalar)).unicodeScalars {
        if folded.properties.generalCategory == .nonspacingMark { continue }
        if Tokenizer.isWordScalar(folded) {
          pieces.append(contentsOf: String(folded).utf8)
        } else {
          pieces.append(0)
        }
      }
      ends.append(pieces.count)
      let character = Character(scalar)
      isWordCharacter.append(character.isLetter || character.isNumber)
    }
    self.pieces = pieces
    self.ends = ends
    self.isWordCharacter = isWordCharacter
  }

  /// Whether every scalar of the UTF-8 `bytes` is below U+0250.
  static func holds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      // ASCII, continuation bytes, and the lead bytes of U+0080 to U+023F.
      if byte < 0xC9 {
        index += 1
      } else if byte == 0xC9, index + 1 < bytes.count, bytes[index + 1] < 0x90 {
        index += 2
      } else {
        return false
      }
    }
    return true
  }

  /// The scalar starting at `index` of UTF-8 `bytes` the table holds, and its length in bytes.
  @inline(__always)
  private static func scalar(at index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
    let lead = bytes[index]
    if lead < 0x80 { return (Int(lead), 1) }
    return (Int(lead & 0x1F) << 6 | Int(bytes[index + 1] & 0x3F), 2)
  }

  /// Calls `body` with the bytes of each token of the UTF-8 `bytes`, whose scalars the table
  /// all holds (``holds(_:)``): the tokens of Foundation's folding of the text.
  func forEachToken(
    in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var token: [UInt8] = []
    token.reserveCapacity(min(bytes.count * 2, 256))
    pieces.withUnsafeBufferPointer { pieces in
      var index = 0
      while index < bytes.count {
        let (value, length) = Self.scalar(at: index, bytes)
        index += length
        for byte in pieces[ends[value]..<ends[value + 1]] {
          if byte != 0 {
            token.append(byte)
          } else if !token.isEmpty {
            token.withUnsafeBufferPointer(body)
            token.removeAll(keepingCapacity: true)
          }
        }
      }
    }
    if !token.isEmpty { token.withUnsafeBufferPointer(body) }
  }

  /// The words of the UTF-8 `bytes`, whose scalars the table all holds (``holds(_:)``): each
  /// word's span of bytes appended to `spans`, its token's bytes to `tokens` and the token's end
  /// there to `tokenEnds` (a token starts where the one before ends). The words and tokens of
  /// ``Tokenizer/characterWords(_:)``.
  func words(
    of bytes: UnsafeBufferPointer<UInt8>, spans: inout [(start: Int, end: Int)],
    tokens: inout [UInt8], tokenEnds: inout [Int]
  ) {
    var start = -1
    pieces.withUnsafeBufferPointer { pieces in
      var index = 0
      while index <= bytes.count {
        let (value, length) = index < bytes.count ? Self.scalar(at: index, bytes) : (0x20, 1)
        if isWordCharacter[value] {
          if start < 0 { start = index }
          for byte in pieces[ends[value]..<ends[value + 1]] where byte != 0 { tokens.append(byte) }
        } else if start >= 0 {
          spans.append((start, index))
          tokenEnds.append(tokens.count)
          start = -1
        }
        index += length
      }
    }
  }

  /// The words of `text` with their tokens, as ``Tokenizer/characterWords(_:)`` finds them, or
  /// nil when it holds a scalar from U+0250 on.
  func words(_ text: String) -> [Tokenizer.Word]? {
    var copy = text
    var spans: [(start: Int, end: Int)] = []
    var tokens: [UInt8] = []
    var tokenEnds: [Int] = []
    let held = copy.withUTF8 { bytes in
      guard Self.holds(bytes) else { return false }
      words(of: bytes, spans: &spans, tokens: &tokens, tokenEnds: &tokenEnds)
      return true
    }
    guard held else { return nil }
    let utf8 = text.utf8
    func position(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
    return spans.indices.map { word in
      let tokenStart = word == 0 ? 0 : tokenEnds[word - 1]
      return Tokenizer.Word(
        token: String(decoding: tokens[tokenStart..<tokenEnds[word]], as: UTF8.self),
        range: position(spans[word].start)..<position(spans[word].end))
    }
  }
}
