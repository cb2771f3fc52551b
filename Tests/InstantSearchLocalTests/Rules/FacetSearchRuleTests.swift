import InstantSearchCore
import InstantSearchLocal
import Testing

/// A search for facet values counts the records the same search would find, rules included:
/// its counts are the search's facet counts, whatever the rules do to that search.
/// https://www.algolia.com/doc/api-reference/api-methods/search-for-facet-values/ ("often used in
/// combination with a user's current search"), and the consequences of
/// https://www.algolia.com/doc/api-reference/api-methods/save-rule/
@Suite("Rules in a search for facet values")
struct FacetSearchRuleTests {
  static let consequences: [(String, JSON)] = [
    ("filters", ["params": ["filters": "free_shipping:true"]]),
    ("hide", ["hide": [["objectID": "2"], ["objectID": "6"]]]),
    ("query edit", ["params": ["query": ["remove": ["galaxy"]]]]),
    ("promote", ["promote": [["objectID": "4", "position": 0]]]),
  ]

  /// Value counts of `brand` from a facet search, by value.
  static func facetCounts(_ client: LocalClient, _ query: String) throws -> [String: Int] {
    let result = try client.searchForFacetValues(
      indexName: "shop", facetName: "brand", body: ["query": .string(query), "facetQuery": ""])
    var counts: [String: Int] = [:]
    for hit in result["facetHits"]?.arrayValue ?? [] {
      if let value = hit["value"]?.stringValue { counts[value] = hit["count"]?.intValue }
    }
    return counts
  }

  /// Value counts of `brand` from a facet query inside a multiple-queries call.
  static func multipleQueriesCounts(_ client: LocalClient, _ query: String) throws
    -> [String: Int]
  {
    let result = try client.multipleQueries([
      "requests": [
        [
          "indexName": "shop", "type": "facet", "facet": "brand", "query": .string(query),
          "facetQuery": "",
        ]
      ]
    ])
    var counts: [String: Int] = [:]
    for hit in result["results"]?[0]?["facetHits"]?.arrayValue ?? [] {
      if let value = hit["value"]?.stringValue { counts[value] = hit["count"]?.intValue }
    }
    return counts
  }

  /// Value counts of `brand` from the search itself.
  static func searchCounts(_ client: LocalClient, _ query: String) throws -> [String: Int] {
    let response = try client.search(
      indexName: "shop", parameters: ["query": .string(query), "facets": ["brand"]])
    var counts: [String: Int] = [:]
    for (value, count) in response["facets"]?["brand"]?.objectValue ?? [:] {
      counts[value] = count.intValue
    }
    return counts
  }

  @Test("the counts follow the rule as the search's facets do", arguments: consequences)
  func countsFollowRules(name: String, consequence: JSON) throws {
    let client = try Fixtures.client()
    let without = try Self.facetCounts(client, "galaxy")
    let rule: JSON = [
      "objectID": .string(name),
      "conditions": [["pattern": "galaxy", "anchoring": "contains"]],
      "consequence": consequence,
    ]
    try client.setRules(Rule.list(json: [rule]), indexName: "shop")
    let with = try Self.facetCounts(client, "galaxy")
    #expect(with == (try Self.searchCounts(client, "galaxy")))
    #expect(with != without, "the rule changes what is counted")
    #expect(with == (try Self.multipleQueriesCounts(client, "galaxy")), "in multiple queries too")
  }

  @Test("a rule's condition reads the search's query, not the facet query")
  func conditionOnQuery() throws {
    let client = try Fixtures.client()
    let rule: JSON = [
      "objectID": "r", "conditions": [["pattern": "samsung", "anchoring": "is"]],
      "consequence": ["params": ["filters": "free_shipping:true"]],
    ]
    try client.setRules(Rule.list(json: [rule]), indexName: "shop")
    let result = try client.searchForFacetValues(
      indexName: "shop", facetName: "brand", body: ["query": "", "facetQuery": "samsung"])
    let plain = try Fixtures.client().searchForFacetValues(
      indexName: "shop", facetName: "brand", body: ["query": "", "facetQuery": "samsung"])
    #expect(result["facetHits"] == plain["facetHits"])
  }
}
