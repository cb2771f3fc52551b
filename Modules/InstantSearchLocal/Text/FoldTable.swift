import Foundation

/// The tokens of Latin, Greek and Cyrillic text without Foundation in the loop: for each scalar
/// below U+0500 but the combining marks (ASCII, Latin-1, Latin Extended-A and -B, IPA, spacing
/// modifiers, Greek and Coptic, Cyrillic: the letters of most European languages), what
/// Foundation's case- and diacritic-insensitive folding makes of it, asked once when the table
/// is first used, kept as the bytes it adds to a token.
///
/// None of these scalars combines with its neighbours (the combining marks, U+0300 to U+036F
/// and U+0483 to U+0489, are left out), so each one is a character of its own (but for CR LF,
/// which is no word), and the folding of a text of them is its scalars' foldings one after
/// another. A text holding any other scalar is folded by Foundation whole. The tests compare the
/// two on every scalar and on mixed texts.
struct FoldTable: Sendable {
  /// The first scalar after those the table holds.
  static let limit: UInt32 = 0x500

  /// The combining marks below ``limit``, which the table does not hold.
  static let combining: [ClosedRange<UInt32>] = [0x300...0x36F, 0x483...0x489]

  /// Whether the table holds `value`.
  static func holds(_ value: UInt32) -> Bool {
    value < limit && !combining.contains { $0.contains(value) }
  }

  /// The table, made on first use (about 1,200 foldings).
  static let shared = FoldTable()

  /// What each scalar adds to a token, one after another: the UTF-8 bytes of its folded scalars
  /// that are letters or digits, a 0 for each that ends the token (a nonspacing mark adds
  /// nothing). Scalar `v`'s bytes run from `ends[v]` to `ends[v + 1]`.
  private let pieces: [UInt8]
  private let ends: [Int]
  /// Whether each scalar is a letter or a number as a `Character`: what splits a text's words
  /// for highlighting.
  private let isWordCharacter: [Bool]
  /// The most bytes a scalar's piece holds for each byte of the scalar, rounded up.
  private let growth: Int

  private init() {
    var pieces: [UInt8] = []
    var ends = [0]
    var isWordCharacter: [Bool] = []
    var growth = 1
    for value in 0..<Self.limit {
      let scalar = Unicode.Scalar(value)!
      guard Self.holds(value) else {
        ends.append(pieces.count)
        isWordCharacter.append(false)
        continue
      }
      for folded in Tokenizer.fold(String(scalar)).unicodeScalars {
        if folded.properties.generalCategory == .nonspacingMark { continue }
        if Tokenizer.isWordScalar(folded) {
          pieces.append(contentsOf: String(folded).utf8)
        } else {
          pieces.append(0)
        }
      }
      ends.append(pieces.count)
      let size = String(scalar).utf8.count
      growth = max(growth, (ends[ends.count - 1] - ends[ends.count - 2] + size - 1) / size)
      let character = Character(scalar)
      isWordCharacter.append(character.isLetter || character.isNumber)
    }
    self.pieces = pieces
    self.ends = ends
    self.isWordCharacter = isWordCharacter
    self.growth = growth
  }

  /// Whether the table holds every scalar of the UTF-8 `bytes`.
  static func holds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0xC2 {
        // ASCII (a continuation byte only follows a lead byte, which skips it).
        index += 1
        continue
      }
      // A two-byte scalar (the lead bytes of U+0080 to U+04FF are 0xC2 to 0xD3).
      guard byte <= 0xD3, index + 1 < bytes.count else { return false }
      let value = UInt32(byte & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
      guard holds(value) else { return false }
      index += 2
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
    // A token is at most `growth` times the bytes it is folded from.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * growth + 1) { token in
      var length = 0
      pieces.withUnsafeBufferPointer { pieces in
        ends.withUnsafeBufferPointer { ends in
          var index = 0
          while index < bytes.count {
            let (value, size) = Self.scalar(at: index, bytes)
            index += size
            for piece in ends[value]..<ends[value + 1] {
              let byte = pieces[piece]
              if byte != 0 {
                token[length] = byte
                length += 1
              } else if length > 0 {
                body(UnsafeBufferPointer(rebasing: token[0..<length]))
                length = 0
              }
            }
          }
        }
      }
      if length > 0 { body(UnsafeBufferPointer(rebasing: token[0..<length])) }
    }
  }

  /// Appends the words of the UTF-8 `bytes`, whose scalars the table all holds (``holds(_:)``),
  /// to `words`: the words and tokens of ``Tokenizer/characterWords(_:)``.
  func words(of bytes: UnsafeBufferPointer<UInt8>, into words: inout WordSpans) {
    var start = -1
    pieces.withUnsafeBufferPointer { pieces in
      var index = 0
      while index <= bytes.count {
        let (value, length) = index < bytes.count ? Self.scalar(at: index, bytes) : (0x20, 1)
        if isWordCharacter[value] {
          if start < 0 { start = index }
          for byte in pieces[ends[value]..<ends[value + 1]] where byte != 0 {
            words.tokens.append(byte)
          }
        } else if start >= 0 {
          words.spans.append((start, index))
          words.tokenEnds.append(words.tokens.count)
          start = -1
        }
        index += length
      }
    }
  }
}
