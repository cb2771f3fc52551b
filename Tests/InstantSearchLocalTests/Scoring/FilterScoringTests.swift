import InstantSearchCore
import InstantSearchLocal
import Testing

@Suite("Filter scoring")
struct FilterScoringTests {
  /// The demo shop browsed (empty query) by custom ranking: 5, 1, 2, 4, 3, 6, 7.
  static let browse = ["5", "1", "2", "4", "3", "6", "7"]

  // https://www.algolia.com/doc/api-reference/api-parameters/optionalFilters/
  // https://www.algolia.com/doc/api-reference/api-parameters/sumOrFiltersScores/
  // https://www.algolia.com/doc/guides/managing-results/refine-results/filtering/in-depth/filter-scoring/
  static let cases: [(String, JSON, [String])] = [
    (
      "an optional filter ranks the records that match it first",
      ["optionalFilters": ["free_shipping:true"]], ["1", "4", "3", "6", "5", "2", "7"]
    ),
    (
      "a negative optional filter ranks the records without the value first",
      ["optionalFilters": ["brand:-Apple"]], ["2", "4", "3", "6", "7", "5", "1"]
    ),
    (
      "scores add up across optional filters",
      ["optionalFilters": ["brand:Sony<score=3>", "free_shipping:true<score=1>"]],
      ["4", "1", "3", "6", "5", "2", "7"]
    ),
    (
      "an OR group of optional filters counts its best score",
      ["optionalFilters": [["brand:Apple<score=2>", "free_shipping:true<score=2>"]]],
      ["5", "1", "4", "3", "6", "2", "7"]
    ),
    (
      "with sumOrFiltersScores an OR group sums its scores",
      [
        "optionalFilters": [["brand:Apple<score=2>", "free_shipping:true<score=2>"]],
        "sumOrFiltersScores": true,
      ],
      ["1", "5", "4", "3", "6", "2", "7"]
    ),
    (
      "the params string form reads the optional filters",
      ["params": "optionalFilters=%5B%22brand%3ASony%22%5D"], ["4", "5", "1", "2", "3", "6", "7"]
    ),
    (
      "scores in a filters string's OR group rank what it keeps",
      ["filters": "brand:Apple<score=1> OR brand:Sony<score=3>"], ["4", "5", "1"]
    ),
  ]

  @Test("optional filters and filter scores rank as documented", arguments: cases)
  func ranking(_ name: String, _ parameters: JSON, _ expected: [String]) throws {
    let client = try Fixtures.client()
    let response = try client.search(indexName: "shop", parameters: parameters)
    #expect(Fixtures.ids(response) == expected, "\(name)")
    #expect(response["nbHits"]?.intValue == expected.count)
  }

  @Test("with a query, the filters criterion ranks after typos and words")
  func withQuery() throws {
    let client = try Fixtures.client()
    let base = Fixtures.ids(try client.search(indexName: "shop", parameters: ["query": "samsung"]))
    let scored = try client.search(
      indexName: "shop",
      parameters: [
        "query": "samsung", "optionalFilters": ["free_shipping:true"], "getRankingInfo": true,
      ])
    let free: Set<String> = ["1", "3", "4", "6"]
    #expect(Fixtures.ids(scored) == base.filter(free.contains) + base.filter { !free.contains($0) })
    let infos = (scored["hits"]?.arrayValue ?? []).map {
      ($0["objectID"]?.stringValue ?? "", $0["_rankingInfo"]?["filters"]?.intValue ?? -1)
    }
    for (id, filters) in infos { #expect(filters == (free.contains(id) ? 1 : 0), "\(id)") }
  }

  @Test("a rule's automaticOptionalFacetFilters boost the facet value found in the query")
  func ruleOptionalFilters() throws {
    // https://www.algolia.com/doc/guides/managing-results/rules/detecting-intent/how-to/applying-a-filter-if-the-query-match-a-facet-value
    let client = try Fixtures.client()
    try client.setRules(
      Rule.list(
        json: JSON(
          parsing: #"[{"objectID": "b", "conditions": [{"pattern": "{facet:brand}","#
            + #" "anchoring": "is"}], "consequence": {"params": {"automaticOptionalFacetFilters":"#
            + #" [{"facet": "brand", "score": 2}]}}}]"#)), indexName: "shop")
    let response = try client.search(
      indexName: "shop", parameters: ["query": "sony", "getRankingInfo": true])
    #expect(Fixtures.ids(response) == ["4", "5", "1", "2", "3", "6", "7"])
    #expect(response["hits"]?[0]?["_rankingInfo"]?["filters"] == 2)
  }

  @Test("a malformed optional filter is a 400 naming optionalFilters")
  func malformed() throws {
    let client = try Fixtures.client()
    for value: JSON in [["brand"], [1], ["brand:x<score=high>"]] {
      #expect {
        try client.search(indexName: "shop", parameters: ["optionalFilters": value])
      } throws: { error in
        guard case .http(400, let message) = error as? SearchError else { return false }
        return message.hasPrefix("optionalFilters")
      }
    }
  }
}
