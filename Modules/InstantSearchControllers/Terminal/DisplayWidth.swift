/// How many terminal columns text takes, as terminals draw it: East Asian wide and fullwidth
/// characters (CJK ideographs, kana, Hangul, fullwidth forms) and emoji shown as emoji take
/// two columns, combining marks and other zero-width characters none, everything else one.
///
/// Widths are per grapheme cluster (a `Character`): a flag, an emoji with a skin tone or a
/// ZWJ family is one wide picture, an `e` with a combining accent one column.
public enum DisplayWidth {
  /// The columns `text` takes. Escape sequences are not skipped: see
  /// `TerminalStyle.visibleWidth(_:)` for decorated text.
  /// - Parameter text: Printable text (control characters escaped).
  /// - Returns: Its width in columns.
  /// - Complexity: O(n) in the length of `text`.
  public static func of(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// The columns one character takes: 0, 1 or 2.
  /// - Parameter character: A grapheme cluster.
  /// - Returns: Its width in columns.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: isWide) { return 2 }
    // A text-default emoji (☺, ❤) asked to show as emoji with U+FE0F.
    if scalars.contains("\u{FE0F}"), first.properties.isEmoji { return 2 }
    return scalars.allSatisfy(isZeroWidth) ? 0 : 1
  }

  /// Whether a scalar is drawn two columns wide on its own.
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.isEmojiPresentation { return true }
    switch scalar.value {
    case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
      0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF,
      0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// Whether a scalar takes no column: combining and enclosing marks, format characters
  /// (zero-width joiner, soft hyphen), variation selectors.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return (0xFE00...0xFE0F).contains(scalar.value) || scalar.value == 0x200B
    }
  }
}
