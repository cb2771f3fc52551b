import Foundation
import InstantSearchClient
import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// A search answer naming the index, with one hit.
private func answer(index: String) -> LoopbackReply {
  .json(
    #"{"hits":[{"objectID":"1","title":"Star Wars"}],"nbHits":1,"page":0,"nbPages":1,"hitsPerPage":20,"index":"\#(index)","processingTimeMS":1}"#
  )
}

/// The request body as JSON.
private func body(_ request: RecordedRequest) throws -> JSON {
  try JSONParser.parse(Array(request.body))
}

@Suite("Algolia search service over real sockets")
struct AlgoliaSearchServiceTests {
  @Test("Search one index: POST /1/indexes/NAME/query with the object-form body")
  func search() async throws {
    let server = try LoopbackServer(replies: [answer(index: "movies")])
    let client = makeClient(ports: [server.port])
    var query = Query("star")
    query.hitsPerPage = 5
    query.filters = #""genre":"Sci Fi""#
    let response = try await client.index(withName: "movies").search(query)
    #expect(response.hits.map(\.objectID) == ["1"])
    #expect(response.index == "movies")
    let request = try #require(server.requests.first)
    #expect(request.method == "POST")
    #expect(request.target == "/1/indexes/movies/query")
    #expect(
      request.bodyText == #"{"query":"star","filters":"\"genre\":\"Sci Fi\"","hitsPerPage":5}"#)
  }

  @Test(
    "Index names are one encoded path segment",
    arguments: [
      ("my movies", "/1/indexes/my%20movies/query"),
      ("a/b", "/1/indexes/a%2Fb/query"),
      ("films é ü", "/1/indexes/films%20%C3%A9%20%C3%BC/query"),
      ("*", "/1/indexes/%2A/query"),
    ])
  func encodedNames(name: String, target: String) async throws {
    let server = try LoopbackServer(replies: [answer(index: name)])
    let client = makeClient(ports: [server.port])
    _ = try await client.index(withName: name).search(Query())
    #expect(server.requests.first?.target == target)
    #expect(server.requests.first?.bodyText == "{}")
  }

  @Test("Multiple queries: POST /1/indexes/*/queries, results in order")
  func multipleQueries() async throws {
    let server = try LoopbackServer(replies: [
      .json(
        #"{"results":[{"hits":[],"nbHits":0,"index":"movies"},{"hits":[{"objectID":"9"}],"nbHits":1,"index":"movies year"}]}"#
      )
    ])
    let client = makeClient(ports: [server.port])
    var second = Query("star")
    second.facets = ["genre"]
    let responses = try await client.search(
      [
        IndexedQuery(indexName: "movies", query: Query("star")),
        IndexedQuery(indexName: "movies year", query: second),
      ], strategy: .stopIfEnoughMatches)
    #expect(responses.map(\.index) == ["movies", "movies year"])
    #expect(responses[1].hits.first?.objectID == "9")
    let request = try #require(server.requests.first)
    #expect(request.target == "/1/indexes/*/queries")
    #expect(
      request.bodyText
        == #"{"requests":[{"indexName":"movies","query":"star"},{"indexName":"movies year","query":"star","facets":["genre"]}],"strategy":"stopIfEnoughMatches"}"#
    )
  }

  @Test("A results count that does not match the queries is a decoding error")
  func resultsMismatch() async throws {
    let server = try LoopbackServer(replies: [.json(#"{"results":[]}"#)])
    let client = makeClient(ports: [server.port])
    await #expect(
      throws: SearchError.decoding(path: "results", reason: "expected 1 results, found 0")
    ) {
      try await client.search([IndexedQuery(indexName: "movies", query: Query())])
    }
  }

  @Test("Search for facet values: the facet is a path segment, other parameters go in params")
  func facetSearch() async throws {
    let server = try LoopbackServer(replies: [
      .json(
        #"{"facetHits":[{"value":"Science Fiction","highlighted":"<em>Sci</em>ence Fiction","count":3}],"exhaustiveFacetsCount":true}"#
      )
    ])
    let client = makeClient(ports: [server.port])
    var query = Query()
    query.filters = "year>2000"
    let response = try await client.index(withName: "movies").searchForFacetValues(
      of: "categories.lvl0 & co", matching: "sci", query: query, maxFacetHits: 10)
    #expect(response.facetHits.map(\.count) == [3])
    let request = try #require(server.requests.first)
    #expect(request.target == "/1/indexes/movies/facets/categories.lvl0%20%26%20co/query")
    #expect(
      try body(request)
        == ["facetQuery": "sci", "maxFacetHits": 10, "params": "filters=year%3E2000"])
  }

  @Test("List indices: GET /1/indexes with optional paging")
  func listIndices() async throws {
    let server = try LoopbackServer(replies: [
      .json(#"{"items":[{"name":"movies","entries":3}],"nbPages":1}"#)
    ])
    let client = makeClient(ports: [server.port])
    let all = try await client.listIndices()
    let paged = try await client.listIndices(page: 0, hitsPerPage: 2)
    #expect(all.items.map(\.name) == ["movies"])
    #expect(paged.items.first?.entries == 3)
    #expect(server.requests.map(\.method) == ["GET", "GET"])
    #expect(server.requests.map(\.target) == ["/1/indexes", "/1/indexes?page=0&hitsPerPage=2"])
  }

  @Test("Truncated JSON in a 200 is a decoding error with the position")
  func truncatedJSON() async throws {
    let server = try LoopbackServer(replies: [.json(#"{"hits":[{"objectID":"1","ti"#)])
    let client = makeClient(ports: [server.port])
    let error = await #expect(throws: SearchError.self) {
      try await client.index(withName: "movies").search(Query())
    }
    #expect(
      error?.description.hasPrefix(
        "Cannot decode the response at $: invalid JSON at line 1, column") == true)
  }

  @Test("A 200 of the wrong shape names the path")
  func wrongShape() async throws {
    let server = try LoopbackServer(replies: [.json(#"{"hits":[{"objectID":"1"},"x"]}"#)])
    let client = makeClient(ports: [server.port])
    await #expect(
      throws: SearchError.decoding(
        path: "hits[1]", reason: #"expected an object, found the string "x""#)
    ) {
      try await client.index(withName: "movies").search(Query())
    }
  }

  @Test("A non-JSON 5xx on every host is an unreachable-hosts error quoting the body")
  func nonJSONServerError() async throws {
    let server = try LoopbackServer(replies: [.text(503, "upstream overloaded")])
    let client = makeClient(ports: [server.port])
    await #expect(
      throws: SearchError.unreachableHosts([
        .init(
          host: "http://127.0.0.1:\(server.port)", status: 503,
          reason: "non-JSON body: upstream overloaded")
      ])
    ) {
      try await client.index(withName: "movies").search(Query())
    }
  }

  @Test("Indices are equal by name and client")
  func indexEquality() {
    let first = Client(appID: "A", apiKey: "k")
    let second = Client(appID: "A", apiKey: "k")
    #expect(first.index(withName: "movies") == first.index(withName: "movies"))
    #expect(first.index(withName: "movies") != first.index(withName: "series"))
    #expect(first.index(withName: "movies") != second.index(withName: "movies"))
    #expect(Set([first.index(withName: "a"), first.index(withName: "a")]).count == 1)
  }
}
