import InstantSearchConnectors
import InstantSearchCore
import InstantSearchLocal
import InstantSearchTestSupport
import Testing

/// Receives what an events API sent, for a test to await.
@MainActor
private final class SentEvents {
  var waiting: CheckedContinuation<InsightsEvent, Never>?

  init(_ insights: Insights) {
    insights.onSent.subscribe(with: self) { sent, event in
      sent.waiting?.resume(returning: event)
      sent.waiting = nil
    }
  }

  /// Runs `action`, then waits for the event it sent.
  func next(after action: () throws -> Void) async throws -> InsightsEvent {
    var thrown: (any Error)?
    let event = await withCheckedContinuation { continuation in
      waiting = continuation
      do { try action() } catch {
        thrown = error
        continuation.resume(
          returning: InsightsEvent(
            kind: .view, eventName: "-", indexName: "-", userToken: "-", objectIDs: []))
      }
    }
    if let thrown { throw thrown }
    return event
  }
}

@MainActor
@Suite("Hits tracker")
struct HitsTrackerTests {
  /// A fake answering pages of 20 hits (`p<page>-<n>`), with a query ID per page when
  /// clickAnalytics is asked for.
  static func service() -> FakeSearchService {
    FakeSearchService(answeringEach: { query in
      let page = query.query.page ?? 0
      var response = SearchResponse.fake(
        hits: (0..<20).map { ["objectID": .string("p\(page)-\($0)")] }, nbHits: 100, page: page,
        nbPages: 5)
      if query.query.clickAnalytics == true { response.queryID = "query-\(page)" }
      return response
    })
  }

  /// A tracker on the fake, its searcher, the events log and the events API.
  static func make() -> (HitsTrackerConnector, HitsSearcher, LocalInsightsService, Insights) {
    let log = LocalInsightsService()
    let insights = Insights(service: log, indexName: "products", userToken: "user-1")
    let searcher = HitsSearcher(service: Self.service(), indexName: "products")
    let tracker = HitsTrackerConnector(
      eventName: "Hit Clicked", searcher: searcher, insights: insights)
    return (tracker, searcher, log, insights)
  }

  @Test("a click carries the last response's query ID and the hit's position across pages")
  func click() async throws {
    let (connector, searcher, log, insights) = Self.make()
    let sent = SentEvents(insights)
    #expect(searcher.query.clickAnalytics == true, "connecting asks for clickAnalytics")
    searcher.query.query = "phone"
    let first = try #require(try await searcher.searchAndWait())
    let queryID = try #require(first.queryID)
    let event = try await sent.next { try connector.tracker.trackClick(at: 2) }
    #expect(event.objectIDs == [first.hits[1].objectID ?? ""])
    #expect(event.positions == [2] && event.queryID == queryID && event.indexName == "products")
    searcher.query.page = 1
    let second = try #require(try await searcher.searchAndWait())
    let paged = try await sent.next { try connector.tracker.trackClick(at: 23) }
    #expect(paged.objectIDs == [second.hits[2].objectID ?? ""] && paged.positions == [23])
    #expect(paged.queryID == second.queryID)
    #expect(log.events.count == 2)
  }

  @Test("a conversion has the query ID and no positions; a view names the hits shown")
  func conversionAndView() async throws {
    let (connector, searcher, log, insights) = Self.make()
    let sent = SentEvents(insights)
    let response = try #require(try await searcher.searchAndWait())
    let conversion = try await sent.next {
      try connector.tracker.trackConversion(at: 1, eventName: "Bought")
    }
    #expect(conversion.kind == .conversion && conversion.eventName == "Bought")
    #expect(conversion.positions == nil && conversion.queryID == response.queryID)
    let view = try await sent.next { try connector.tracker.trackView() }
    #expect(view.objectIDs == response.hits.prefix(20).map { $0.objectID ?? "" })
    #expect(view.queryID == nil)
    #expect(log.events.map(\.kind) == [.conversion, .view])
  }

  @Test("a position not shown is an error naming those shown; the index is the one searched")
  func positions() async throws {
    let (connector, searcher, _, insights) = Self.make()
    #expect(throws: SearchError.invalidRequest("no hits yet: search first")) {
      try connector.tracker.trackClick(at: 1)
    }
    searcher.indexName = "products_price_asc"
    _ = try await searcher.searchAndWait()
    #expect(throws: SearchError.invalidRequest("no hit 21 on this page (it has 1 to 20)")) {
      try connector.tracker.trackClick(at: 21)
    }
    let event = try connector.tracker.event(.click, at: [1])
    #expect(event.indexName == "products_price_asc" && insights.indexName == "products")
  }

  @Test("disconnecting puts back the searcher's clickAnalytics and stops following it")
  func disconnect() async throws {
    let log = LocalInsightsService()
    let searcher = HitsSearcher(service: Self.service(), indexName: "products")
    searcher.query.clickAnalytics = false
    let connector = HitsTrackerConnector(
      eventName: "Hit Clicked", searcher: searcher,
      insights: Insights(service: log, indexName: "products", userToken: "u"))
    #expect(searcher.query.clickAnalytics == true)
    connector.disconnect()
    #expect(searcher.query.clickAnalytics == false)
    _ = try await searcher.searchAndWait()
    #expect(connector.tracker.hits.isEmpty)
  }
}
