import InstantSearchCore
import InstantSearchLocal
import Testing

/// Query-language parameters, after the examples of their Algolia pages:
/// https://www.algolia.com/doc/api-reference/api-parameters/ignorePlurals/ ("car" / "cars",
/// "child" / "children"), https://www.algolia.com/doc/api-reference/api-parameters/removeStopWords/
/// ("what is a record" becomes "record"), .../advancedSyntax/ and .../advancedSyntaxFeatures/
/// (`"exact phrase"`, `-exclusion`), .../optionalWords/, .../removeWordsIfNoResults/
/// ("iphone 5 64gb"-like queries), .../disableTypoToleranceOnWords/,
/// .../disableTypoToleranceOnAttributes/ and .../restrictSearchableAttributes/
@Suite("Query languages and syntax")
struct LanguageTests {
  static func client(_ names: [String], settings: JSON = [:]) throws -> LocalClient {
    let client = LocalClient()
    let records: [JSON] = names.enumerated().map { index, name in
      ["objectID": .string("\(index + 1)"), "name": .string(name)]
    }
    var merged: JSONObject = ["searchableAttributes": ["name"]]
    for (key, value) in settings.objectValue ?? [:] { merged[key] = value }
    try client.addIndex(named: "index", records: records, settings: .object(merged))
    return client
  }

  static func ids(_ client: LocalClient, _ query: String, _ parameters: JSON) throws -> Set<String>
  {
    var body = parameters
    body["query"] = .string(query)
    return Set(Fixtures.ids(try client.search(indexName: "index", parameters: body)))
  }

  static let plurals = [
    "Red car", "Two cars", "Child seat", "Books for children", "Mouse pad", "Computer mice",
    "Feet warmer", "Foot spa",
  ]

  static let pluralCases: [(String, JSON, Set<String>)] = [
    ("cars", [:], ["2"]),
    ("cars", ["ignorePlurals": true], ["1", "2"]),
    ("car", ["ignorePlurals": true, "queryType": "prefixNone"], ["1", "2"]),
    ("children", ["ignorePlurals": true], ["3", "4"]),
    ("mice", ["ignorePlurals": "true"], ["5", "6"]),
    ("foot", ["ignorePlurals": ["en"], "queryType": "prefixNone"], ["7", "8"]),
    ("cars", ["ignorePlurals": false], ["2"]),
    ("cars", ["ignorePlurals": ["fr"]], ["2"]),
    ("cars", ["ignorePlurals": true, "queryLanguages": ["fr"]], ["2"]),
    ("cars", ["ignorePlurals": true, "queryLanguages": ["en"]], ["1", "2"]),
    ("cars", ["ignorePlurals": ["en"], "queryLanguages": ["fr"]], ["1", "2"]),
  ]

  @Test("ignorePlurals: true, false, or languages, with queryLanguages", arguments: pluralCases)
  func ignorePlurals(query: String, parameters: JSON, expected: Set<String>) throws {
    let client = try Self.client(Self.plurals, settings: ["typoTolerance": false])
    #expect(try Self.ids(client, query, parameters) == expected)
  }

  @Test("ignorePlurals from the settings; the plural form highlights")
  func pluralSettings() throws {
    let client = try Self.client(
      Self.plurals,
      settings: ["typoTolerance": false, "ignorePlurals": true, "queryLanguages": ["en"]])
    let response = try client.search(indexName: "index", parameters: ["query": "mouse"])
    #expect(Set(Fixtures.ids(response)) == ["5", "6"])
    let values = (response["hits"]?.arrayValue ?? []).compactMap {
      $0["_highlightResult"]?["name"]?["value"]?.stringValue
    }
    #expect(Set(values) == ["<em>Mouse</em> pad", "Computer <em>mice</em>"])
  }

  @Test("alternativesAsExact: plurals and single-word synonyms are exact unless it leaves them out")
  func alternativesAsExact() throws {
    // https://www.algolia.com/doc/api-reference/api-parameters/alternativesAsExact/
    let client = try Self.client(["Two cars", "Red car"], settings: ["ignorePlurals": true])
    let base: JSON = ["query": "car", "queryType": "prefixNone", "getRankingInfo": true]
    let asExact = try client.search(indexName: "index", parameters: base)
    #expect(Fixtures.ids(asExact) == ["1", "2"])
    #expect(asExact["hits"]?[0]?["_rankingInfo"]?["nbExactWords"] == 1)
    var strict = base
    strict["alternativesAsExact"] = ["multiWordsSynonym"]
    let notExact = try client.search(indexName: "index", parameters: strict)
    #expect(Fixtures.ids(notExact) == ["2", "1"])
    #expect(notExact["hits"]?[1]?["_rankingInfo"]?["nbExactWords"] == 0)
  }

  static let stopWordCases: [(String, JSON, Set<String>)] = [
    ("what is a record", [:], []),
    ("what is a record", ["removeStopWords": true], ["1"]),
    ("what is a record", ["removeStopWords": ["en"]], ["1"]),
    ("what is a record", ["removeStopWords": ["fr"]], []),
    ("what is a record", ["removeStopWords": true, "queryLanguages": ["fr"]], []),
    // A last word being typed is a prefix: it is kept.
    ("record player a", ["removeStopWords": true], []),
    ("record player a", ["removeStopWords": true, "queryType": "prefixNone"], ["1"]),
    // A query of stop words only keeps them.
    ("what is", ["removeStopWords": true], ["2"]),
  ]

  @Test("removeStopWords: true, false, or languages", arguments: stopWordCases)
  func removeStopWords(query: String, parameters: JSON, expected: Set<String>) throws {
    let client = try Self.client(["Record player", "What is love"])
    #expect(try Self.ids(client, query, parameters) == expected)
  }

  static let syntaxCases: [(String, JSON, Set<String>)] = [
    ("\"harry potter\"", [:], ["1", "2"]),
    ("\"harry potter\"", ["advancedSyntax": true], ["1"]),
    ("\"harry poter\"", ["advancedSyntax": true], []),
    ("\"harry poter\"", [:], ["1", "2"]),
    ("harry -potter", ["advancedSyntax": true], ["4"]),
    ("harry -potter", [:], ["1", "2"]),
    ("-potter", ["advancedSyntax": true], ["3", "4"]),
    (
      "harry -potter", ["advancedSyntax": true, "advancedSyntaxFeatures": ["exactPhrase"]],
      ["1", "2"]
    ),
    (
      "\"harry potter\"", ["advancedSyntax": true, "advancedSyntaxFeatures": ["excludeWords"]],
      ["1", "2"]
    ),
    ("fan \"potter harry\" -deathly", ["advancedSyntax": "true"], ["2"]),
  ]

  @Test(
    "advancedSyntax with advancedSyntaxFeatures: exact phrases and exclusions",
    arguments: syntaxCases)
  func advancedSyntax(query: String, parameters: JSON, expected: Set<String>) throws {
    let client = try Self.client([
      "Harry Potter and the Deathly Hallows", "Potter Harry fan club", "Pottery for kids",
      "Harry Styles",
    ])
    #expect(try Self.ids(client, query, parameters) == expected)
  }

  static let phones = [
    "iPhone 13 case blue", "iPhone 13 case red", "iPhone 12 case blue", "Leather case",
  ]

  static let optionalCases: [(String, JSON, [String])] = [
    ("blue iphone case", [:], ["1", "3"]),
    ("blue iphone case", ["optionalWords": ["blue"]], ["1", "3", "2"]),
    ("blue iphone case", ["optionalWords": "blue iphone"], ["1", "3", "2", "4"]),
    ("iphone 14 case", [:], []),
    ("iphone 14 case", ["removeWordsIfNoResults": "none"], []),
    ("iphone 14 case", ["removeWordsIfNoResults": "lastWords"], ["1", "2", "3"]),
    ("iphone 14 case", ["removeWordsIfNoResults": "firstWords"], ["1", "2", "3", "4"]),
    ("iphone 14 leather", ["removeWordsIfNoResults": "allOptional"], ["1", "2", "3", "4"]),
    ("iphone 13 case", ["removeWordsIfNoResults": "allOptional"], ["1", "2"]),
  ]

  @Test(
    "optionalWords and removeWordsIfNoResults; the words criterion ranks more words first",
    arguments: optionalCases)
  func optionalWords(query: String, parameters: JSON, expected: [String]) throws {
    let client = try Self.client(Self.phones)
    var body = parameters
    body["query"] = .string(query)
    #expect(Fixtures.ids(try client.search(indexName: "index", parameters: body)) == expected)
  }

  @Test("_rankingInfo.words counts the words a hit matched")
  func wordsInfo() throws {
    let client = try Self.client(Self.phones)
    let response = try client.search(
      indexName: "index",
      parameters: ["query": "blue iphone case", "optionalWords": ["blue"], "getRankingInfo": true])
    #expect(response["hits"]?[0]?["_rankingInfo"]?["words"] == 3)
    #expect(response["hits"]?[2]?["_rankingInfo"]?["words"] == 2)
  }

  @Test("disableTypoToleranceOnWords: a listed word matches without typos")
  func noTypoWords() throws {
    let client = try Self.client(["Sony Walkman", "Sony Walkmen"])
    #expect(try Self.ids(client, "walkmen", [:]) == ["1", "2"])
    #expect(try Self.ids(client, "walkmen", ["disableTypoToleranceOnWords": ["walkmen"]]) == ["2"])
  }

  @Test("disableTypoToleranceOnAttributes and restrictSearchableAttributes")
  func attributes() throws {
    let client = LocalClient()
    try client.addIndex(
      named: "index",
      records: [
        ["objectID": "1", "name": "Apple iPhone", "brand": "Apple", "sku": "galaxy"],
        ["objectID": "2", "name": "Apple pie recipe", "brand": "Bakery", "sku": "x"],
        ["objectID": "3", "name": "Phone case", "brand": "Apple", "sku": "y"],
        ["objectID": "4", "name": "Galaxy case", "brand": "Generic", "sku": "z"],
      ],
      settings: ["searchableAttributes": ["name", "brand", "sku"]])
    #expect(
      try Self.ids(client, "apple", ["restrictSearchableAttributes": ["brand"]]) == ["1", "3"])
    #expect(try Self.ids(client, "apple", ["restrictSearchableAttributes": "name"]) == ["1", "2"])
    #expect(try Self.ids(client, "apple", ["restrictSearchableAttributes": ["colour"]]).isEmpty)
    #expect(try Self.ids(client, "galaxi", [:]) == ["1", "4"])
    #expect(try Self.ids(client, "galaxi", ["disableTypoToleranceOnAttributes": ["name"]]) == ["1"])
    #expect(
      try Self.ids(client, "galaxy", ["disableTypoToleranceOnAttributes": ["name"]]) == ["1", "4"])
  }

  static let rejected: [(JSON, String)] = [
    (["removeWordsIfNoResults": "some"], "removeWordsIfNoResults"),
    (["ignorePlurals": 3], "ignorePlurals"),
    (["removeStopWords": ["en", 2]], "removeStopWords"),
    (["advancedSyntax": "maybe"], "advancedSyntax"),
    (["optionalWords": 4], "optionalWords"),
  ]

  @Test("a bad language parameter is a 400 naming it", arguments: rejected)
  func rejects(parameters: JSON, name: String) throws {
    let client = try Self.client(Self.phones)
    #expect {
      try client.search(indexName: "index", parameters: parameters)
    } throws: { error in
      guard case .http(400, let message) = error as? SearchError else { return false }
      return message.hasPrefix("Invalid value for parameter `\(name)`")
    }
  }

  @Test("a bad language setting fails loading, naming the key")
  func badSetting() {
    #expect {
      try Self.client(Self.phones, settings: ["removeWordsIfNoResults": "sometimes"])
    } throws: { error in
      (error as? LocalLoadError)?.key == "removeWordsIfNoResults"
    }
  }
}
