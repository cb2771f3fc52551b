import InstantSearchCore
import InstantSearchLocal
import Testing

/// Searching with synonyms, after the examples of
/// https://www.algolia.com/doc/guides/relevance/synonyms (pants / trousers / slacks, tablet →
/// ipad / galaxy tab, alternative corrections ranked as typos, the `<Street>` placeholder),
/// https://www.algolia.com/doc/api-reference/api-parameters/replaceSynonymsInHighlight/ (home /
/// house, NYC / New York City) and https://www.algolia.com/doc/api-reference/api-parameters/synonyms/
@Suite("Synonyms in search")
struct SynonymSearchTests {
  static let names = [
    "Slim fit trousers", "Blue pants", "Apple iPad Pro", "Samsung Galaxy Tab S8",
    "Android tablet 10 inch", "Hotel in NYC", "New York City guide", "589 Howard <Street>",
    "Cheap vehicle rental", "Auto parts store", "House for sale", "Car wash", "12 Howard Street",
  ]

  static let synonyms: JSON = [
    ["objectID": "pants", "type": "synonym", "synonyms": ["pants", "trousers", "slacks"]],
    [
      "objectID": "tablet", "type": "oneWaySynonym", "input": "tablet",
      "synonyms": ["ipad", "galaxy tab"],
    ],
    ["objectID": "car1", "type": "altCorrection1", "word": "car", "corrections": ["vehicle"]],
    ["objectID": "car2", "type": "altCorrection2", "word": "car", "corrections": ["auto"]],
    [
      "objectID": "street", "type": "placeholder", "placeholder": "<Street>",
      "replacements": ["street", "st"],
    ],
    ["objectID": "nyc", "type": "synonym", "synonyms": ["NYC", "New York City"]],
    ["objectID": "home", "type": "synonym", "synonyms": ["home", "house"]],
  ]

  static func client(synonyms: JSON = synonyms) throws -> LocalClient {
    let client = LocalClient()
    let records: [JSON] = names.enumerated().map { index, name in
      ["objectID": .string("\(index + 1)"), "name": .string(name)]
    }
    try client.addIndex(
      named: "shop", records: records, settings: ["searchableAttributes": ["name"]])
    try client.setSynonyms(try Synonym.list(json: synonyms), indexName: "shop")
    return client
  }

  static let cases: [(String, JSON, Set<String>)] = [
    ("trousers", [:], ["1", "2"]),
    ("slacks", [:], ["1", "2"]),
    // "parts" is one typo away.
    ("pants", [:], ["1", "2", "10"]),
    ("tablet", [:], ["3", "4", "5"]),
    ("ipad", [:], ["3"]),
    ("galaxy tab", [:], ["4"]),
    ("nyc", [:], ["6", "7"]),
    ("new york city", [:], ["6", "7"]),
    ("howard st", ["queryType": "prefixNone"], ["8"]),
    ("589 howard street", [:], ["8"]),
    ("trousers", ["synonyms": false], ["1"]),
    ("tablet", ["synonyms": "false"], ["5"]),
    // A word being typed does not trigger: no ipad ("tab" is one typo away).
    ("tabl", [:], ["4", "5"]),
  ]

  @Test(
    "regular, one-way, multi-word and placeholder synonyms; the synonyms parameter",
    arguments: cases)
  func matches(query: String, parameters: JSON, expected: Set<String>) throws {
    var body = parameters
    body["query"] = .string(query)
    #expect(
      Set(Fixtures.ids(try Self.client().search(indexName: "shop", parameters: body))) == expected)
  }

  @Test("alternative corrections rank as one and two typos, after the exact word")
  func alternativeCorrections() throws {
    let response = try Self.client().search(
      indexName: "shop", parameters: ["query": "car", "getRankingInfo": true])
    #expect(Fixtures.ids(response) == ["12", "9", "10"])
    #expect(response["hits"]?[1]?["_rankingInfo"]?["nbTypos"] == 1)
    #expect(response["hits"]?[2]?["_rankingInfo"]?["nbTypos"] == 2)
  }

  @Test("the record's word is highlighted, or the query's with replaceSynonymsInHighlight")
  func highlight() throws {
    let client = try Self.client()
    let plain = try client.search(indexName: "shop", parameters: ["query": "home"])
    #expect(plain["hits"]?[0]?["_highlightResult"]?["name"]?["value"] == "<em>House</em> for sale")
    #expect(plain["hits"]?[0]?["_highlightResult"]?["name"]?["matchLevel"] == "full")
    let replaced = try client.search(
      indexName: "shop", parameters: ["query": "home", "replaceSynonymsInHighlight": true])
    #expect(
      replaced["hits"]?[0]?["_highlightResult"]?["name"]?["value"] == "<em>home</em> for sale")
    let multi = try client.search(
      indexName: "shop", parameters: ["query": "nyc", "replaceSynonymsInHighlight": true])
    let values = (multi["hits"]?.arrayValue ?? []).compactMap {
      $0["_highlightResult"]?["name"]?["value"]?.stringValue
    }
    #expect(Set(values) == ["Hotel in <em>NYC</em>", "<em>nyc</em> guide"])
  }

  @Test("synonyms are per index: a replica without them finds only the word")
  func perIndex() throws {
    let client = LocalClient()
    try client.addIndex(
      named: "shop", records: [["objectID": "1", "name": "Blue pants"]],
      settings: ["replicas": ["shop_copy"]])
    try client.setSynonyms(try Synonym.list(json: Self.synonyms), indexName: "shop")
    #expect(try client.search(indexName: "shop", parameters: ["query": "slacks"])["nbHits"] == 1)
    #expect(
      try client.search(indexName: "shop_copy", parameters: ["query": "slacks"])["nbHits"] == 0)
  }
}
