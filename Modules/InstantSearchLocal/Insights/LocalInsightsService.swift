import InstantSearchCore

/// The local engine's Insights API: it accepts events as `POST /1/events` would, checking each
/// one (and, given an engine, that its index exists), and keeps them in order in a log instead
/// of sending them anywhere; an optional writer gets one line per event as it arrives.
///
/// Thread-safe: events may arrive from any task.
public final class LocalInsightsService: InsightsService {
  private let engine: LocalClient?
  private let writer: (@Sendable (String) -> Void)?
  private let log = Locked<[InsightsEvent]>([])

  /// Creates a log.
  /// - Parameters:
  ///   - engine: the engine whose index names events must use, or nil to accept any index.
  ///   - writer: called with one line per accepted event (`click "Product Clicked" products
  ///     user-1 [7@1] queryID q1`), or nil.
  public init(engine: LocalClient? = nil, writer: (@Sendable (String) -> Void)? = nil) {
    self.engine = engine
    self.writer = writer
  }

  /// The events accepted so far, in arrival order.
  public var events: [InsightsEvent] {
    log.withLock { $0 }
  }

  /// Accepts events: all of them, or none when one is invalid.
  /// - Parameter events: the events.
  /// - Throws: ``SearchError/invalidRequest(_:)`` naming the first invalid event (its position
  ///   and member), ``SearchError/http(status:message:)`` 404 for an unknown index.
  public func send(_ events: [InsightsEvent]) async throws {
    let known = engine.map { Set($0.indexNames) }
    for (offset, event) in events.enumerated() {
      if let problem = Self.problem(event) {
        throw SearchError.invalidRequest("events[\(offset)]: \(problem)")
      }
      if let known, !known.contains(event.indexName) {
        throw SearchError.http(status: 404, message: "Index \(event.indexName) does not exist")
      }
    }
    log.withLock { $0 += events }
    for event in events { writer?(Self.line(event)) }
  }

  /// What is wrong with an event, or nil when it is valid.
  static func problem(_ event: InsightsEvent) -> String? {
    let outcome = Result { () throws(SearchError) in try event.validate() }
    guard case .failure(let error) = outcome else { return nil }
    return error.description
  }

  /// One event as a line of the log.
  static func line(_ event: InsightsEvent) -> String {
    var records = event.filters ?? event.objectIDs
    if let positions = event.positions {
      records = zip(event.objectIDs, positions).map { "\($0)@\($1)" }
    }
    var line =
      "\(event.kind.rawValue) \"\(event.eventName)\" \(event.indexName) \(event.userToken) "
      + "[\(records.joined(separator: ", "))]"
    if let queryID = event.queryID { line += " queryID \(queryID)" }
    return line
  }
}
