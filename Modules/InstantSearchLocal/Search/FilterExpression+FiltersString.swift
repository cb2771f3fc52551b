import InstantSearchCore

extension FilterExpression {
  /// Reads a `filters` string through Core's filters parser.
  ///
  /// - Throws: `SearchError.http` 400 `filters: ... at col N` when the string is malformed.
  init(filters: String) throws {
    throw SearchError.http(status: 400, message: "filters: parser not available")
  }
}
