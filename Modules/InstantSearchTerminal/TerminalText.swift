/// The one gate between data and the terminal: every value that comes from records, settings,
/// file names, the network or a plugin goes through ``escaped(_:keepingLineBreaks:)`` before
/// it is written, so a value holding `ESC ] 0 ; … BEL` cannot retitle the window, `ESC [ 2 J`
/// cannot clear the screen, a newline or tab cannot break a table, and a bidirectional override
/// (U+202E) cannot reverse the text shown after it.
public enum TerminalText {
  /// `text` with every control character made visible: escape as `\e`, line feed as `\n`,
  /// carriage return as `\r`, tab as `\t`, any other C0 or C1 control (and DEL) as `?`, and
  /// every invisible format character (Unicode category Cf: bidirectional embeddings,
  /// overrides, isolates and marks, zero-width spaces, the byte order mark, soft hyphens) as
  /// `\u{XXXX}`, except the joiners a language needs inside a word (U+200C ZWNJ, U+200D ZWJ)
  /// and the tags of an emoji flag (U+E0020–U+E007F). Printable text, combining marks and
  /// emoji pass unchanged.
  /// - Parameters:
  ///   - text: a value from outside the program.
  ///   - keepingLineBreaks: whether line feeds and tabs pass as they are (for text that is
  ///     laid out in lines by its writer, such as a plugin's menu).
  /// - Returns: text that moves the cursor only by printing.
  /// - Complexity: O(n) in the length of `text`; no copy when nothing needs escaping.
  public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLineBreaks) }) else {
      return text
    }
    var output = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar, keepingLineBreaks) else {
        output.append(scalar)
        continue
      }
      switch scalar {
      case "\u{1B}": output.append(contentsOf: "\\e".unicodeScalars)
      case "\n": output.append(contentsOf: "\\n".unicodeScalars)
      case "\r": output.append(contentsOf: "\\r".unicodeScalars)
      case "\t": output.append(contentsOf: "\\t".unicodeScalars)
      case let format where isFormat(format):
        let hex = String(format.value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        output.append(contentsOf: "\\u{\(padded)}".unicodeScalars)
      default: output.append("?")
      }
    }
    return String(output)
  }

  /// Whether `text` holds a control character that ``escaped(_:keepingLineBreaks:)`` would
  /// change (such a value cannot be typed back on one line, so completion leaves it out).
  /// - Parameter text: a value.
  /// - Returns: `true` when it holds a control character, line breaks and tabs included.
  public static func containsControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { needsEscape($0, false) }
  }

  /// Whether `scalar` is a control or format character to escape.
  private static func needsEscape(_ scalar: Unicode.Scalar, _ keepingLineBreaks: Bool) -> Bool {
    if keepingLineBreaks && (scalar == "\n" || scalar == "\t") { return false }
    if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
    // Only non-ASCII scalars can be format characters; the property lookup is skipped for
    // the rest.
    return scalar.value >= 0xAD && isFormat(scalar)
  }

  /// Whether `scalar` is an invisible format character to escape: category Cf, but for the
  /// joiners (ZWNJ, ZWJ) and the emoji tag characters.
  private static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.properties.generalCategory == .format else { return false }
    return scalar.value != 0x200C && scalar.value != 0x200D
      && !(0xE0020...0xE007F).contains(scalar.value)
  }
}
