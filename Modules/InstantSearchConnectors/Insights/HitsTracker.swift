import InstantSearchCore

/// The Insights events of the hits a searcher shows (iOS's `HitsTracker`): it keeps the last
/// response's hits, each marked with the response's `queryID` and its position across pages,
/// so a click, a conversion or a view a controller reports names the right search and place.
///
/// The searcher connection (``HitsTrackerConnector`` makes it) asks for `clickAnalytics` while
/// connected and hands over every response. Events go through an ``Insights``, which fills in
/// the user token, checks them and sends them; this tracker sets the index: the one searched
/// for the response (a sort order's replica included). Main actor only.
@MainActor
public final class HitsTracker {
  /// The name of the events sent without one of their own (`"Hit Clicked"`).
  public var eventName: String
  /// The events API the events go to; held strongly.
  public let insights: Insights
  /// The hits of the last response, marked with its query ID and their positions (none before
  /// the first response).
  public private(set) var hits: [Hit] = []
  /// The index the last response came from.
  public private(set) var indexName: String?
  /// The position of the first of ``hits``, from 1 (a second page of 20 starts at 21).
  public private(set) var firstPosition = 1

  /// Creates a tracker with no hits yet.
  /// - Parameters:
  ///   - eventName: the default name of the events.
  ///   - insights: the events API.
  public init(eventName: String, insights: Insights) {
    self.eventName = eventName
    self.insights = insights
  }

  /// The query ID of the last response (nil without `clickAnalytics`, or before it).
  public var queryID: String? { hits.first?.queryID }

  /// Takes a response of `indexName` as the hits shown.
  func take(_ response: SearchResponse, indexName: String) {
    hits = response.insightsHits
    firstPosition = response.page * max(response.hitsPerPage, 1) + 1
    self.indexName = indexName
  }

  /// The event of `kind` on the hits at `positions` (from 1 across pages, as the hits carry
  /// them and hits tables number them): their objectIDs, the query ID and, for a click, their
  /// positions.
  /// - Throws: ``SearchError/invalidRequest(_:)`` for a position no hit of the last response
  ///   has (naming those it has), or before any response.
  public func event(_ kind: InsightsEvent.Kind, at positions: [Int], eventName: String? = nil)
    throws(SearchError) -> InsightsEvent
  {
    guard let indexName else { throw .invalidRequest("no hits yet: search first") }
    let offsets = positions.map { $0 - firstPosition }
    if let bad = offsets.firstIndex(where: { !hits.indices.contains($0) }) {
      let shown =
        hits.isEmpty
        ? "it has none" : "it has \(firstPosition) to \(firstPosition + hits.count - 1)"
      throw .invalidRequest("no hit \(positions[bad]) on this page (\(shown))")
    }
    var event = insights.event(
      kind, eventName: eventName ?? self.eventName, hits: offsets.map { hits[$0] })
    event.indexName = indexName
    return event
  }

  /// Sends a click on the hit at `position`, with its position and the query ID.
  /// - Throws: ``SearchError/invalidRequest(_:)`` for a position no hit has; what the service
  ///   says reaches ``Insights/onSent`` or ``Insights/onError``.
  public func trackClick(at position: Int, eventName: String? = nil) throws(SearchError) {
    insights.send(try event(.click, at: [position], eventName: eventName))
  }

  /// Sends a conversion of the hit at `position`, with the query ID.
  /// - Throws: ``SearchError/invalidRequest(_:)`` for a position no hit has.
  public func trackConversion(at position: Int, eventName: String? = nil) throws(SearchError) {
    insights.send(try event(.conversion, at: [position], eventName: eventName))
  }

  /// Sends a view of the hits shown (the first 20, the most one event names).
  /// - Throws: ``SearchError/invalidRequest(_:)`` when there are none.
  public func trackView(eventName: String? = nil) throws(SearchError) {
    let positions = hits.indices.prefix(20).map { firstPosition + $0 }
    insights.send(try event(.view, at: positions, eventName: eventName))
  }
}
