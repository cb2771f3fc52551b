extension Hit {
  /// The 1-based position the hit was shown at across pages (`__position`), set on hits of a
  /// response that carries a `queryID` (see ``SearchResponse/insightsHits``).
  public var position: Int? { json["__position"]?.intValue }

  /// The search that returned the hit (`__queryID`), set with its position.
  public var queryID: String? { json["__queryID"]?.stringValue }
}
