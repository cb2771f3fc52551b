import InstantSearchCore
import InstantSearchLocal
import Testing

@Suite("Query semantics")
struct QuerySemanticsTests {
  let client: LocalClient

  init() throws {
    client = try Fixtures.client()
  }

  func search(_ parameters: JSON, index: String = "shop") throws -> JSON {
    try client.search(indexName: index, parameters: parameters)
  }

  // https://www.algolia.com/doc/guides/managing-results/optimize-search-results/handling-natural-languages-nlp/in-depth/normalization/
  // https://www.algolia.com/doc/api-reference/api-parameters/queryType/ (prefixLast)
  @Test(
    "words are matched case- and diacritic-insensitively, all of them, the last as a prefix",
    arguments: [
      ("GALAXY s21", ["2"]), ("television", ["4"]), ("TÉLÉVISION sony", ["4"]),
      ("samsung tab", ["3"]), ("apple pro", ["5"]), ("ipad iphone", []), ("sams", ["2", "3", "6"]),
      ("store", ["5", "1"]), ("zzz", []),
    ])
  func matching(query: String, expected: [String]) throws {
    let response = try search(["query": .string(query)])
    #expect(Fixtures.ids(response) == expected)
    #expect(response["nbHits"]?.intValue == expected.count)
  }

  // https://www.algolia.com/doc/api-reference/api-parameters/queryType/
  @Test("queryType decides which words are prefixes")
  func queryType() throws {
    #expect(try search(["query": "gal"])["nbHits"] == 4)
    #expect(try search(["query": "gal", "queryType": "prefixNone"])["nbHits"] == 0)
    #expect(try search(["query": "sam gal", "queryType": "prefixLast"])["nbHits"] == 0)
    #expect(try search(["query": "sam gal", "queryType": "prefixAll"])["nbHits"] == 3)
  }

  // https://www.algolia.com/doc/api-reference/api-parameters/minWordSizefor1Typo/,
  // https://www.algolia.com/doc/api-reference/api-parameters/minWordSizefor2Typos/ and
  // https://www.algolia.com/doc/api-reference/api-parameters/typoTolerance/
  @Test("typo tolerance follows minWordSizefor1Typo, minWordSizefor2Typos and typoTolerance")
  func typos() throws {
    #expect(try search(["query": "galaxy"])["nbHits"] == 4)
    #expect(try search(["query": "galaxy", "typoTolerance": false])["nbHits"] == 3)
    #expect(try search(["query": "samsnug"])["nbHits"] == 3)
    #expect(try search(["query": "samsnug", "minWordSizefor1Typo": 8])["nbHits"] == 0)
    #expect(try search(["query": "samsxxng", "queryType": "prefixNone"])["nbHits"] == 3)
    #expect(
      try search(["query": "samsxxng", "queryType": "prefixNone", "minWordSizefor2Typos": 9])[
        "nbHits"] == 0)
    #expect(try search(["query": "galaxy", "typoTolerance": "min"])["nbHits"] == 3)
  }

  // https://www.algolia.com/doc/guides/managing-results/relevance-overview/in-depth/ranking-criteria/
  @Test("ranking: fewer typos first, then the attribute and the position, then custom ranking")
  func ranking() throws {
    #expect(Fixtures.ids(try search(["query": "galaxi"])) == ["7", "6", "2", "3"])
    #expect(Fixtures.ids(try search(["query": "galaxy"])) == ["6", "2", "3", "7"])
    // "apple" is in the name of 1 and 5 and in the brand of both: custom ranking decides.
    #expect(Fixtures.ids(try search(["query": "apple"])) == ["5", "1"])
  }

  @Test("an empty query browses every record in custom-ranking order")
  func browse() throws {
    let response = try search([:])
    #expect(Fixtures.ids(response) == ["5", "1", "2", "4", "3", "6", "7"])
    #expect(response["nbHits"] == 7)
  }

  // https://www.algolia.com/doc/guides/managing-results/refine-results/sorting/in-depth/replicas/
  @Test("a standard replica sorts every match by its attribute first")
  func standardReplica() throws {
    #expect(
      Fixtures.ids(try search(["query": "galaxy"], index: "shop_price_asc")) == [
        "7", "6", "3", "2",
      ])
    #expect(
      Fixtures.ids(try search([:], index: "shop_price_asc")) == ["7", "6", "3", "2", "1", "5", "4"])
  }

  // https://www.algolia.com/doc/api-reference/api-parameters/relevancyStrictness/
  @Test("a virtual replica sorts the relevant hits by its custom ranking")
  func virtualReplica() throws {
    let response = try search(["query": "galaxy"], index: "shop_rating_desc")
    #expect(Fixtures.ids(response) == ["6", "2", "3", "7"])
    #expect(response["nbSortedHits"] == 3)
    #expect(response["appliedRelevancyStrictness"] == 100)
    let all = try search(["query": "galaxy", "relevancyStrictness": 0], index: "shop_rating_desc")
    #expect(Fixtures.ids(all) == ["6", "2", "3", "7"])
    #expect(all["nbSortedHits"] == 4)
    #expect(Fixtures.ids(try search([:], index: "shop_rating_desc")).prefix(3) == ["4", "5", "1"])
  }

  // https://www.algolia.com/doc/api-reference/api-parameters/paginationLimitedTo/
  @Test("pagination: nbPages counts pages up to paginationLimitedTo")
  func pagination() throws {
    let first = try search(["hitsPerPage": 2])
    #expect(first["nbPages"] == 4)
    #expect(Fixtures.ids(first) == ["5", "1"])
    #expect(Fixtures.ids(try search(["hitsPerPage": 2, "page": 3])) == ["7"])
    var settings = Fixtures.settings
    settings["paginationLimitedTo"] = 3
    let limited = try Fixtures.client(settings: settings)
    let response = try limited.search(indexName: "shop", parameters: ["hitsPerPage": 2])
    #expect(response["nbPages"] == 2)
    #expect(response["nbHits"] == 7)
    let beyond = try limited.search(indexName: "shop", parameters: ["hitsPerPage": 2, "page": 2])
    #expect(Fixtures.ids(beyond).isEmpty)
    #expect(try search(["hitsPerPage": 0])["nbPages"] == 0)
  }

  @Test("the params string form is read, and object members win over it")
  func paramsString() throws {
    let response = try search([
      "params": "query=galaxy&hitsPerPage=1&facets=%5B%22brand%22%5D", "hitsPerPage": 2,
    ])
    #expect(response["hitsPerPage"] == 2)
    #expect(response["query"] == "galaxy")
    #expect(response["facets"]?["brand"]?["Samsung"] == 3)
  }
}
