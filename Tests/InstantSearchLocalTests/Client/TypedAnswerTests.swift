import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("The engine's typed answers are what their JSON reads as")
struct TypedAnswerTests {
  /// Searches that set every member a response can have: facets with stats, none among the
  /// hits, a limit on the values; rules' userData and renderingContent, appliedRules and
  /// ranking info; a query ID; a virtual replica's relevant sort; a parameter ignored (named
  /// in `message`); a facet search among them.
  static let requests: [JSON] = [
    ["indexName": "shop", "query": "galaxy", "facets": ["*"], "getRankingInfo": true],
    ["indexName": "shop", "query": "", "facets": ["price", "brand"], "maxValuesPerFacet": 2],
    ["indexName": "shop", "query": "zzzz", "facets": ["brand"], "clickAnalytics": true],
    ["indexName": "shop", "query": "apple", "hitsPerPage": 1, "page": 1, "notAParameter": 3],
    [
      "indexName": "shop_rating_desc", "query": "galaxy", "relevancyStrictness": 50,
      "facets": ["categories"],
    ],
    ["indexName": "shop_price_asc", "query": "s", "filters": "free_shipping:true"],
    ["indexName": "shop", "type": "facet", "facet": "brand", "facetQuery": "sa"],
  ]

  /// The shop with a rule that adds userData and a facet ordering to searches for "galaxy".
  static func client() throws -> LocalClient {
    let client = try Fixtures.client()
    try client.setRules(
      Rule.list(
        json: JSON(
          parsing: #"[{"objectID": "banner", "conditions": [{"pattern": "galaxy","#
            + #" "anchoring": "contains"}], "consequence": {"userData": {"title": "Galaxy"},"#
            + #" "params": {"renderingContent": {"facetOrdering": {"facets": {"order":"#
            + #" ["brand"]}}}}}}]"#)), indexName: "shop")
    return client
  }

  /// Each search answer's ``SearchAnswer/response`` against ``SearchResponse`` read from its
  /// ``SearchAnswer/json``; how many searches there were.
  static func compare(_ client: LocalClient, strategy: String) throws -> Int {
    let results = try client.answers(
      ["requests": .array(requests), "strategy": .string(strategy)])
    #expect(results.count == requests.count)
    var searches = 0
    for (offset, result) in results.enumerated() {
      guard case .search(let answer) = result else { continue }
      #expect(answer.response == (try SearchResponse(json: answer.json)), "request \(offset)")
      searches += 1
    }
    return searches
  }

  @Test("every member, before and after records are written and not merged")
  func sameAsReadingTheJSON() throws {
    let client = try Self.client()
    #expect(try Self.compare(client, strategy: "none") == Self.requests.count - 1)
    try client.changeRecords(
      inIndex: "shop",
      [
        .save(["objectID": "8", "name": "Galaxy Watch", "brand": "Samsung", "price": 249.5]),
        .delete(objectID: "2"),
      ])
    #expect(try Self.compare(client, strategy: "none") == Self.requests.count - 1)
    // The queries after one that fills its page answer empty, in the same shape.
    #expect(try Self.compare(client, strategy: "stopIfEnoughMatches") == Self.requests.count - 1)
  }

  @Test("a response in process carries the members its JSON carries")
  func membersInProcess() async throws {
    let client = try Self.client()
    var query = Query("galaxy")
    query.facets = ["price"]
    query.getRankingInfo = true
    query.additionalParameters["notAParameter"] = true
    let response = try #require(
      try await client.search(
        [IndexedQuery(indexName: "shop", query: query)], strategy: .none
      ).first)
    #expect(response.facetsStats?["price"]?.max == 699)
    #expect(response.additional["userData"] == [["title": "Galaxy"]])
    #expect(response.additional["appliedRules"] == [["objectID": "banner"]])
    #expect(response.additional["message"]?.stringValue?.contains("notAParameter") == true)
    #expect(response.exhaustive?["facetsCount"] == true)
  }
}
