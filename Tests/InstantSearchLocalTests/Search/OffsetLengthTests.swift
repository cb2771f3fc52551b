import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("offset and length: the hits from a position, instead of a page")
struct OffsetLengthTests {
  @Test("the hits are those of the whole ranking from offset, length of them")
  func slice() throws {
    let client = try Fixtures.client()
    let all = Fixtures.ids(try client.search(indexName: "shop", parameters: ["hitsPerPage": 100]))
    #expect(all.count > 5)
    for (offset, length) in [(0, 3), (2, 2), (1, 100), (all.count - 1, 5), (all.count, 3)] {
      let response = try client.search(
        indexName: "shop",
        parameters: ["offset": .number(Double(offset)), "length": .number(Double(length))])
      let expected = Array(all.dropFirst(offset).prefix(length))
      #expect(Fixtures.ids(response) == expected, "offset \(offset), length \(length)")
      #expect(response["offset"] == .number(Double(offset)))
      #expect(response["length"] == .number(Double(length)))
      // Algolia's response has neither when the hits are asked for by offset.
      #expect(response["page"] == nil && response["hitsPerPage"] == nil)
      #expect(response["nbHits"] == .number(Double(all.count)))
    }
  }

  @Test(
    "an offset without a length takes hitsPerPage hits; a length without an offset does nothing")
  func defaults() throws {
    let client = try Fixtures.client()
    let all = Fixtures.ids(try client.search(indexName: "shop", parameters: ["hitsPerPage": 100]))
    let offsetOnly = try client.search(
      indexName: "shop", parameters: ["offset": 1, "hitsPerPage": 2])
    #expect(Fixtures.ids(offsetOnly) == Array(all[1..<3]))
    #expect(offsetOnly["offset"] == 1 && offsetOnly["length"] == nil)
    let lengthOnly = try client.search(
      indexName: "shop", parameters: ["length": 1, "hitsPerPage": 2])
    #expect(Fixtures.ids(lengthOnly) == Array(all.prefix(2)))
    #expect(lengthOnly["page"] == 0 && lengthOnly["offset"] == nil)
    #expect(lengthOnly["message"] == nil, "both are read: nothing is said to be ignored")
  }

  @Test("no hit past paginationLimitedTo, and the params string form is read")
  func limited() throws {
    var settings = Fixtures.settings
    settings["paginationLimitedTo"] = 3
    let client = try Fixtures.client(settings: settings)
    let response = try client.search(
      indexName: "shop", parameters: ["params": "offset=2&length=5"])
    #expect(Fixtures.ids(response).count == 1)
    #expect(response["offset"] == 2 && response["length"] == 5)
  }

  @Test(
    "a bad offset or length is a 400 naming it",
    arguments: [("offset", -1), ("offset", 2_147_483_648), ("length", -1), ("length", 1001)]
      as [(String, Double)])
  func bad(name: String, value: Double) throws {
    let client = try Fixtures.client()
    // A length is read with an offset only.
    var parameters: JSONObject = ["offset": 0]
    parameters[name] = .number(value)
    #expect {
      try client.search(indexName: "shop", parameters: .object(parameters))
    } throws: { error in
      guard case .http(400, let message) = error as? SearchError else { return false }
      return message.contains("`\(name)`")
    }
  }

  @Test("with a rule that pins and hides records, the hits are those of the whole ruled list")
  func pinned() throws {
    let client = try Fixtures.client()
    let rule: JSON = [
      "objectID": "pin", "conditions": [["pattern": "", "anchoring": "is"]],
      "consequence": [
        "promote": [["objectID": "4", "position": 1]], "hide": [["objectID": "1"]],
      ],
    ]
    try client.setRules(Rule.list(json: [rule]), indexName: "shop")
    let all = Fixtures.ids(try client.search(indexName: "shop", parameters: ["hitsPerPage": 100]))
    #expect(all[1] == "4" && !all.contains("1"))
    for (offset, length) in [(0, 2), (1, 3), (3, 2)] {
      let response = try client.search(
        indexName: "shop",
        parameters: ["offset": .number(Double(offset)), "length": .number(Double(length))])
      #expect(
        Fixtures.ids(response) == Array(all.dropFirst(offset).prefix(length)),
        "offset \(offset), length \(length)")
    }
  }

  @Test("a query stopIfEnoughMatches leaves unrun keeps the offset form")
  func skipped() throws {
    let client = try Fixtures.client()
    let body: JSON = [
      "strategy": "stopIfEnoughMatches",
      "requests": [
        ["indexName": "shop", "params": "hitsPerPage=1"],
        ["indexName": "shop", "params": "offset=2&length=3"],
      ],
    ]
    let results = try client.multipleQueries(body)["results"]?.arrayValue ?? []
    #expect(results.count == 2)
    #expect(results.last?["hits"] == [])
    #expect(results.last?["offset"] == 2 && results.last?["length"] == 3)
    #expect(results.last?["page"] == nil)
  }

  @Test("the typed response reads as its JSON does")
  func typed() async throws {
    let client = try Fixtures.client()
    var query = Query("")
    query.additionalParameters["offset"] = 1
    query.additionalParameters["length"] = 2
    let typed = try await client.search([IndexedQuery(indexName: "shop", query: query)])[0]
    let json = try client.search(indexName: "shop", parameters: .object(query.json))
    var read = try SearchResponse(json: json)
    read.processingTimeMS = typed.processingTimeMS
    #expect(typed == read)
    #expect(typed.additional["offset"] == 1 && typed.additional["length"] == 2)
  }
}
