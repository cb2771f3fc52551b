import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// A response with facets only.
private func facets(_ facets: [String: [String: Int]], exhaustive: Bool? = nil) -> SearchResponse {
  var response = SearchResponse()
  response.facets = facets
  response.exhaustiveFacetsCount = exhaustive
  return response
}

@MainActor
@Suite("Disjunctive faceting: queries and merge")
struct DisjunctiveFacetingTests {
  /// The filter state of REFERENCE-BEHAVIOUR §3.2.
  private func referenceFilterState() -> FilterState {
    let filterState = FilterState()
    filterState[or: "color"].addAll([
      Filter.Facet(attribute: "color", stringValue: "red"),
      Filter.Facet(attribute: "color", stringValue: "blue"),
    ])
    filterState[and: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "sony"))
    filterState[or: "size"].add(Filter.Facet(attribute: "size", stringValue: "M"))
    filterState[and: "price"].add(
      Filter.Numeric(attribute: "price", operator: .lessThan, value: 100))
    filterState[and: "promo"].add(Filter.Facet(attribute: "color", stringValue: "green"))
    return filterState
  }

  private func referenceQuery() -> Query {
    var query = Query("tv")
    query.page = 2
    query.hitsPerPage = 20
    query.facets = ["brand", "color"]
    return query
  }

  private func referencePlan() -> DisjunctiveFaceting {
    DisjunctiveFaceting(
      indexName: "products", query: referenceQuery(), filters: referenceFilterState().snapshot,
      additionalAttributes: ["rating"])
  }

  @Test("REFERENCE §3.2: main query, then one query per attribute, sorted")
  func referenceQueries() throws {
    let queries = referencePlan().queries
    try #require(queries.count == 4)
    #expect(queries.allSatisfy { $0.indexName == "products" })
    let main = queries[0].query
    #expect(main.query == "tv")
    #expect(main.facets == ["brand", "color"])
    #expect(main.page == 2)
    #expect(main.hitsPerPage == 20)
    #expect(main.analytics == nil)
    #expect(
      main.filters
        == #"( "brand":"sony" ) AND ( "color":"blue" OR "color":"red" ) AND ( "price" < 100 ) AND ( "color":"green" ) AND ( "size":"M" )"#
    )
    #expect(queries[1...].map { $0.query.facets ?? [] } == [["color"], ["rating"], ["size"]])
    for facetQuery in queries[1...].map(\.query) {
      #expect(facetQuery.query == "tv")
      #expect(facetQuery.page == 0)
      #expect(facetQuery.hitsPerPage == 0)
      #expect(facetQuery.analytics == false)
      #expect(facetQuery.clickAnalytics == false)
      #expect(facetQuery.attributesToRetrieve == [])
      #expect(facetQuery.attributesToHighlight == [])
    }
    #expect(
      queries[1].query.filters
        == #"( "brand":"sony" ) AND ( "price" < 100 ) AND ( "color":"green" ) AND ( "size":"M" )"#)
    #expect(queries[2].query.filters == main.filters, "nothing to drop for rating")
    #expect(
      queries[3].query.filters
        == #"( "brand":"sony" ) AND ( "color":"blue" OR "color":"red" ) AND ( "price" < 100 ) AND ( "color":"green" )"#
    )
  }

  @Test("REFERENCE §3.3: facets merged per attribute, selected values kept with 0")
  func referenceMerge() throws {
    var main = facets(["color": ["red": 3, "blue": 1], "brand": ["sony": 4]])
    main.hits = [Hit(json: ["objectID": "1"])]
    main.nbHits = 4
    main.page = 2
    let merged = try referencePlan().merge([
      main,
      facets(["color": ["red": 30, "blue": 10, "black": 7]], exhaustive: true),
      facets([:], exhaustive: false),
      facets(["size": ["S": 5, "L": 2]]),
    ])
    #expect(merged.hits == main.hits)
    #expect(merged.nbHits == 4)
    #expect(merged.page == 2)
    #expect(
      merged.facets == [
        "brand": ["sony": 4],
        "color": ["black": 7, "blue": 10, "green": 0, "red": 30],
        "rating": [:],
        "size": ["S": 5, "L": 2, "M": 0],
      ])
    #expect(merged.exhaustiveFacetsCount == false)
    #expect(
      JSONWriter().string(merged.json["facets"]!)
        == #"{"brand":{"sony":4},"color":{"red":30,"blue":10,"black":7,"green":0},"rating":{},"size":{"S":5,"L":2,"M":0}}"#
    )
  }

  @Test("Selected numeric and boolean values use our number format")
  func numberFormat() throws {
    let filterState = FilterState()
    filterState[or: "rating"].add(Filter.Facet(attribute: "rating", doubleValue: 10))
    filterState[or: "stock"].add(Filter.Facet(attribute: "stock", boolValue: true))
    let plan = DisjunctiveFaceting(
      indexName: "i", query: Query(), filters: filterState.snapshot)
    let merged = try plan.merge([
      facets([:]), facets(["rating": ["9": 2]]), facets(["stock": ["false": 1]]),
    ])
    #expect(merged.facets == ["rating": ["9": 2, "10": 0], "stock": ["false": 1, "true": 0]])
  }

  @Test("A wrong number of responses is an error")
  func countMismatch() {
    #expect(throws: SearchError.decoding(path: "results", reason: "expected 4 results, found 2")) {
      try referencePlan().merge([SearchResponse(), SearchResponse()])
    }
  }

  @Test("A hand-set filters string is ANDed, never overwritten")
  func handSetFilters() {
    let filterState = FilterState()
    filterState[or: "color"].add(Filter.Facet(attribute: "color", stringValue: "red"))
    var query = Query()
    query.filters = "brand:sony OR brand:lg"
    let plan = DisjunctiveFaceting(indexName: "i", query: query, filters: filterState.snapshot)
    #expect(
      plan.queries.map(\.query.filters) == [
        #"( brand:sony OR brand:lg ) AND ( "color":"red" )"#, "brand:sony OR brand:lg",
      ])
    let alone = DisjunctiveFaceting(indexName: "i", query: query, filters: FilterStateSnapshot())
    #expect(alone.queries.map(\.query.filters) == ["brand:sony OR brand:lg"])
  }

  @Test("Numeric filters on the attribute are left out of its query, as JS does")
  func numericExcluded() {
    let filterState = FilterState()
    filterState[or: "price"].add(Filter.Facet(attribute: "price", stringValue: "cheap"))
    filterState[or: "price", Filter.Numeric.self].add(
      Filter.Numeric(attribute: "price", operator: .greaterThan, value: 5))
    filterState[and: "other"].addAll([
      Filter.Numeric(attribute: "price", operator: .lessThan, value: 50),
      Filter.Numeric(attribute: "year", operator: .lessThan, value: 2000),
    ])
    filterState[and: "tags"].add(Filter.Tag(value: "price"))
    let plan = DisjunctiveFaceting(indexName: "i", query: Query(), filters: filterState.snapshot)
    #expect(plan.queries.count == 2)
    #expect(plan.queries[1].query.filters == #"( "year" < 2000 ) AND ( "_tags":"price" )"#)
  }

  @Test("Hierarchical queries: one per level, deepest selection removed, parent appended")
  func hierarchical() throws {
    let filterState = FilterState()
    filterState[and: "color"].add(Filter.Facet(attribute: "color", stringValue: "red"))
    let group = filterState[hierarchical: "cat"]
    group.hierarchicalAttributes = ["cat.lvl0", "cat.lvl1", "cat.lvl2"]
    group.hierarchicalFilters = [
      Filter.Facet(attribute: "cat.lvl0", stringValue: "a"),
      Filter.Facet(attribute: "cat.lvl1", stringValue: "a > b"),
    ]
    group.add(Filter.Facet(attribute: "cat.lvl1", stringValue: "a > b"))
    let plan = DisjunctiveFaceting(indexName: "i", query: Query(), filters: filterState.snapshot)
    let queries = plan.queries
    #expect(
      queries.map { $0.query.facets ?? [] }
        == [[], ["cat.lvl0"], ["cat.lvl1"], ["cat.lvl2"]].map { $0.isEmpty ? [] : $0 })
    #expect(
      queries.map(\.query.filters) == [
        #"( "cat.lvl1":"a > b" ) AND ( "color":"red" )"#,
        #"( "color":"red" )"#,
        #"( "color":"red" ) AND ( "cat.lvl0":"a" )"#,
        #"( "color":"red" ) AND ( "cat.lvl1":"a > b" )"#,
      ])
    #expect(plan.queryCount == 4)
  }
}
