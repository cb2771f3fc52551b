import InstantSearchCore

extension Router {
  /// The most events one `POST /1/events` may carry, as the Insights API allows.
  static let maxEvents = 1000

  /// `POST /1/events`: Insights events (clicks, conversions, views), checked as the Insights
  /// API checks them and acknowledged with `{"status":200,"message":"OK"}`. They are not kept:
  /// the server has no analytics.
  ///
  /// - Throws: ``APIError`` 400 when the body is not a JSON object; 422 naming the first bad
  ///   event and member when `events` is missing, not an array of 1 to 1000 events, or an
  ///   event lacks `eventType`, `eventName`, `index` or `userToken` or breaks the API's rules
  ///   (``InsightsEvent/validate()``); nothing is accepted then.
  func events(_ request: ServerRequest) throws -> ServerResponse {
    guard request.method == "POST" else {
      throw APIError(404, "No route for \(request.method) \(request.path)")
    }
    try access.check(request, needs: .search)
    guard let list = try request.object()["events"] else {
      throw APIError(422, "Missing events: the body must be {\"events\": [...]}")
    }
    guard let items = list.arrayValue else {
      throw APIError(422, "Invalid value for events: expected an array of events")
    }
    guard (1...Self.maxEvents).contains(items.count) else {
      throw APIError(
        422, "events must hold 1 to \(Self.maxEvents) events, found \(items.count)")
    }
    for (offset, item) in items.enumerated() {
      do {
        try InsightsEvent(json: item, path: "events[\(offset)]").validate()
      } catch .invalidRequest(let message) {
        let place = message.contains("events[\(offset)]") ? "" : "events[\(offset)]: "
        throw APIError(422, place + message)
      } catch {
        throw APIError(422, "events[\(offset)]: \(error)")
      }
    }
    return ServerResponse(["status": 200, "message": "OK"])
  }
}
