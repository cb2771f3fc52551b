/// A query bound to the index it runs on: one element of a multiple-queries call.
public struct IndexedQuery: Sendable, Hashable {
  /// The name of the index the query runs on.
  public var indexName: String
  /// The parameters.
  public var query: Query

  /// Binds a query to an index.
  /// - Parameters:
  ///   - indexName: the name of the index the query runs on.
  ///   - query: the parameters.
  public init(indexName: String, query: Query) {
    self.indexName = indexName
    self.query = query
  }

  /// The multi-query request element: `indexName` first, then the query's members.
  public var json: JSON {
    var object: JSONObject = ["indexName": .string(indexName)]
    for (key, value) in query.json { object[key] = value }
    return .object(object)
  }
}
