/// The events API a controller calls when a user clicks, converts or sees hits: it fills in the
/// user token and the index, takes the query ID and positions from hits of a search made with
/// `clickAnalytics`, checks each event and sends it to an ``InsightsService``.
///
/// Sending is asynchronous: the `send…` methods return at once and the outcome reaches
/// ``onSent`` or ``onError`` on the main actor; ``sendAndWait(_:)`` awaits it instead. An
/// invalid event never leaves the process: it goes straight to ``onError``.
@MainActor
public final class Insights {
  /// The service the events go to.
  public let service: any InsightsService
  /// The index the events name.
  public var indexName: String
  /// The user the events name.
  public var userToken: String
  /// Fires each event the service accepted.
  public let onSent = Observer<InsightsEvent>(retainLastData: false)
  /// Fires the error of an event that was invalid or that the service refused.
  public let onError = Observer<any Error>(retainLastData: false)

  /// Creates an events API.
  /// - Parameters:
  ///   - service: the Insights API client or the local engine's log.
  ///   - indexName: the index the events name.
  ///   - userToken: the user.
  public init(service: any InsightsService, indexName: String, userToken: String) {
    self.service = service
    self.indexName = indexName
    self.userToken = userToken
  }

  /// The event of a kind on some hits: their objectIDs, and, when the hits carry them (a
  /// search with `clickAnalytics`), their positions and query ID.
  /// - Parameters:
  ///   - kind: what the user did.
  ///   - eventName: the event's name.
  ///   - hits: the hits concerned.
  /// - Returns: the event, not yet checked.
  public func event(_ kind: InsightsEvent.Kind, eventName: String, hits: [Hit]) -> InsightsEvent {
    let positions = hits.compactMap(\.position)
    let queryID = hits.lazy.compactMap(\.queryID).first
    return InsightsEvent(
      kind: kind, eventName: eventName, indexName: indexName, userToken: userToken,
      objectIDs: hits.map { $0.objectID ?? "" },
      positions: kind == .click && positions.count == hits.count && queryID != nil
        ? positions : nil,
      queryID: kind == .view ? nil : queryID)
  }

  /// Sends a click on hits (with their positions and query ID when they carry them).
  /// - Parameters:
  ///   - eventName: the event's name.
  ///   - hits: the hits clicked.
  public func clicked(eventName: String, hits: [Hit]) {
    send(event(.click, eventName: eventName, hits: hits))
  }

  /// Sends a conversion of hits (with the query ID when they carry it).
  /// - Parameters:
  ///   - eventName: the event's name.
  ///   - hits: the hits converted.
  public func converted(eventName: String, hits: [Hit]) {
    send(event(.conversion, eventName: eventName, hits: hits))
  }

  /// Sends a view of hits.
  /// - Parameters:
  ///   - eventName: the event's name.
  ///   - hits: the hits seen.
  public func viewed(eventName: String, hits: [Hit]) {
    send(event(.view, eventName: eventName, hits: hits))
  }

  /// Checks and sends an event without waiting; the outcome reaches ``onSent`` or
  /// ``onError``.
  /// - Parameter event: the event.
  public func send(_ event: InsightsEvent) {
    Task { try? await sendAndWait(event) }
  }

  /// Checks and sends an event, and waits for the service.
  /// - Parameter event: the event.
  /// - Throws: ``SearchError/invalidRequest(_:)`` for an invalid event (nothing is sent), the
  ///   service's error; both reach ``onError`` too.
  public func sendAndWait(_ event: InsightsEvent) async throws {
    do {
      try event.validate()
      try await service.send([event])
      onSent.fire(event)
    } catch {
      onError.fire(error)
      throw error
    }
  }
}
