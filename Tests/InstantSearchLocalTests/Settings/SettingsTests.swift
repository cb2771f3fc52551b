import InstantSearchCore
import InstantSearchLocal
import Testing

@Suite("Index settings")
struct SettingsTests {
  @Test("legacy names: attributesToIndex with unordered(), slaves with virtual()")
  func legacyNames() throws {
    let client = LocalClient()
    try client.addIndex(
      named: "shop", records: Fixtures.records,
      settings: [
        "attributesToIndex": ["unordered(brand)", "name"],
        "attributesForFaceting": ["brand"],
        "slaves": ["shop_cheap", "virtual(shop_best)"],
        "customRanking": ["desc(popularity)"],
      ],
      replicaSettings: ["shop_cheap": ["ranking": ["asc(price)", "typo", "words", "custom"]]])
    #expect(client.indexNames == ["shop", "shop_best", "shop_cheap"])
    let settings = try client.settings(indexName: "shop")
    #expect(settings["searchableAttributes"] == ["unordered(brand)", "name"])
    #expect(settings["replicas"] == ["shop_cheap", "virtual(shop_best)"])
    #expect(settings["slaves"] == nil)
    #expect(
      Fixtures.ids(try client.search(indexName: "shop", parameters: ["query": "samsung"]))
        == ["2", "3", "6"])
    #expect(
      Fixtures.ids(try client.search(indexName: "shop_cheap", parameters: ["query": "samsung"]))
        == ["6", "3", "2"])
    let listing = client.listIndicesJSON()["items"]?.arrayValue ?? []
    #expect(listing.first { $0["name"] == "shop_best" }?["virtual"] == true)
  }

  @Test("adding an index again replaces it and its replicas at once")
  func replace() throws {
    let client = try Fixtures.client()
    try client.addIndex(named: "shop", records: Array(Fixtures.records.prefix(2)))
    #expect(client.indexNames == ["shop"])
    #expect(try client.search(indexName: "shop", parameters: [:])["nbHits"] == 2)
  }

  @Test("hitsPerPage, highlight tags and typo sizes come from the settings")
  func defaults() throws {
    var settings = Fixtures.settings
    settings["hitsPerPage"] = 2
    settings["highlightPreTag"] = "<b>"
    settings["highlightPostTag"] = "</b>"
    settings["minWordSizefor1Typo"] = 7
    settings["queryType"] = "prefixNone"
    let client = try Fixtures.client(settings: settings)
    let response = try client.search(indexName: "shop", parameters: ["query": "sony"])
    #expect(response["hitsPerPage"] == 2)
    #expect(response["hits"]?[0]?["_highlightResult"]?["brand"]?["value"] == "<b>Sony</b>")
    #expect(try client.search(indexName: "shop", parameters: ["query": "galaxi"])["nbHits"] == 1)
    #expect(try client.search(indexName: "shop", parameters: ["query": "galax"])["nbHits"] == 0)
  }

  @Test("typoTolerance false in the settings turns typos off")
  func typoToleranceSetting() throws {
    var settings = Fixtures.settings
    settings["typoTolerance"] = false
    let client = try Fixtures.client(settings: settings)
    #expect(try client.search(indexName: "shop", parameters: ["query": "samsnug"])["nbHits"] == 0)
    #expect(
      try client.search(
        indexName: "shop", parameters: ["query": "samsnug", "typoTolerance": true])[
          "nbHits"] == 3)
  }

  @Test("distinct keeps the best record of each attributeForDistinct value")
  func distinct() throws {
    var settings = Fixtures.settings
    settings["attributeForDistinct"] = "brand"
    settings["distinct"] = true
    let client = try Fixtures.client(settings: settings)
    let response = try client.search(indexName: "shop", parameters: [:])
    #expect(Fixtures.ids(response) == ["5", "2", "4", "6", "7"])
    #expect(response["nbHits"] == 5)
    let off = try client.search(indexName: "shop", parameters: ["distinct": false])
    #expect(off["nbHits"] == 7)
  }

  @Test(
    "bad settings are an error naming the key, and nothing is added",
    arguments: [
      (#"{"hitsPerPage": "many"}"#, "hitsPerPage"), (#"{"ranking": ["typo", "fame"]}"#, "ranking"),
      (#"{"customRanking": ["popularity"]}"#, "customRanking"),
      (#"{"typoTolerance": 3}"#, "typoTolerance"),
      (#"{"searchableAttributes": "name"}"#, "searchableAttributes"),
      (#"{"searchableAttributes": ["name", null]}"#, "searchableAttributes[1]"),
      (#"{"attributesForFaceting": ["brand", 3]}"#, "attributesForFaceting[1]"),
      (#"{"queryType": "prefixSome"}"#, "queryType"),
      (#"{"paginationLimitedTo": 50000}"#, "paginationLimitedTo"),
    ] as [(String, String)])
  func badSettings(text: String, key: String) throws {
    let client = LocalClient()
    #expect {
      try client.addIndex(
        named: "shop", records: Fixtures.records, settings: try JSON(parsing: text))
    } throws: { error in
      (error as? LocalLoadError)?.key == key
    }
    #expect(client.indexNames.isEmpty)
  }
}
