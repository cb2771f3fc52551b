import Foundation
import InstantSearchClient
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@Suite("Insights client over real sockets")
struct InsightsClientTests {
  @Test("events go in one POST /1/events to the given host, with the credentials")
  func send() async throws {
    let server = try LoopbackServer(replies: [.json(#"{"status":200,"message":"OK"}"#)])
    let client = InsightsClient(
      appID: "APP", apiKey: "secret-key",
      hosts: [APIHost("127.0.0.1", scheme: "http", port: server.port)])
    let event = InsightsEvent(
      kind: .click, eventName: "Product Clicked", indexName: "products", userToken: "u1",
      objectIDs: ["7"], positions: [3], queryID: "q1")
    try await client.send([event])
    let request = try #require(server.requests.first)
    #expect(request.method == "POST")
    #expect(request.target == "/1/events")
    #expect(
      request.bodyText
        == #"{"events":[{"eventType":"click","eventName":"Product Clicked","index":"products","userToken":"u1","objectIDs":["7"],"positions":[3],"queryID":"q1"}]}"#
    )
    #expect(request.header("X-Algolia-Application-Id") == "APP")
  }

  @Test("the default host is insights.algolia.io; an invalid event is never sent")
  func defaultsAndValidation() async throws {
    #expect(InsightsClient.defaultHost.description == "https://insights.algolia.io")
    let server = try LoopbackServer(replies: [.json("{}")])
    let client = InsightsClient(
      appID: "APP", apiKey: "k", hosts: [APIHost("127.0.0.1", scheme: "http", port: server.port)])
    let bad = InsightsEvent(
      kind: .click, eventName: "", indexName: "products", userToken: "u", objectIDs: ["1"])
    await #expect(throws: SearchError.self) { try await client.send([bad]) }
    #expect(server.requests.isEmpty)
  }
}
