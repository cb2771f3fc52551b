/// One event of the Insights API: a click, a conversion or a view of some records (or of some
/// filters, `brand:Apple`), by a user, optionally tied to the search (`queryID`) and the
/// positions the records were shown at.
///
/// ``validate()`` checks the API's rules before anything is sent, so a bad event fails with
/// a message naming the member instead of a 422 from the server.
public struct InsightsEvent: Sendable, Hashable {
  /// What the user did.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The user clicked records.
    case click
    /// The user converted (bought, added to a cart) records.
    case conversion
    /// The user saw records.
    case view
  }

  /// What the user did.
  public var kind: Kind
  /// The event's name, 1 to 64 characters (`"Product Clicked"`).
  public var eventName: String
  /// The index the records come from.
  public var indexName: String
  /// The user, 1 to 129 characters of letters, digits and `_ = / + -`.
  public var userToken: String
  /// The records, 1 to 20; none for an event on ``filters``.
  public var objectIDs: [String]
  /// The 1-based positions the records were shown at, one per objectID; a click after a
  /// search has them.
  public var positions: [Int]?
  /// The search that showed the records (the response's `queryID`, with `clickAnalytics`).
  public var queryID: String?
  /// When it happened, in milliseconds since 1970; nil lets the server use the time it
  /// receives the event.
  public var timestamp: Int64?
  /// The facet filters the event is about (`brand:Apple`, 1 to 10), instead of records: an
  /// event names objectIDs or filters, never both.
  public var filters: [String]?

  /// Creates an event.
  /// - Parameters:
  ///   - kind: what the user did.
  ///   - eventName: the event's name.
  ///   - indexName: the index.
  ///   - userToken: the user.
  ///   - objectIDs: the records.
  ///   - positions: their positions, for a click after a search.
  ///   - queryID: the search that showed them.
  ///   - timestamp: when, in milliseconds since 1970.
  ///   - filters: the facet filters, for an event on filters (with no objectIDs).
  public init(
    kind: Kind, eventName: String, indexName: String, userToken: String, objectIDs: [String],
    positions: [Int]? = nil, queryID: String? = nil, timestamp: Int64? = nil,
    filters: [String]? = nil
  ) {
    self.kind = kind
    self.eventName = eventName
    self.indexName = indexName
    self.userToken = userToken
    self.objectIDs = objectIDs
    self.positions = positions
    self.queryID = queryID
    self.timestamp = timestamp
    self.filters = filters
  }

  /// The event as the API's JSON object (`eventType`, `eventName`, `index`, `userToken`,
  /// `objectIDs` or `filters`, then `positions`, `queryID` and `timestamp` when set).
  public var json: JSON {
    var object: JSONObject = [
      "eventType": .string(kind.rawValue), "eventName": .string(eventName),
      "index": .string(indexName), "userToken": .string(userToken),
    ]
    if let filters {
      object["filters"] = .array(filters.map(JSON.string))
    } else {
      object["objectIDs"] = .array(objectIDs.map(JSON.string))
    }
    object["positions"] = positions.map { .array($0.map { .number(Double($0)) }) }
    object["queryID"] = queryID.map(JSON.string)
    object["timestamp"] = timestamp.map { .number(Double($0)) }
    return .object(object)
  }

  /// Checks the API's rules.
  /// - Throws: ``SearchError/invalidRequest(_:)`` naming the member and what is wrong.
  public func validate() throws(SearchError) {
    func fail(_ reason: String) -> SearchError { .invalidRequest("Insights event: \(reason)") }
    guard (1...64).contains(eventName.count) else {
      throw fail("eventName must be 1 to 64 characters, found \(eventName.count)")
    }
    guard !indexName.isEmpty else { throw fail("index must not be empty") }
    guard (1...129).contains(userToken.count),
      userToken.unicodeScalars.allSatisfy(InsightsEvent.isTokenCharacter)
    else {
      throw fail(
        "userToken must be 1 to 129 letters, digits or _=/+- characters, found \"\(userToken)\"")
    }
    if let filters {
      guard objectIDs.isEmpty else { throw fail("an event names objectIDs or filters, not both") }
      guard (1...10).contains(filters.count) else {
        throw fail("filters must hold 1 to 10 filters, found \(filters.count)")
      }
      guard positions == nil else { throw fail("positions go with objectIDs, not filters") }
    } else if !(1...20).contains(objectIDs.count) {
      throw fail("objectIDs must hold 1 to 20 IDs, found \(objectIDs.count)")
    }
    if let positions {
      guard positions.count == objectIDs.count else {
        throw fail(
          "positions must have one entry per objectID: \(objectIDs.count) objectIDs, "
            + "\(positions.count) positions")
      }
      guard queryID != nil else { throw fail("positions need the queryID of the search") }
      if let bad = positions.first(where: { $0 < 1 }) {
        throw fail("positions start at 1, found \(bad)")
      }
    }
    if let queryID, queryID.isEmpty { throw fail("queryID must not be empty") }
  }

  private static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || "_=/+-".unicodeScalars.contains(scalar))
  }
}
