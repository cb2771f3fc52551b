import InstantSearchTerminal
import Testing

@Suite("Terminal text")
struct TerminalTextTests {
  @Test(
    "Control characters are made visible; printable text passes",
    arguments: [
      ("\u{1B}]0;owned\u{07}title", "\\e]0;owned?title"),
      ("\u{1B}[2Jclear", "\\e[2Jclear"),
      ("a\nb\tc\rd", "a\\nb\\tc\\rd"),
      ("\u{7F}\u{9B}x", "??x"),
      ("Crème brûlée 東京 👩‍👩‍👧", "Crème brûlée 東京 👩‍👩‍👧"),
    ])
  func escaped(text: String, expected: String) {
    #expect(TerminalText.escaped(text) == expected)
  }

  @Test("Line breaks can be kept for text laid out in lines; escapes never pass")
  func keepingLineBreaks() {
    #expect(TerminalText.escaped("1. a\n2. b\n", keepingLineBreaks: true) == "1. a\n2. b\n")
    #expect(TerminalText.escaped("\u{1B}[31mred\n", keepingLineBreaks: true) == "\\e[31mred\n")
    #expect(TerminalText.containsControls("a\nb"))
    #expect(!TerminalText.containsControls("a b"))
  }

  @Test(
    "Bidirectional controls and other invisible format characters are escaped; joiners pass",
    arguments: [
      ("abc\u{202E}fed", "abc\\u{202E}fed"),
      ("\u{2066}x\u{2069}\u{200F}", "\\u{2066}x\\u{2069}\\u{200F}"),
      ("zero\u{200B}width\u{FEFF}", "zero\\u{200B}width\\u{FEFF}"),
      ("soft\u{AD}hyphen", "soft\\u{00AD}hyphen"),
      // ZWNJ inside a Persian word and ZWJ inside an emoji family stay.
      ("می\u{200C}خواهم 👩\u{200D}👧", "می\u{200C}خواهم 👩\u{200D}👧"),
      // The tag characters of a flag (England) stay too.
      (
        "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
        "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
      ),
    ])
  func formatCharacters(text: String, expected: String) {
    #expect(TerminalText.escaped(text) == expected)
    #expect(TerminalText.containsControls(text) == (text != expected))
  }
}
