import InstantSearchCore
import InstantSearchLocal
import Testing

@Suite("Parameters the engine does not honour")
struct SearchParametersTests {
  @Test("the response's message names the ignored and the unknown parameters")
  func message() throws {
    let client = try Fixtures.client()
    let plain = try client.search(indexName: "shop", parameters: ["query": "galaxy"])
    #expect(plain["message"] == nil)
    let response = try client.search(
      indexName: "shop",
      parameters: [
        "query": "galaxy", "params": "aroundLatLng=1%2C2&hitsPerPage=2",
        "explain": ["match.alternatives"],
        "colour": "red", "analytics": false,
      ])
    let message = try #require(response["message"]?.stringValue)
    #expect(message.contains("not implemented by the local engine, ignored: aroundLatLng, explain"))
    #expect(message.contains("unknown parameters, ignored: colour"))
    #expect(!message.contains("analytics") && !message.contains("hitsPerPage"))
    #expect(response["hitsPerPage"] == 2)
    let batch = try client.multipleQueries([
      "requests": [
        ["indexName": "shop", "query": "galaxy", "insidePolygon": [[1, 2, 3, 4, 5, 6]]]
      ]
    ])
    #expect(batch["results"]?[0]?["message"]?.stringValue?.contains("insidePolygon") == true)
  }

  @Test("a strict engine refuses an unknown or unimplemented parameter with a 400 naming it")
  func strict() throws {
    let client = LocalClient(strict: true)
    try client.addIndex(
      named: "shop", records: Fixtures.records, settings: Fixtures.settings,
      replicaSettings: Fixtures.replicaSettings)
    #expect(try client.search(indexName: "shop", parameters: ["query": "galaxy"])["nbHits"] == 4)
    let cases: [(JSON, String)] = [
      (["colour": "red"], "Unknown parameter: colour"),
      (["params": "query=a&aroundRadius=10"], "Parameter aroundRadius is not implemented"),
    ]
    for (parameters, expected) in cases {
      #expect {
        try client.search(indexName: "shop", parameters: parameters)
      } throws: { error in
        guard case .http(400, let message) = error as? SearchError else { return false }
        return message.hasPrefix(expected)
      }
    }
    #expect(throws: SearchError.self) {
      try client.searchForFacetValues(
        indexName: "shop", facetName: "brand", body: ["facetQuery": "s", "colour": 1])
    }
  }
}
