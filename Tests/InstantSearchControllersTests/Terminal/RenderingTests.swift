import Testing

@testable import InstantSearchControllers

@Suite("Rendering")
struct RenderingTests {
  @Test("Colour only on a terminal without NO_COLOR, and never with TERM=dumb")
  func colour() {
    #expect(!TerminalStyle.forOutput(isTerminal: true, environment: ["TERM": "dumb"]).isColored)
    #expect(TerminalStyle.forOutput(isTerminal: true, environment: ["TERM": "xterm"]).isColored)
    #expect(TerminalStyle.forOutput(isTerminal: true, environment: [:]).isColored)
    #expect(!TerminalStyle.forOutput(isTerminal: true, environment: ["NO_COLOR": "1"]).isColored)
    #expect(TerminalStyle.forOutput(isTerminal: true, environment: ["NO_COLOR": ""]).isColored)
    #expect(!TerminalStyle.forOutput(isTerminal: false, environment: [:]).isColored)
  }

  @Test("Highlight markup becomes matches: coloured, or [marked] without colour")
  func highlight() {
    let text = "a <em>red</em> <em>sh</em>oe <em>open"
    #expect(TerminalStyle.plain.highlighted(text) == "a [red] [sh]oe open")
    let colored = TerminalStyle(isColored: true).highlighted("<em>red</em> x")
    #expect(colored == "\u{1B}[1;33mred\u{1B}[0m x")
    #expect(TerminalStyle.visibleWidth(colored) == 5)
  }

  @Test("Tables align columns and cut long cells")
  func table() {
    let table = TextTable(
      headers: ["id", "name"], rows: [["1", "short"], ["22", "a very long name indeed"]],
      maximumColumnWidth: 10)
    #expect(
      table.lines(style: .plain) == [
        "id  name",
        "──  ──────────",
        "1   short",
        "22  a very lo…",
      ])
  }

  @Test(
    "Bars are proportional, with a sliver for any count",
    arguments: [
      (10, 10, 4, "████"), (5, 10, 4, "██"), (1, 100, 4, "▏"), (0, 10, 4, ""), (3, 8, 2, "▊"),
    ]
  )
  func bar(value: Int, maximum: Int, width: Int, expected: String) {
    #expect(Bar.render(value, of: maximum, width: width) == expected)
  }
}
