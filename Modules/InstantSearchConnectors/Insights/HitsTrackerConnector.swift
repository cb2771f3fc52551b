import InstantSearchCore

/// Insights events on a searcher's hits in one line: a ``HitsTracker`` connected to the
/// searcher, sending through an ``Insights``.
///
/// ```swift
/// let insights = Insights(service: insightsClient, indexName: "products", userToken: "user-1")
/// let tracker = HitsTrackerConnector(eventName: "Hit Clicked", searcher: searcher, insights: insights)
/// try tracker.tracker.trackClick(at: 3)  // the third hit of page 1, with the queryID
/// ```
///
/// Connected when created; ``Connector/connect()`` and ``Connector/disconnect()`` are
/// idempotent. Dropping the connector does not disconnect it.
@MainActor
public final class HitsTrackerConnector: Connector {
  /// The tracker: the last hits and the events on them.
  public let tracker: HitsTracker
  /// The searcher connection.
  public let connections: CompositeConnection

  /// Creates a tracker on `searcher` and connects it.
  /// - Parameters:
  ///   - eventName: the default name of the events.
  ///   - searcher: the searcher whose hits are tracked; it asks for `clickAnalytics` while
  ///     connected.
  ///   - insights: the events API.
  public init(eventName: String, searcher: HitsSearcher, insights: Insights) {
    tracker = HitsTracker(eventName: eventName, insights: insights)
    connections = CompositeConnection(connecting: [tracker.makeSearcherConnection(searcher)])
  }
}
