extension Hit {
  /// Decodes the hit into your own `Decodable` record type.
  ///
  /// ```swift
  /// struct Movie: Decodable { let objectID: String; let title: String; let year: Int }
  /// let movies = try response.hits.map { try $0.decode(Movie.self) }
  /// ```
  /// - Parameter type: the record type.
  /// - Returns: the record.
  /// - Throws: ``SearchError/decoding(path:reason:)`` naming the member that did not fit.
  public func decode<Record: Decodable>(_ type: Record.Type = Record.self) throws(SearchError)
    -> Record
  {
    try JSON.object(json).decode(Record.self)
  }
}
