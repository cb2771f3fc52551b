import InstantSearchCore

/// How text is decorated: ANSI colours and weights on a terminal, plain text otherwise (in a
/// pipe, when `NO_COLOR` is set, or with `TERM=dumb`), where matches show as `[word]`.
public struct TerminalStyle: Sendable, Equatable {
  /// Whether escape sequences are written.
  public var isColored: Bool

  /// Creates a style.
  /// - Parameter isColored: Whether escape sequences are written.
  public init(isColored: Bool) {
    self.isColored = isColored
  }

  /// Plain text, for scripts and tests.
  public static let plain = TerminalStyle(isColored: false)

  /// The style for an output: colour on a terminal unless `NO_COLOR` is set to anything
  /// non-empty (see no-color.org) or `TERM` is `dumb` (a terminal that draws no escapes).
  /// - Parameters:
  ///   - isTerminal: Whether the output is a terminal.
  ///   - environment: The environment variables.
  /// - Returns: The style to use.
  public static func forOutput(isTerminal: Bool, environment: [String: String]) -> TerminalStyle {
    TerminalStyle(
      isColored: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        && environment["TERM"] != "dumb")
  }

  /// `text` in bold.
  public func bold(_ text: String) -> String { wrap(text, "1") }

  /// `text` dimmed, for secondary information.
  public func dim(_ text: String) -> String { wrap(text, "2") }

  /// `text` marked as a match: bold yellow, or between brackets (`[red]`) without colour, so
  /// a match still shows in a pipe or with `NO_COLOR`.
  public func match(_ text: String) -> String {
    isColored || text.isEmpty ? wrap(text, "1;33") : "[\(text)]"
  }

  /// `text` marked as selected or successful: green.
  public func selected(_ text: String) -> String { wrap(text, "32") }

  /// `text` marked as an error: red.
  public func error(_ text: String) -> String { wrap(text, "31") }

  /// `text` in cyan, for headings and names.
  public func accent(_ text: String) -> String { wrap(text, "36") }

  /// `text` between the escape sequence `code` and a reset, when colour is on.
  private func wrap(_ text: String, _ code: String) -> String {
    isColored && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// Turns highlight markup (`<em>red</em>`, as the search services return it) into matches
  /// in this style: coloured, or `[red]` when colour is off. The runs are Core's
  /// (``Highlight/parts(preTag:postTag:)``), each escaped for the terminal.
  /// - Parameters:
  ///   - text: A highlighted value.
  ///   - preTag: The opening tag.
  ///   - postTag: The closing tag.
  /// - Returns: The text to print.
  public func highlighted(
    _ text: String, preTag: String = "<em>", postTag: String = "</em>"
  ) -> String {
    Highlight(value: text).parts(preTag: preTag, postTag: postTag).map { part in
      let text = TerminalText.escaped(part.text)
      return part.isHighlighted ? match(text) : text
    }.joined()
  }

  /// The number of columns `text` takes on screen: the display width of its characters
  /// (``DisplayWidth``: two for CJK and emoji), without escape sequences.
  /// - Parameter text: Text that may hold escape sequences.
  /// - Returns: Its visible width.
  public static func visibleWidth(_ text: String) -> Int {
    var text = text
    return text.withUTF8(asciiVisibleWidth) ?? characterVisibleWidth(text)
  }

  /// ``visibleWidth(_:)`` read character by character, whatever the text.
  static func characterVisibleWidth(_ text: String) -> Int {
    var width = 0
    var inEscape = false
    for character in text {
      if inEscape {
        if character.isLetter { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
      } else {
        width += DisplayWidth.of(character)
      }
    }
    return width
  }

  /// ``visibleWidth(_:)`` of ASCII bytes, one column a character, read byte by byte (most
  /// lines drawn are ASCII, and reading them character by character finds grapheme clusters
  /// there are none of); nil when a byte is not ASCII. CR LF is one character, as a `String`
  /// reads it.
  static func asciiVisibleWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var width = 0
    var inEscape = false
    var previous: UInt8 = 0
    for byte in bytes {
      guard byte < 0x80 else { return nil }
      if inEscape {
        if (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") {
          inEscape = false
        }
      } else if byte == 0x1B {
        inEscape = true
      } else if byte != UInt8(ascii: "\n") || previous != UInt8(ascii: "\r") {
        width += 1
      }
      previous = byte
    }
    return width
  }
}
