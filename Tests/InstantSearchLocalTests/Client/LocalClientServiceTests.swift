import InstantSearchCore
import InstantSearchLocal
import Testing

@Suite("The local client as a SearchService")
struct LocalClientServiceTests {
  @Test("an Index of the local client searches like one of the HTTP client")
  func indexSearch() async throws {
    let client = try Fixtures.client()
    let index = client.index(withName: "shop")
    #expect(index == client.index(withName: "shop"))
    var query = Query("galaxy")
    query.facets = ["brand"]
    query.hitsPerPage = 2
    let response = try await index.search(query)
    #expect(response.nbHits == 4)
    #expect(response.nbPages == 2)
    #expect(response.hits.count == 2)
    #expect(response.facets?["brand"]?["Samsung"] == 3)
    #expect(response.index == "shop")
  }

  @Test("several queries come back in order; a missing index is a 404 SearchError")
  func multiple() async throws {
    let client = try Fixtures.client()
    let responses = try await client.search([
      IndexedQuery(indexName: "shop", query: Query("apple")),
      IndexedQuery(indexName: "shop_price_asc", query: Query("")),
    ])
    #expect(responses.map(\.nbHits) == [2, 7])
    await #expect(throws: SearchError.http(status: 404, message: "Index nowhere does not exist")) {
      try await client.index(withName: "nowhere").search(Query("x"))
    }
  }

  @Test("stopIfEnoughMatches runs queries until one fills its page; the others answer empty")
  func stopIfEnoughMatches() async throws {
    let client = try Fixtures.client()
    var few = Query("apple")
    few.hitsPerPage = 5
    var enough = Query("")
    enough.hitsPerPage = 3
    var later = Query("galaxy")
    later.page = 1
    let queries = [
      IndexedQuery(indexName: "shop", query: few),
      IndexedQuery(indexName: "shop_price_asc", query: enough),
      IndexedQuery(indexName: "shop", query: later),
    ]
    let responses = try await client.search(queries, strategy: .stopIfEnoughMatches)
    #expect(responses.map(\.nbHits) == [2, 7, 0], "one response per query, the last not run")
    #expect(responses[2].hits.isEmpty && responses[2].page == 1 && responses[2].query == "galaxy")
    #expect(responses[2].hitsPerPage == 20 && responses[2].index == "shop")
    let all = try await client.search(queries, strategy: .none)
    #expect(all.map(\.nbHits) == [2, 7, 4])
    let facet = try client.multipleQueries([
      "requests": [
        ["indexName": "shop", "query": "", "hitsPerPage": 3],
        ["indexName": "shop", "type": "facet", "facet": "brand", "facetQuery": "s"],
      ],
      "strategy": "stopIfEnoughMatches",
    ])
    #expect(facet["results"]?[1]?["facetHits"] == [])
    await #expect(throws: SearchError.http(status: 404, message: "Index nowhere does not exist")) {
      _ = try await client.search(
        [queries[0], IndexedQuery(indexName: "nowhere", query: Query())],
        strategy: .stopIfEnoughMatches)
    }
  }

  @Test("facet values and the index list come through the protocol")
  func facetValuesAndList() async throws {
    let client = try Fixtures.client()
    let values = try await client.index(withName: "shop").searchForFacetValues(
      of: "brand", matching: "s")
    #expect(values.facetHits.map(\.value) == ["Samsung", "Sony"])
    #expect(values.facetHits.map(\.count) == [3, 1])
    let list = try await client.listIndices()
    #expect(list.items.map(\.name) == ["shop", "shop_price_asc", "shop_rating_desc"])
    #expect(list.items.last?.isVirtual == true)
    let page = try await client.listIndices(page: 1, hitsPerPage: 2)
    #expect(page.items.map(\.name) == ["shop_rating_desc"])
    #expect(page.nbPages == 2)
  }

  @Test("a bad filter through the protocol is the API's 400")
  func badFilter() async throws {
    let client = try Fixtures.client()
    var query = Query("")
    query.filters = "brand:Apple OR price > 3"
    do {
      _ = try await client.index(withName: "shop").search(query)
      Issue.record("expected a 400")
    } catch let error as SearchError {
      #expect(error.status == 400)
      #expect(error.message.hasPrefix("filters: "))
    }
  }
}
