import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite(
  "A text of ASCII or of the fold table's scalars is highlighted from its bytes exactly as from its marked words"
)
struct ByteHighlightTests {
  /// Query words found in the demo products' terms, as a search makes them.
  static func words(_ texts: [(String, prefix: Bool, typos: Int)], in data: IndexData)
    -> [QueryWord]
  {
    texts.map { QueryWord(text: $0.0, isPrefix: $0.prefix, maxTypos: $0.typos, terms: data.terms) }
  }

  static let texts: [String] = [
    "", "   ", "-", "Samsung", "samsung galaxy", "SAMSUNG-Galaxy S24 Ultra, 256 GB",
    "Pro pro PRO pro-max", "head phones: wireless headphones (over-ear)", "4k TV 4K tv",
    "Wireless Headphone Pro", "smasung smsung samsnug samsun", "phone phones phoned iphone",
    "a an and a-a-a", "Dell Pro Laptop 14\" 4k", "x", "headphones", "proximity pro", "head phones",
    "Head-Phones galaxy", "Crème Brûlée Co Pro Laptop X280", "Straße STRASSE strasse",
    "Sämsung Gälaxy SAMSÜNG", "hèadphones Héadphones", "Ærø Œuvre ðe", "naïve façade Ñandú",
    "Samsung Галактика", "Σamsung pro", "Самсунг Галактика S24, самсунг-галактика",
    "галактики галактика галактикa Галактиками", "σίσυφος ΣΊΣΥΦΟΣ σισυφοσ Σίσυφε",
    "Œuvre œuvres oeuvre ŒUVRE", "Łódź łodz lodz ŁÓDŹ", "Ёлка ёлки елка йогурт иогурт",
  ]

  /// `text` with Latin letters for some of its ASCII ones (`ß` for `ss` as well: two letters of
  /// the token for one of the text).
  static func accented(_ text: String) -> String {
    let swaps: [(String, String)] = [
      ("ss", "ß"), ("a", "à"), ("e", "é"), ("o", "ö"), ("u", "ü"), ("S", "Ś"), ("P", "Þ"),
    ]
    return swaps.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }

  /// `text` with Cyrillic letters for the Latin ones they look like.
  static func cyrillic(_ text: String) -> String {
    let swaps: [(String, String)] = [("a", "а"), ("e", "е"), ("o", "о"), ("p", "р"), ("S", "С")]
    return swaps.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }

  /// Whether the fold table holds every scalar of `text`.
  static func held(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { FoldTable.holds($0.value) }
  }

  @Test(
    "every demo product's name, brand and categories, and texts of repeated, cut and run-on words, highlighted and snipped",
    arguments: [
      [("sam", true, 1)], [("samsung", false, 2), ("gal", true, 1)], [("pro", false, 0)],
      [("pro", false, 0), ("pro", true, 1)], [("headphones", false, 2)],
      [("wireles", true, 1), ("hedphones", false, 2)], [("4k", false, 0), ("tv", true, 0)],
      [("smasung", true, 2)], [("a", true, 0)], [("phone", false, 1), ("pro", true, 1)],
      [("галактика", true, 1)], [("самсунг", false, 2), ("гал", true, 1)],
      [("σισυφος", true, 2)], [("œuvre", false, 1), ("łodz", true, 1)], [("елка", true, 1)],
      [("sаmsung", true, 2), ("рro", false, 1)],
    ] as [[(String, prefix: Bool, typos: Int)]])
  func sameAsTheMarkedWords(query: [(String, prefix: Bool, typos: Int)]) throws {
    let settings = try IndexSettings(json: DemoDataset.settings, source: "settings")
    let records = DemoDataset.records(count: 300)
    let data = try IndexData(records: records, settings: settings, replicaSettings: []) { _ in }
    let words = Self.words(query, in: data)
    var texts = Self.texts
    for record in records {
      for attribute in ["name", "brand"] {
        texts +=
          record[attribute]?.stringValue.map { [$0, Self.accented($0), Self.cyrillic($0)] } ?? []
      }
      texts += record["categories"]?.arrayValue?.compactMap(\.stringValue) ?? []
    }
    // With and without alternatives: a plural form, a synonym of two words, shown as the
    // query's word or not, in Latin and in Cyrillic letters.
    let alternatives: [[Highlighter.Alternative]] = words.map { word in
      [
        Highlighter.Alternative(tokens: [word.text + "s"], isSynonym: false),
        Highlighter.Alternative(tokens: ["head", "phones"], isSynonym: true),
        Highlighter.Alternative(tokens: ["galaxy"], isSynonym: true),
        Highlighter.Alternative(tokens: ["галактики"], isSynonym: false),
        Highlighter.Alternative(tokens: ["самсунг", "галактика"], isSynonym: true),
      ]
    }
    let highlighters = [
      Highlighter(words: words, preTag: "<em>", postTag: "</em>"),
      Highlighter(
        words: words, preTag: "[", postTag: "]", alternatives: alternatives, replaceSynonyms: true),
      Highlighter(
        words: words, preTag: "«", postTag: "»", alternatives: alternatives,
        replaceSynonyms: false),
    ]
    let writer = JSONWriter()
    for highlighter in highlighters {
      let query = try #require(highlighter.byteQuery)
      for (offset, text) in texts.enumerated() {
        guard let fast = highlighter.byteHighlight(text, query) else {
          #expect(!Self.held(text), "\(text)")
          continue
        }
        #expect(
          writer.string(fast) == writer.string(highlighter.markedHighlight(text)),
          "\(query) \(text)")
        // Every size on the texts above, one on every fourth of the products' (to keep the
        // test short).
        let sizes = offset < Self.texts.count ? [1, 2, 3, 5] : offset % 4 == 0 ? [2] : []
        for size in sizes {
          let snippet = highlighter.byteSnippet(text, query, size: size, ellipsis: "…")
          #expect(
            snippet.map(writer.string)
              == writer.string(highlighter.markedSnippet(text, size: size, ellipsis: "…")),
            "\(query) \(text) \(size)")
        }
      }
    }
  }

  @Test(
    "a text or a query holding a scalar the fold table does not takes the marked words' path")
  func notHeld() throws {
    let data = try IndexData.demo(count: 50)
    let highlighter = Highlighter(
      words: Self.words([("cafe", true, 1)], in: data), preTag: "<em>", postTag: "</em>")
    let query = try #require(highlighter.byteQuery)
    for text in ["Café crème", "Café Œuvre", "Café ðe", "Кафе café"] {
      #expect(highlighter.byteHighlight(text, query) != nil, "\(text)")
    }
    for text in ["Café 日本", "Cafe\u{301}", "קפה cafe"] {
      #expect(highlighter.byteHighlight(text, query) == nil, "\(text)")
    }
    for word in ["cafe\u{301}", "咖啡"] {
      #expect(
        Highlighter(
          words: Self.words([(word, true, 1)], in: data), preTag: "<em>", postTag: "</em>"
        ).byteQuery == nil)
    }
    let synonym = Highlighter(
      words: Self.words([("cafe", false, 0)], in: data), preTag: "<em>", postTag: "</em>",
      alternatives: [[Highlighter.Alternative(tokens: ["kaffe\u{301}e"], isSynonym: true)]])
    #expect(synonym.byteQuery == nil)
    // Both paths give the same through `highlight`, whichever is taken.
    #expect(
      highlighter.highlight(.string("Café crème cafe"))
        == highlighter.markedHighlight("Café crème cafe"))
  }

  @Test("a text is highlighted from its own bytes, not from a canonically equal one seen before")
  func ownBytes() throws {
    let data = try IndexData.demo(count: 50)
    let highlighter = Highlighter(
      words: Self.words([("cafe", true, 1)], in: data), preTag: "<em>", postTag: "</em>")
    let composed = "Café crème"
    let decomposed = "Cafe\u{301} cre\u{300}me"
    #expect(composed == decomposed)
    for text in [composed, decomposed, composed] {
      let value = highlighter.highlight(.string(text))["value"]?.stringValue ?? ""
      let expected =
        text.utf8.elementsEqual(composed.utf8)
        ? "<em>Café</em> crème" : "<em>Cafe\u{301}</em> cre\u{300}me"
      #expect(Array(value.utf8) == Array(expected.utf8), "\(Array(text.utf8))")
    }
  }
}
