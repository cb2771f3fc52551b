import Testing

@testable import InstantSearchCore
@testable import InstantSearchLocal

@Suite("The engine reads a filter state's groups typed, as their text would read")
struct TypedFiltersTests {
  /// Filter states over the shop: OR facets, numeric AND, tags, negation, a hand-set string.
  @MainActor
  static func states() -> [(handSet: String?, snapshot: FilterStateSnapshot)] {
    var states: [(String?, FilterStateSnapshot)] = []
    let brands = FilterState()
    brands[or: "brand"].addAll([
      Filter.Facet(attribute: "brand", stringValue: "samsung"),
      Filter.Facet(attribute: "brand", stringValue: "Sony"),
    ])
    states.append((nil, brands.snapshot))
    brands[and: "price"].addAll([
      Filter.Numeric(attribute: "price", range: 100...800),
      Filter.Numeric(attribute: "rating", operator: .greaterThanOrEqual, value: 4),
    ])
    states.append((nil, brands.snapshot))
    states.append(("free_shipping:true", brands.snapshot))
    let tags = FilterState()
    tags[or: "tags", Filter.Tag.self].addAll([Filter.Tag(value: "new"), Filter.Tag(value: "sale")])
    tags[and: "not"].add(Filter.Facet(attribute: "brand", stringValue: "Sony", isNegated: true))
    tags[and: "flag"].add(Filter.Facet(attribute: "free_shipping", boolValue: true))
    states.append((nil, tags.snapshot))
    return states
  }

  /// The objectIDs and count of a search through the SearchService (typed groups) and of the
  /// same query written as text to the REST-shaped call.
  @MainActor
  static func bothWays(_ client: LocalClient, _ query: Query) async throws -> (
    typed: [String?], text: [String?], nbHits: (Int?, Int?)
  ) {
    let typed = try #require(
      try await client.search([IndexedQuery(indexName: "shop", query: query)], strategy: .none)
        .first)
    let text = try client.search(indexName: "shop", parameters: .object(query.json))
    return (
      typed.hits.map(\.objectID), Fixtures.ids(text).map { $0 },
      (typed.nbHits, text["nbHits"]?.intValue)
    )
  }

  @Test("hits and counts equal those of the filters string, with and without pending writes")
  @MainActor
  func sameAsTheString() async throws {
    let client = try Fixtures.client()
    for pass in 0..<2 {
      for (offset, state) in Self.states().enumerated() {
        for text in ["", "galaxy"] {
          var query = Query(text)
          query.setFilters(handSet: state.handSet, tree: state.snapshot.filterTree)
          #expect(query.filterTree != nil)
          let result = try await Self.bothWays(client, query)
          #expect(result.typed == result.text, "pass \(pass), state \(offset), \(text)")
          #expect(result.nbHits.0 == result.nbHits.1, "pass \(pass), state \(offset), \(text)")
        }
      }
      try client.changeRecords(
        inIndex: "shop",
        [
          .save(["objectID": "8", "name": "Galaxy Watch", "brand": "Sony", "price": 249.5]),
          .delete(objectID: "2"),
        ])
    }
  }

  /// A query whose tree selects Sony while its text says Samsung: only a tree read typed, not
  /// parsed from the text, finds Sony records and no Samsung one.
  static func mismatched(_ text: String) -> Query {
    let sony = Filter.facet(Filter.Facet(attribute: "brand", stringValue: "Sony"))
    let tree = FilterTree(
      groups: [FilterTree.Group(filters: [sony], isDisjunctive: false)],
      text: #"( "brand":"Samsung" )"#)
    var query = Query(text)
    query.setFilters(handSet: nil, tree: tree)
    return query
  }

  @Test("the groups reach the engine typed: the text is echoed in params, never parsed")
  func treeIsNotParsed() async throws {
    let client = try Fixtures.client()
    let response = try #require(
      try await client.search(
        [IndexedQuery(indexName: "shop", query: Self.mismatched(""))], strategy: .none
      ).first)
    #expect(response.hits.map(\.objectID) == ["4"])
    #expect(response.params?.contains("Samsung") == true)
  }

  @Test("a rule that applies keeps the typed groups; so do pending writes and facet values")
  func treeSurvivesRulesAndWrites() async throws {
    let client = try TypedAnswerTests.client()
    let query = Self.mismatched("galaxy")
    let ruled = try #require(
      try await client.search([IndexedQuery(indexName: "shop", query: query)], strategy: .none)
        .first)
    #expect(ruled.additional["userData"] == [["title": "Galaxy"]])
    #expect(ruled.hits.isEmpty, "no Sony record matches galaxy; Samsung ones do")
    let values = try await client.searchForFacetValues(
      of: "brand", matching: "", in: "shop", query: Self.mismatched(""), maxFacetHits: nil)
    #expect(values.facetHits.map(\.value) == ["Sony"])
    // The same facet query inside a multiple-queries call, as a multi-index searcher sends it.
    var facetQuery = Self.mismatched("")
    facetQuery.additionalParameters["type"] = "facet"
    facetQuery.additionalParameters["facet"] = "brand"
    facetQuery.additionalParameters["facetQuery"] = ""
    let inCall = try client.answers(
      ["requests": [IndexedQuery(indexName: "shop", query: facetQuery).json]],
      typed: [facetQuery])
    guard case .facetValues(let response) = try #require(inCall.first) else {
      Issue.record("expected facet values")
      return
    }
    #expect(response.facetHits.map(\.value) == ["Sony"])
    try client.changeRecords(
      inIndex: "shop", [.save(["objectID": "9", "name": "Sony Galaxy", "brand": "Sony"])])
    let pending = try #require(
      try await client.search([IndexedQuery(indexName: "shop", query: query)], strategy: .none)
        .first)
    #expect(pending.hits.map(\.objectID) == ["9"])
  }
}
