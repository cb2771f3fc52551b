extension InsightsEvent {
  /// Reads an event from the API's JSON (as a server receiving `POST /1/events` does): its
  /// `objectIDs`, or its `filters` instead.
  /// - Parameters:
  ///   - json: one element of the `events` array.
  ///   - path: where it sits, for errors (`events[2]`).
  /// - Throws: ``SearchError/invalidRequest(_:)`` naming the member that is missing or of the
  ///   wrong kind.
  public init(json: JSON, path: String) throws(SearchError) {
    let fail: JSONFieldReader<SearchError>.Fail = { mismatch in
      .invalidRequest("Invalid value for \(mismatch.path): \(mismatch.reason)")
    }
    let reader = try JSONFieldReader(json, path: path, fail: fail)
    func required(_ name: String) throws(SearchError) -> String {
      guard let value = try reader.string(name) else {
        throw .invalidRequest("Missing \(reader.path(of: name))")
      }
      return value
    }
    let type = try required("eventType")
    guard let kind = Kind(rawValue: type) else {
      throw .invalidRequest(
        "Invalid value for \(reader.path(of: "eventType")): expected click, conversion or view, "
          + "found \"\(type)\"")
    }
    let filters = try reader.strings("filters")
    guard let objectIDs = try reader.strings("objectIDs") ?? filters.map({ _ in [] }) else {
      throw .invalidRequest("Missing \(reader.path(of: "objectIDs"))")
    }
    var positions: [Int]?
    if let values = try reader.array("positions") {
      positions = try values.enumerated().map { offset, value throws(SearchError) in
        guard let number = value.intValue else {
          throw .invalidRequest(
            "Invalid value for \(reader.path(of: "positions"))[\(offset)]: expected an integer")
        }
        return number
      }
    }
    self.init(
      kind: kind, eventName: try required("eventName"), indexName: try required("index"),
      userToken: try required("userToken"), objectIDs: objectIDs, positions: positions,
      queryID: try reader.string("queryID"), timestamp: try reader.int("timestamp").map(Int64.init),
      filters: filters)
  }
}
