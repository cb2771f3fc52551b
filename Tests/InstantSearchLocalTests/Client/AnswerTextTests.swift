import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("A search's text, written from its parts, is the writer's text of its tree")
struct AnswerTextTests {
  /// Records unlike the fixtures, one a line, compact or not: without objectID, with a number
  /// for one, holding members a search adds, empty, with escapes, nested arrays and nulls,
  /// numbers the writer shortens, text outside ASCII.
  static let records = """
    [
    {"name":"plain lamp","tags":["maison","lumière"],"size":{"h":30,"w":12}},
    {"objectID": 42, "name": "lamp of number", "price": 1.0},
    {"objectID":"h1","name":"lamp with highlights","_highlightResult":{"name":"mine"}},
    {"objectID":"h2","name":"lamp ranked","_rankingInfo":null,"_snippetResult":[1]},
    {"objectID":"e1"},
    {},
    {"objectID":"x1","name":"lamp \\"quoted\\" \\\\ \\u0001 </em>","n":[[1,[2.50]],{"x":null}]},
    {"objectID":"x2","name":"Чайник lamp 時計","big":1e21,"small":0.000001,"zero":-0},
    {"objectID":"x3","name":"lamp","categories":["a","b"],"deep":{"a":{"b":["lamp",null]}}}
    ]
    """

  /// Searches shaping hits every way: every attribute, some, all but one; highlights with
  /// other tags (to escape), of every attribute, of some listed twice or by path, of text
  /// outside ASCII and of text the byte path does not read; typos; snippets; ranking
  /// information; a page past the hits.
  static let requests: [JSON] = [
    ["query": ""],
    ["query": "lamp"],
    ["query": "lamp", "attributesToRetrieve": ["name"]],
    ["query": "lamp", "attributesToRetrieve": ["*", "-tags"]],
    ["query": "lam", "highlightPreTag": "[", "highlightPostTag": "]"],
    ["query": "lamp", "attributesToHighlight": ["*"], "attributesToSnippet": ["name:1"]],
    ["query": "lamp", "getRankingInfo": true, "hitsPerPage": 3, "page": 1],
    ["query": "nothing matches this"],
    ["query": "lamb 時計", "highlightPreTag": "<b class=\"x\">", "highlightPostTag": "</b>"],
    ["query": "чайник lamp", "attributesToHighlight": ["name", "name", "deep.a", "size"]],
  ]

  /// A client of `records` as a file would load them.
  static func client() throws -> LocalClient {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write(records, folder, "things.json")
    let client = LocalClient()
    try client.load(folder + "/things.json")
    return client
  }

  /// The answer's text written from its parts.
  static func text(_ answer: SearchAnswer) -> [UInt8] {
    var buffer = JSONWriter.Buffer(capacity: 16)
    answer.write(into: &buffer)
    return buffer.array
  }

  /// Checks each answer's text against its tree written; how many hits were written from the
  /// records' stored bytes.
  static func compare(_ answers: [SearchAnswer]) -> Int {
    var stored = 0
    for (offset, answer) in answers.enumerated() {
      let expected = JSONWriter().bytes(answer.json)
      #expect(
        text(answer) == expected,
        "request \(offset): \(String(decoding: text(answer), as: UTF8.self))")
      stored += answer.hits.count { $0.stored != nil }
    }
    return stored
  }

  @Test("records unlike the fixtures, every way of shaping hits")
  func unlikeFixtures() throws {
    let client = try Self.client()
    let answers = try Self.requests.map { try client.answer("things", $0) }
    #expect(answers[0].hits.count == 9)
    // Nothing added but highlights (none for a record of an objectID alone).
    #expect(answers[0].hits.allSatisfy { $0.added.keys.allSatisfy { $0 == "_highlightResult" } })
    let stored = Self.compare(answers)
    // The empty query's hits written from their bytes: all but the number's and the one
    // holding the member the search adds.
    #expect(answers[0].hits.count { $0.stored != nil } == 7)
    #expect(stored > 7)
    // The hits shaped by attributesToRetrieve are made anew.
    #expect(answers[2].hits.allSatisfy { $0.stored == nil })
    #expect(answers[3].hits.allSatisfy { $0.stored == nil })
  }

  @Test("facet values to escape, outside ASCII, of case or number alike, and their stats")
  func facetValues() throws {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write(
      """
      [
      {"objectID":"1","name":"lamp","tags":["Maison","lumière","a \\"b\\" \\\\ \\u0001"],"size":1.0},
      {"objectID":"2","name":"lamp","tags":["maison","時計","</em>"],"size":1e21},
      {"objectID":"3","name":"lamp","tags":["MAISON","","lumière"],"size":0.000001},
      {"objectID":"4","name":"lamp","tags":[],"size":-0},
      {"objectID":"5","name":"lamp","tags":null,"size":-2.5}
      ]
      """, folder, "things.json")
    try Fixtures.write(
      #"{"attributesForFaceting":["tags","size","searchable(name)"]}"#, folder,
      "things_settings.json")
    let client = LocalClient()
    try client.load(folder + "/things.json")
    let requests: [JSON] = [
      ["query": "lamp", "facets": ["*"]],
      ["query": "lamp", "facets": ["tags", "size", "tags"], "maxValuesPerFacet": 2],
      ["query": "lamp", "facets": ["size"], "sortFacetValuesBy": "alpha"],
      ["query": "nothing", "facets": ["*"]],
    ]
    let answers = try requests.map { try client.answer("things", $0) }
    #expect(answers[0].facets?.map(\.attribute) == ["tags", "size", "name"])
    #expect(answers[0].facets?.first?.values.count == 6)
    _ = Self.compare(answers)
  }

  @Test("the shop's searches, before and after records are written and not merged")
  func pendingWrites() throws {
    let client = try TypedAnswerTests.client()
    func answers() throws -> [SearchAnswer] {
      try client.answers(
        ["requests": .array(TypedAnswerTests.requests), "strategy": "none"]
      ).compactMap {
        guard case .search(let answer) = $0 else { return nil }
        return answer
      }
    }
    #expect(Self.compare(try answers()) > 0)
    try client.changeRecords(
      inIndex: "shop",
      [
        .save(["objectID": "8", "name": "Galaxy Watch", "brand": "Samsung", "price": 249.5]),
        .delete(objectID: "2"),
      ])
    #expect(Self.compare(try answers()) > 0)
  }

  @Test("the client's texts parse to its answers")
  func clientTexts() throws {
    let client = try Self.client()
    for request in Self.requests {
      var expected = try client.search(indexName: "things", parameters: request)
      var text = try JSONParser.parse(client.searchText(indexName: "things", parameters: request))
      // Two searches may take different times.
      expected = Self.timeless(expected)
      text = Self.timeless(text)
      #expect(text == expected)
    }
    // Searches and a facet search, in one call.
    let shop = try TypedAnswerTests.client()
    let body: JSON = ["requests": .array(TypedAnswerTests.requests)]
    let written = try JSONParser.parse(shop.multipleQueriesText(body))["results"]?.arrayValue
    let made = try shop.multipleQueries(body)["results"]?.arrayValue
    #expect(written?.count == TypedAnswerTests.requests.count)
    #expect(written?.map(Self.timeless) == made?.map(Self.timeless))
  }

  /// A response with its `processingTimeMS` set to 0.
  static func timeless(_ response: JSON) -> JSON {
    guard var object = response.objectValue else { return response }
    object["processingTimeMS"] = 0
    return .object(object)
  }
}
