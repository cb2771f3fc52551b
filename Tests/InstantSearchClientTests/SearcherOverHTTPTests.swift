import InstantSearchClient
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@MainActor
@Suite("A searcher on the HTTP service")
struct SearcherOverHTTPTests {
  @Test("Filters and disjunctive facets go out as one multiple-queries call; the merge comes back")
  func endToEnd() async throws {
    let server = try LoopbackServer(replies: [
      .json(
        #"{"results":[{"hits":[{"objectID":"7","title":"Alien"}],"nbHits":1,"facets":{"genre":{"Sci-Fi":1}}},{"hits":[],"nbHits":0,"facets":{"genre":{"Sci-Fi":1,"Drama":5}},"exhaustive":{"facetsCount":true}}]}"#
      )
    ])
    let client = makeClient(ports: [server.port])
    let searcher = HitsSearcher(index: client.index(withName: "movies"))
    searcher.query.query = "alien"
    searcher.query.facets = ["genre"]
    let filterState = FilterState()
    filterState[or: "genre"].add(Filter.Facet(attribute: "genre", stringValue: "Sci-Fi"))
    searcher.connectFilterState(filterState)
    let response = try #require(try await searcher.searchAndWait())
    #expect(response.hits.map(\.objectID) == ["7"])
    #expect(response.facets == ["genre": ["Sci-Fi": 1, "Drama": 5]])
    #expect(response.exhaustiveFacetsCount == true)
    let request = try #require(server.requests.first)
    #expect(request.target == "/1/indexes/*/queries")
    #expect(
      request.bodyText
        == #"{"requests":[{"indexName":"movies","query":"alien","filters":"( \"genre\":\"Sci-Fi\" )","facets":["genre"],"page":0},{"indexName":"movies","query":"alien","facets":["genre"],"page":0,"hitsPerPage":0,"attributesToRetrieve":[],"attributesToHighlight":[],"analytics":false,"clickAnalytics":false}],"strategy":"none"}"#
    )
  }

  @Test("A 404 reaches onError with the server's message")
  func missingIndex() async throws {
    let server = try LoopbackServer(replies: [.error(404, "Index nope does not exist")])
    let client = makeClient(ports: [server.port])
    let searcher = HitsSearcher(index: client.index(withName: "nope"))
    await #expect(throws: SearchError.http(status: 404, message: "Index nope does not exist")) {
      try await searcher.searchAndWait()
    }
  }
}
