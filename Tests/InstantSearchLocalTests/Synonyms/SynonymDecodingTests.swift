import InstantSearchCore
import InstantSearchLocal
import Testing

/// Decoding exported synonyms; the objects are the examples of
/// https://www.algolia.com/doc/guides/relevance/synonyms and
/// https://www.algolia.com/doc/api-reference/api-methods/batch-synonyms/
@Suite("Synonym decoding")
struct SynonymDecodingTests {
  static let decoded: [(JSON, Synonym.Kind)] = [
    (
      [
        "objectID": "a-list-of-2-synonyms", "type": "synonym",
        "synonyms": ["pants", "trousers", "slacks"],
      ],
      .regular(synonyms: ["pants", "trousers", "slacks"])
    ),
    (
      [
        "objectID": "a-unique-identifier", "type": "oneWaySynonym", "input": "tablet",
        "synonyms": ["ipad", "galaxy tab"],
      ],
      .oneWay(input: "tablet", synonyms: ["ipad", "galaxy tab"])
    ),
    (
      [
        "objectID": "id", "type": "onewaysynonym", "input": "car", "synonyms": ["vehicle", "auto"],
      ],
      .oneWay(input: "car", synonyms: ["vehicle", "auto"])
    ),
    (
      ["objectID": "id", "type": "altCorrection1", "word": "car", "corrections": ["vehicle"]],
      .alternativeCorrection(word: "car", corrections: ["vehicle"], typos: 1)
    ),
    (
      ["objectID": "id", "type": "altcorrection2", "word": "car", "corrections": ["auto"]],
      .alternativeCorrection(word: "car", corrections: ["auto"], typos: 2)
    ),
    (
      [
        "objectID": "street", "type": "placeholder", "placeholder": "<Street>",
        "replacements": ["street", "st"],
      ],
      .placeholder(placeholder: "<Street>", replacements: ["street", "st"])
    ),
  ]

  @Test("every exported type decodes, and encodes back to the same object", arguments: decoded)
  func decodes(json: JSON, kind: Synonym.Kind) throws {
    let synonym = try Synonym(json: json, path: "[0]")
    #expect(synonym.kind == kind)
    #expect(synonym.objectID == json["objectID"]?.stringValue)
    #expect(try Synonym(json: synonym.json, path: "[0]") == synonym)
  }

  static let rejected: [(JSON, String)] = [
    (["objectID": "a", "type": "synonym", "synonyms": ["a", 3]], "[4].synonyms[1]"),
    (["objectID": "a", "type": "synonym"], "[4].synonyms"),
    (["objectID": "a", "type": "oneWaySynonym", "synonyms": ["b"]], "[4].input"),
    (
      ["objectID": "a", "type": "altCorrection1", "word": "b", "corrections": "c"],
      "[4].corrections"
    ),
    (
      ["objectID": "a", "type": "placeholder", "placeholder": "Street", "replacements": ["st"]],
      "[4].placeholder"
    ),
    (["objectID": "a", "type": "antonym", "synonyms": ["a"]], "[4].type"),
    (["type": "synonym", "synonyms": ["a"]], "[4].objectID"),
    ("synonym", "[4]"),
  ]

  @Test("a bad synonym names the JSON path of the member at fault", arguments: rejected)
  func rejects(json: JSON, path: String) {
    #expect {
      try Synonym(json: json, path: "[4]", file: "shop_synonyms.json")
    } throws: { error in
      guard let error = error as? LocalLoadError else { return false }
      return error.key == path && error.file == "shop_synonyms.json"
    }
  }

  @Test("a list names the element's index in its path")
  func list() throws {
    let array: JSON = [
      ["objectID": "1", "type": "synonym", "synonyms": ["a", "b"]],
      ["objectID": "2", "type": "synonym", "synonyms": "a"],
    ]
    #expect {
      try Synonym.list(json: array, path: "synonyms", file: "shop_configuration.json")
    } throws: { error in
      (error as? LocalLoadError)?.description
        == "shop_configuration.json: key `synonyms[1].synonyms`: expected an array of strings, found \"a\""
    }
    #expect(try Synonym.list(json: [array[0]!]).count == 1)
  }

  @Test("synonyms are set per index name and read back; an unknown index is a 404")
  func setAndRead() throws {
    let client = try Fixtures.client()
    let synonyms = try Synonym.list(json: [SynonymDecodingTests.decoded[0].0])
    try client.setSynonyms(synonyms, indexName: "shop")
    #expect(try client.synonyms(indexName: "shop") == synonyms)
    #expect(try client.synonyms(indexName: "shop_price_asc").isEmpty)
    #expect(throws: SearchError.http(status: 404, message: "Index nope does not exist")) {
      try client.setSynonyms(synonyms, indexName: "nope")
    }
  }
}
