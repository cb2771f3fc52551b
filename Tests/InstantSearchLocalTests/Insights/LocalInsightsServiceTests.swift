import InstantSearchCore
import InstantSearchLocal
import InstantSearchTestSupport
import Testing

@Suite("The local engine's Insights log")
struct LocalInsightsServiceTests {
  @Test("a click from a clickAnalytics search is accepted and logged with its positions")
  func click() async throws {
    let engine = LocalClient.demo(count: 200)
    let lines = Locked<[String]>([])
    let service = LocalInsightsService(engine: engine) { line in lines.withLock { $0.append(line) }
    }
    var query = Query("phone")
    query.clickAnalytics = true
    let response = try await engine.index(withName: "products").search(query)
    let queryID = try #require(response.queryID)
    let hits = Array(response.insightsHits.prefix(2))
    let event = InsightsEvent(
      kind: .click, eventName: "Product Clicked", indexName: "products", userToken: "user-1",
      objectIDs: hits.compactMap(\.objectID), positions: hits.compactMap(\.position),
      queryID: queryID)
    try await service.send([event])
    #expect(service.events == [event])
    let ids = hits.compactMap(\.objectID)
    #expect(
      lines.withLock { $0 } == [
        "click \"Product Clicked\" products user-1 [\(ids[0])@1, \(ids[1])@2] queryID \(queryID)"
      ])
  }

  @Test("a search's queryID is its index and parameters' hash, the same in every process")
  func stableQueryID() throws {
    let client = try Fixtures.client()
    let response = try client.search(
      indexName: "shop", parameters: ["query": "galaxy", "clickAnalytics": true])
    // FNV-1a of "shop", a zero byte and the echoed parameters: no per-process seed.
    #expect(response["params"] == "query=galaxy&clickAnalytics=true")
    #expect(response["queryID"] == "e414a079b2fc79c1e414a079b2fc79c1")
    let other = try client.search(
      indexName: "shop", parameters: ["query": "galaxi", "clickAnalytics": true])
    #expect(other["queryID"] != response["queryID"])
  }

  @Test("an invalid event or an unknown index is refused, and nothing of the call is logged")
  func refused() async {
    let service = LocalInsightsService(engine: LocalClient.demo(count: 10))
    let good = InsightsEvent(
      kind: .view, eventName: "Seen", indexName: "products", userToken: "u", objectIDs: ["1"])
    var empty = good
    empty.objectIDs = []
    await #expect(
      throws: SearchError.invalidRequest(
        "events[1]: Insights event: objectIDs must hold 1 to 20 IDs, found 0")
    ) {
      try await service.send([good, empty])
    }
    var missing = good
    missing.indexName = "nope"
    await #expect(throws: SearchError.http(status: 404, message: "Index nope does not exist")) {
      try await service.send([missing])
    }
    #expect(service.events.isEmpty)
  }
}
