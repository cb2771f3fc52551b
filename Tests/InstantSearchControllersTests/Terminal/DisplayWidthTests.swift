import InstantSearchConnectors
import InstantSearchCore
import Testing

@testable import InstantSearchControllers

@Suite("Display width: CJK, fullwidth and emoji take two columns")
@MainActor
struct DisplayWidthTests {
  @Test(
    "Each character's columns",
    arguments: [
      ("a", 1), ("é", 1), ("e\u{301}", 1), ("東", 2), ("カ", 2), ("한", 2), ("Ａ", 2), ("😀", 2),
      ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("❤️", 2), ("❤", 1), ("\u{200B}", 0), ("─", 1),
    ] as [(Character, Int)]
  )
  func character(character: Character, width: Int) {
    #expect(DisplayWidth.of(character) == width)
  }

  @Test("Text adds its characters' widths; escape sequences count for nothing")
  func text() {
    #expect(DisplayWidth.of("東京 Tokyo") == 10)
    #expect(TerminalStyle.visibleWidth("\u{1B}[1;33m東京\u{1B}[0m") == 4)
  }

  @Test("ASCII text read byte by byte has the width its characters give, escapes and CR LF too")
  func asciiText() {
    var generator = SeededGenerator(seed: 5)
    // Escape sequences, CR LF (one character), controls, letters that end an escape.
    let pieces = [
      "\u{1B}[1;33m", "\u{1B}[0m", "\r\n", "\r", "\n", "\u{1B}", "ab", "Z", " ", "[", "@", "\u{7F}",
    ]
    for _ in 0..<2000 {
      var text = ""
      for _ in 0..<Int.random(in: 0..<12, using: &generator) {
        text +=
          Bool.random(using: &generator)
          ? pieces.randomElement(using: &generator)!
          : String(UnicodeScalar(UInt8.random(in: 0..<128, using: &generator)))
      }
      #expect(
        TerminalStyle.visibleWidth(text) == TerminalStyle.characterVisibleWidth(text),
        "\(Array(text.utf8))")
    }
    #expect(TerminalStyle.visibleWidth("a\r\nb") == 3)
    #expect(TerminalStyle.visibleWidth("\u{1B}[1;33mhit\u{1B}[0m!") == 4)
  }

  @Test("Table columns line up after wide text, and cells are cut by columns, not characters")
  func table() {
    let table = TextTable(
      headers: ["id", "name"], rows: [["東京", "x"], ["a", "東京都庁舎ビル"]], maximumColumnWidth: 8)
    let lines = table.lines(style: .plain)
    #expect(lines[2] == "東京  x")
    #expect(lines[3] == "a     東京都…")
    #expect(lines.allSatisfy { TerminalStyle.visibleWidth($0) <= 4 + 2 + 8 })
  }

  @Test("Facet values in CJK and emoji keep the counts and bars aligned")
  func facetAlignment() {
    let view = TerminalFacetListController(
      terminal: TerminalIO(write: { _ in }, readLine: { _ in nil }))
    view.setSelectableItems(selectableItems: [
      SelectableItem(item: Facet(value: "東京", count: 4), isSelected: false),
      SelectableItem(item: Facet(value: "Paris", count: 2), isSelected: false),
      SelectableItem(item: Facet(value: "🍣", count: 1), isSelected: false),
    ])
    let lines = view.lines()
    let countColumns = lines.map { line in
      TerminalStyle.visibleWidth(String(line.prefix { !("0"..."9").contains($0) }))
    }
    #expect(Set(countColumns).count == 1, "\(lines)")
  }

  @Test("Facet bars shrink to fit the terminal's width")
  func barsFit() {
    let view = TerminalFacetListController(
      terminal: TerminalIO(write: { _ in }, readLine: { _ in nil }))
    view.setSelectableItems(selectableItems: [
      SelectableItem(item: Facet(value: "a long brand name", count: 1_000), isSelected: true),
      SelectableItem(item: Facet(value: "b", count: 10), isSelected: false),
    ])
    #expect(view.lines().contains { TerminalStyle.visibleWidth($0) > 40 })
    for width in [40, 30, 20] {
      #expect(view.lines(width: width).allSatisfy { TerminalStyle.visibleWidth($0) <= width })
    }
    #expect(view.lines(width: 40)[0].contains("█"))
  }

  @Test("A hits table with long objectIDs and wide titles fits the terminal's width")
  func hitsFit() {
    let view = TerminalHitsController(
      terminal: TerminalIO(write: { _ in }, readLine: { _ in nil }))
    let objectID = "recording-2026-archive-" + String(repeating: "x", count: 60)
    view.setHits(
      [
        Hit(json: [
          "objectID": .string(objectID), "name": "東京都庁舎ビルの展望台からの眺め",
          "_highlightResult": [
            "brand": ["value": "<em>Acme</em> Corporation International", "matchLevel": "full"]
          ],
        ]),
        Hit(json: ["objectID": "2", "name": "short"]),
      ],
      response: SearchResponse(hits: [], nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 20))
    for width in [80, 60, 40] {
      let lines = view.lines(width: width)
      #expect(lines.allSatisfy { TerminalStyle.visibleWidth($0) <= width }, "\(lines)")
      #expect(lines[2].contains("recording-") && lines[2].contains("…"))
      #expect(lines[3].hasPrefix("2  2 "))
    }
  }
}
