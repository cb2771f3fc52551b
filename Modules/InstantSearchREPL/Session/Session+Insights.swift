import InstantSearchControllers
import InstantSearchCore
import InstantSearchLocal

extension Session {
  /// Sends the Insights event of `kind` on the hit shown at `position` (as the hits table
  /// numbers it) through the open source's hits tracker, and waits for the service: the local
  /// engine logs it, the Insights API receives it.
  /// - Returns: A line naming the event, its record, position and query ID (`event` in JSON).
  /// - Throws: `SessionError` when nothing is open or the source takes no events, the
  ///   tracker's error for a position not shown, the service's error.
  func track(_ kind: InsightsEvent.Kind, position: Int) async throws -> Report {
    let stack = try requireStack()
    guard let tracker = stack.tracker?.tracker else {
      throw SessionError("this source takes no Insights events")
    }
    let name = kind == .click ? SearchStack.clickEventName : SearchStack.conversionEventName
    let event = try tracker.event(kind, at: [position], eventName: name)
    try await tracker.insights.sendAndWait(event)
    let verb = tracker.insights.service is LocalInsightsService ? "logged" : "sent"
    var line =
      "\(verb) \(kind.rawValue) \"\(name)\" on \(event.objectIDs.joined()) (hit \(position)) "
      + "in \(event.indexName) as \(event.userToken)"
    if let queryID = event.queryID { line += ", queryID \(queryID)" }
    return Report(lines: [TerminalText.escaped(line)], json: ["event": event.json])
  }
}
