/// Something that receives Insights events: the Insights API over HTTP, or the local engine's
/// log. Safe to call from any task.
public protocol InsightsService: AnyObject, Sendable {
  /// Sends events in one call.
  /// - Parameter events: the events, already validated by the caller or not: a service
  ///   rejects an invalid one.
  /// - Throws: ``SearchError`` (an invalid event, an unreachable host), `CancellationError`.
  func send(_ events: [InsightsEvent]) async throws
}
