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
        "query": "galaxy", "params": "aroundLatLngViaIP=true&hitsPerPage=2",
        "explain": ["match.alternatives"],
        "colour": "red", "analytics": false,
      ])
    let message = try #require(response["message"]?.stringValue)
    #expect(
      message.contains("not implemented by the local engine, ignored: aroundLatLngViaIP, explain"))
    #expect(message.contains("unknown parameters, ignored: colour"))
    #expect(!message.contains("analytics") && !message.contains("hitsPerPage"))
    #expect(response["hitsPerPage"] == 2)
    let batch = try client.multipleQueries([
      "requests": [
        ["indexName": "shop", "query": "galaxy", "decompoundQuery": false]
      ]
    ])
    #expect(batch["results"]?[0]?["message"]?.stringValue?.contains("decompoundQuery") == true)
  }

  @Test("a name in both the params string and the body is named once, the names sorted")
  func namedOnce() throws {
    let client = try Fixtures.client()
    let response = try client.search(
      indexName: "shop",
      parameters: [
        "query": "galaxy", "params": "zebra=1&explain=x&colour=blue", "explain": ["a"],
        "colour": "red",
      ])
    #expect(
      response["message"]?.stringValue
        == "not implemented by the local engine, ignored: explain; unknown parameters, "
        + "ignored: colour, zebra")
  }

  @Test("the parameters the engine now honours are not named in the message, nor refused")
  func honoured() throws {
    let client = LocalClient(strict: true)
    try client.addIndex(named: "shop", records: Fixtures.records, settings: Fixtures.settings)
    let response = try client.search(
      indexName: "shop",
      parameters: [
        "query": "galaxy", "ignorePlurals": true, "removeStopWords": true, "queryLanguages": ["en"],
        "advancedSyntax": true, "optionalWords": ["tab"], "removeWordsIfNoResults": "lastWords",
        "restrictSearchableAttributes": ["name"], "synonyms": true,
        "attributesToSnippet": ["name:2"], "snippetEllipsisText": "…",
        "params": "aroundLatLng=1%2C2&aroundRadius=all&aroundPrecision=100",
      ])
    #expect(response["message"] == nil)
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
      (
        ["params": "query=a&aroundLatLngViaIP=true"],
        "Parameter aroundLatLngViaIP is not implemented"
      ),
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
