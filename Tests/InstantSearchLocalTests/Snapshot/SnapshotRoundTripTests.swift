import Foundation
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@testable import InstantSearchLocal

/// A snapshot opened again answers exactly as the engine it was written from.
@Suite("Snapshots: written, opened, same answers")
struct SnapshotRoundTripTests {
  /// A fresh file path in a fresh folder.
  static func temporaryFile(_ name: String = "index.snapshot") throws -> String {
    try TestFolders.folder("instantsearch-snapshot").appendingPathComponent(name).path
  }

  /// The demo (with its replicas and query suggestions), synonyms and rules on the primary,
  /// one replica's own rule, and a geo index with a standard replica that searches other
  /// attributes (an index of its own).
  static func engine() throws -> LocalClient {
    let client = LocalClient.demo(count: 2000)
    try client.setSynonyms(
      try Synonym.list(json: [
        [
          "objectID": "1", "type": "oneWaySynonym", "input": "earphones",
          "synonyms": ["headphones"],
        ],
        ["objectID": "2", "type": "altCorrection1", "word": "labtop", "corrections": ["laptop"]],
        ["objectID": "3", "type": "synonym", "synonyms": ["tv", "television"]],
      ]), indexName: DemoDataset.indexName)
    let pinned = try client.search(
      indexName: DemoDataset.indexName, parameters: ["query": "samsung", "hitsPerPage": 2])
    let ids = (pinned["hits"]?.arrayValue ?? []).compactMap { $0["objectID"] }
    try client.setRules(
      try Rule.list(json: [
        [
          "objectID": "budget", "conditions": [["pattern": "budget", "anchoring": "startsWith"]],
          "consequence": [
            "params": ["query": ["remove": ["budget"]], "numericFilters": ["price<=400"]]
          ],
        ],
        [
          "objectID": "brand",
          "conditions": [["pattern": "{facet:brand}", "anchoring": "startsWith"]],
          "consequence": ["params": ["automaticFacetFilters": ["brand"]]],
        ],
        [
          "objectID": "pin", "conditions": [["context": "pin"]],
          "consequence": [
            "promote": [["objectIDs": .array(ids), "position": 0]],
            "userData": ["banner": "pinned"], "hide": [["objectID": "17"]],
          ],
          "validity": [["from": 0]],
        ],
      ]), indexName: DemoDataset.indexName)
    try client.setRules(
      [Rule(objectID: "only-replica", consequence: Rule.Consequence(userData: "replica"))],
      indexName: DemoDataset.priceAscending)
    try client.addIndex(
      named: "places",
      records: [
        [
          "objectID": "a", "city": "Paris", "country": "France",
          "_geoloc": ["lat": 48.85, "lng": 2.35],
        ],
        [
          "objectID": "b", "city": "Lyon", "country": "France",
          "_geoloc": ["lat": 45.76, "lng": 4.83],
        ],
        [
          "objectID": "c", "city": "Berlin", "country": "Germany",
          "_geoloc": ["lat": 52.52, "lng": 13.4],
        ],
        [
          "objectID": "c", "city": "Berlin Mitte", "country": "Germany",
          "_geoloc": ["lat": 52.52, "lng": 13.4],
        ],
      ],
      settings: [
        "searchableAttributes": ["city", "country"], "attributesForFaceting": ["country"],
        "replicas": ["places_by_country"],
      ],
      replicaSettings: ["places_by_country": ["searchableAttributes": ["country"]]])
    return client
  }

  /// Queries over every index and replica: the workload's texts with and without typos,
  /// filters, facets, pages, rules (with and without their context), synonyms and geo.
  static func requests(_ client: LocalClient) -> [(String, JSON)] {
    let texts =
      TypoCandidatesTests.workloadTexts + [
        "", "budget laptop", "samsung phone", "earphones", "labtop", "tv", "apple",
      ]
    var requests: [(String, JSON)] = []
    for index in client.indexNames where index != "places" && index != "places_by_country" {
      for text in texts {
        requests.append(
          (index, ["query": .string(text), "facets": ["brand", "categories", "free_shipping"]]))
      }
      requests.append((index, ["query": "s", "page": 2, "filters": "price < 300"]))
      requests.append((index, ["query": "", "facetFilters": ["brand:Samsung"], "page": 1]))
      requests.append(
        (index, ["query": "wireless", "ruleContexts": ["pin"], "getRankingInfo": true]))
      requests.append(
        (index, ["query": "pro", "numericFilters": ["rating>=4"], "typoTolerance": false]))
    }
    for index in ["places", "places_by_country"] {
      requests.append((index, ["query": "", "aroundLatLng": "48.8, 2.3", "getRankingInfo": true]))
      requests.append((index, ["query": "france", "facets": ["country"]]))
      requests.append((index, ["query": "berlin"]))
    }
    return requests
  }

  static func answer(_ client: LocalClient, _ index: String, _ parameters: JSON) -> JSON {
    Fixtures.timelessAnswer(client, index, parameters)
  }

  @Test("a snapshot opened again gives the same responses, settings, rules, synonyms and list")
  func roundTrip() throws {
    let original = try Self.engine()
    let path = try Self.temporaryFile()
    try original.writeSnapshot(to: path)
    let opened = LocalClient()
    let report = try opened.load(path)
    #expect(
      report.indexNames
        == ["places", DemoDataset.indexName, DemoDataset.querySuggestionsIndexName].sorted())
    #expect(report.indices.first { $0.name == "places" }?.replacedDuplicates == 1)
    #expect(opened.indexNames == original.indexNames)
    #expect(opened.listIndicesJSON() == original.listIndicesJSON())
    let requests = Self.requests(original)
    #expect(requests.count > 200)
    for (index, parameters) in requests {
      let expected = Self.answer(original, index, parameters)
      #expect(expected["nbHits"] != nil, "\(index) \(parameters)")
      #expect(Self.answer(opened, index, parameters) == expected, "\(index) \(parameters)")
    }
    for index in original.indexNames {
      #expect(try opened.settings(indexName: index) == original.settings(indexName: index))
      #expect(try opened.rules(indexName: index) == original.rules(indexName: index))
      #expect(try opened.synonyms(indexName: index) == original.synonyms(indexName: index))
      #expect(opened.recordCount(of: index) == original.recordCount(of: index))
    }
    let facetQuery: JSON = ["facetQuery": "sam"]
    #expect(
      try opened.searchForFacetValues(
        indexName: DemoDataset.indexName, facetName: "brand", body: facetQuery)["facetHits"]
        == original.searchForFacetValues(
          indexName: DemoDataset.indexName, facetName: "brand", body: facetQuery)["facetHits"])
  }

  @Test(
    "typo-tolerant answers survive a snapshot, one byte a scalar (Latin-1) or four",
    arguments: ["abcdeéñüøÿ", "abcdeéñиклм"])
  func typoIndexWidths(alphabet: String) throws {
    var generator = SeededGenerator(seed: 5)
    let letters = Array(alphabet.unicodeScalars)
    let words = (0..<600).map { _ in
      var word = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 3...9, using: &generator) {
        word.append(letters.randomElement(using: &generator)!)
      }
      return String(word)
    }
    let original = LocalClient()
    try original.addIndex(
      named: "words",
      records: words.enumerated().map { ["objectID": .string("\($0)"), "text": .string($1)] })
    let path = try Self.temporaryFile()
    try original.writeSnapshot(to: path)
    let opened = LocalClient()
    _ = try opened.load(path)
    var typos = 0
    for word in words.prefix(80) {
      // One letter replaced: a query one typo away from a word of the vocabulary.
      var scalars = Array(word.unicodeScalars)
      scalars[scalars.count / 2] =
        letters[(letters.firstIndex(of: scalars[scalars.count / 2])! + 1) % letters.count]
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars)
      let parameters: JSON = ["query": .string(String(text)), "hitsPerPage": 1000]
      let expected = Self.answer(original, "words", parameters)
      #expect(Self.answer(opened, "words", parameters) == expected, "\(String(text))")
      typos += (expected["hits"]?.arrayValue ?? []).count
    }
    #expect(typos > 80)
  }

  @Test("every rule decodes from its encoding to an equal rule")
  func ruleEncoding() throws {
    let rules = try Rule.list(json: [
      [
        "objectID": "all", "description": "every member",
        "conditions": [
          [
            "pattern": "phone", "anchoring": "is", "alternatives": true, "context": "c",
            "filters": "brand:Apple",
          ],
          ["context": "only"],
        ],
        "consequence": [
          "params": [
            "query": [
              "remove": ["a"], "edits": [["type": "replace", "delete": "b", "insert": "c"]],
            ],
            "automaticFacetFilters": [["facet": "brand", "disjunctive": true, "score": 3]],
            "automaticOptionalFacetFilters": ["categories"], "hitsPerPage": 5,
          ],
          "promote": [["objectID": "1", "position": 2]], "filterPromotes": true,
          "hide": [["objectID": "9"]], "userData": ["a": [1, 2]],
        ],
        "enabled": false, "validity": [["from": 10, "until": 20], ["until": 5]],
      ],
      ["objectID": "replace", "consequence": ["params": ["query": "new words"]]],
    ])
    for rule in rules {
      #expect(try Rule(json: rule.json, path: "") == rule)
    }
  }
}
