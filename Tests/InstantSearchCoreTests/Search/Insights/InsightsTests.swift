import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// An Insights service that keeps what it receives.
private final class KeptEvents: InsightsService {
  private let kept = Locked<[InsightsEvent]>([])
  var events: [InsightsEvent] { kept.withLock { $0 } }
  func send(_ events: [InsightsEvent]) async throws { kept.withLock { $0 += events } }
}

/// Records the errors of an events API.
@MainActor
private final class ErrorBox {
  var errors: [String] = []
}

@MainActor
@Suite("Insights events")
struct InsightsTests {
  @Test("Hits of a clickAnalytics response carry the queryID and their position across pages")
  func positions() throws {
    var response = SearchResponse(
      hits: [Hit(json: ["objectID": "7"]), Hit(json: ["objectID": "9"])], nbHits: 50, page: 2,
      nbPages: 5, hitsPerPage: 10)
    #expect(response.insightsHits.map(\.position) == [nil, nil])
    response.queryID = "abc"
    #expect(response.insightsHits.map(\.position) == [21, 22])
    #expect(response.insightsHits.map(\.queryID) == ["abc", "abc"])
  }

  @Test("A click after a search sends objectIDs, positions and queryID")
  func click() async throws {
    let service = KeptEvents()
    let insights = Insights(service: service, indexName: "products", userToken: "user-1")
    var response = SearchResponse(
      hits: [Hit(json: ["objectID": "7"])], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20)
    response.queryID = "q1"
    try await insights.sendAndWait(
      insights.event(.click, eventName: "Product Clicked", hits: response.insightsHits))
    let event = try #require(service.events.first)
    #expect(event.positions == [1])
    #expect(event.queryID == "q1")
    #expect(
      JSONWriter().string(event.json)
        == #"{"eventType":"click","eventName":"Product Clicked","index":"products","userToken":"user-1","objectIDs":["7"],"positions":[1],"queryID":"q1"}"#
    )
  }

  @Test("A conversion keeps the queryID, a view drops it; neither has positions")
  func conversionAndView() {
    let insights = Insights(service: KeptEvents(), indexName: "products", userToken: "u")
    let hit = Hit(json: ["objectID": "1", "__position": 3, "__queryID": "q"])
    let conversion = insights.event(.conversion, eventName: "Bought", hits: [hit])
    #expect(conversion.queryID == "q" && conversion.positions == nil)
    let view = insights.event(.view, eventName: "Seen", hits: [hit])
    #expect(view.queryID == nil && view.positions == nil)
  }

  @Test(
    "Invalid events are refused before sending, with the member named",
    arguments: [
      (
        InsightsEvent(
          kind: .click, eventName: "", indexName: "i", userToken: "u", objectIDs: ["1"]),
        "eventName"
      ),
      (
        InsightsEvent(
          kind: .click, eventName: "e", indexName: "i", userToken: "a b", objectIDs: ["1"]),
        "userToken"
      ),
      (
        InsightsEvent(
          kind: .view, eventName: "e", indexName: "i", userToken: "u",
          objectIDs: (0..<21).map(String.init)), "objectIDs"
      ),
      (
        InsightsEvent(
          kind: .click, eventName: "e", indexName: "i", userToken: "u", objectIDs: ["1", "2"],
          positions: [1], queryID: "q"), "positions"
      ),
      (
        InsightsEvent(
          kind: .click, eventName: "e", indexName: "i", userToken: "u", objectIDs: ["1"],
          positions: [1]), "queryID"
      ),
    ])
  func invalid(event: InsightsEvent, member: String) async {
    let service = KeptEvents()
    let insights = Insights(service: service, indexName: "i", userToken: "u")
    let box = ErrorBox()
    insights.onError.subscribe(with: box) { box, error in box.errors.append("\(error)") }
    await #expect(throws: SearchError.self) { try await insights.sendAndWait(event) }
    #expect(service.events.isEmpty)
    #expect(box.errors.count == 1)
    #expect(box.errors.first?.contains(member) == true)
  }

  @Test("An event reads back from its JSON; a bad eventType is named")
  func roundTrip() throws {
    let event = InsightsEvent(
      kind: .conversion, eventName: "Bought", indexName: "products", userToken: "u",
      objectIDs: ["1", "2"], queryID: "q", timestamp: 1_700_000_000_000)
    #expect(try InsightsEvent(json: event.json, path: "events[0]") == event)
    var bad = event.json
    bad["eventType"] = "purchase"
    #expect(throws: SearchError.self) { try InsightsEvent(json: bad, path: "events[0]") }
  }

  @Test("An event on filters names them instead of objectIDs, reads back, and is checked")
  func filters() throws {
    let event = InsightsEvent(
      kind: .click, eventName: "Filter Clicked", indexName: "products", userToken: "u",
      objectIDs: [], filters: ["brand:Apple"])
    #expect(event.json["filters"] == ["brand:Apple"] && event.json["objectIDs"] == nil)
    #expect(try InsightsEvent(json: event.json, path: "events[0]") == event)
    try event.validate()
    var both = event
    both.objectIDs = ["1"]
    #expect(
      throws: SearchError.invalidRequest(
        "Insights event: an event names objectIDs or filters, not both")
    ) {
      try both.validate()
    }
    var many = event
    many.filters = (1...11).map { "brand:b\($0)" }
    #expect(
      throws: SearchError.invalidRequest(
        "Insights event: filters must hold 1 to 10 filters, found 11")
    ) {
      try many.validate()
    }
  }
}
