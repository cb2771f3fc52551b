import Foundation
import InstantSearchCore
import InstantSearchLocal

/// Turns requests into answers: finds the route of Algolia's REST API a request names, checks
/// its key, and calls the engine. Every failure is an Algolia-shaped error; none stops the
/// server.
///
/// Thread-safe: requests are answered on the HTTP library's connection threads at once.
public struct Router: Sendable {
  /// The indices.
  public let engine: ServerEngine
  /// The key rules.
  public let access: AccessControl
  /// The largest record a write may hold, as compact JSON; a larger one is refused as Algolia
  /// refuses it.
  public let maxRecordBytes: Int

  /// Algolia's largest record, on its paid plans (10,000 bytes on its free plan).
  public static let defaultMaxRecordBytes = 100_000

  /// Creates a router.
  /// - Parameters:
  ///   - engine: the indices.
  ///   - access: the key rules.
  ///   - maxRecordBytes: the largest record a write may hold, as compact JSON.
  public init(
    engine: ServerEngine, access: AccessControl, maxRecordBytes: Int = defaultMaxRecordBytes
  ) {
    self.engine = engine
    self.access = access
    self.maxRecordBytes = maxRecordBytes
  }

  /// Answers one request.
  public func answer(_ request: ServerRequest) -> ServerResponse {
    if request.method == "OPTIONS" { return ServerResponse([:]) }  // CORS preflight
    do {
      return try route(request)
    } catch let error as APIError {
      return ServerResponse(error)
    } catch SearchError.http(let status, let message) {
      return ServerResponse(APIError(status, message))
    } catch let error as LocalLoadError {
      return ServerResponse(APIError(400, error.description))
    } catch {
      return ServerResponse(APIError(500, "internal error: \(error)"))
    }
  }

  /// Whether answering a request may write (log its operations and wait for the fsync): `PUT`
  /// and `DELETE`, and `POST` except to the routes that read (`query`, `queries`, `objects`,
  /// `browse`, a facet or synonym or rule `search`, `events`). The server answers these on a
  /// thread of their own, so a write waiting for the disk holds no connection but its own.
  /// Only a hint of cost: a request taken for a write or a read is answered the same way.
  public static func mayWrite(method: String, segments: [String]) -> Bool {
    switch method {
    case "PUT", "DELETE": return true
    case "POST": return !readingActions.contains(segments.last ?? "")
    default: return false
    }
  }

  /// The last path segments of the `POST` routes that only read.
  private static let readingActions: Set<String> = [
    "query", "queries", "objects", "browse", "search", "events",
  ]

  private func route(_ request: ServerRequest) throws -> ServerResponse {
    let path = request.segments
    if path == ["1", "events"] { return try events(request) }
    guard path.count >= 2, path[0] == "1", path[1] == "indexes" else { throw notFound(request) }
    let rest = Array(path.dropFirst(2))
    switch (request.method, rest.count) {
    case ("GET", 0):
      try access.check(request, needs: .admin)
      return ServerResponse(engine.local.listIndicesJSON())
    case (_, 2) where rest[0] == "*":
      return try multiIndex(request, rest[1])
    case (_, 1):
      return try indexLevel(request, try indexName(rest[0]))
    case (_, 2), (_, 3), (_, 4):
      return try indexPath(request, try indexName(rest[0]), Array(rest.dropFirst()))
    default:
      throw notFound(request)
    }
  }

  private func multiIndex(_ request: ServerRequest, _ action: String) throws -> ServerResponse {
    switch (request.method, action) {
    case ("POST", "queries"):
      try access.check(request, needs: .search)
      return ServerResponse(
        text: try engine.local.multipleQueriesText(.object(try request.object())))
    case ("POST", "objects"):
      try access.check(request, needs: .search)
      return try getObjects(request)
    case ("POST", "batch"):
      try access.check(request, needs: .admin)
      return try multiBatch(request)
    default:
      throw notFound(request)
    }
  }

  private func indexLevel(_ request: ServerRequest, _ index: String) throws -> ServerResponse {
    try access.check(request, needs: .admin)
    switch request.method {
    case "POST": return try addObject(request, index)
    case "DELETE": return try write([.deleteIndex(index: index)], deletedAt: true)
    default: throw notFound(request)
    }
  }

  private func indexPath(_ request: ServerRequest, _ index: String, _ rest: [String]) throws
    -> ServerResponse
  {
    switch (request.method, rest[0], rest.count) {
    case ("POST", "query", 1):
      try access.check(request, needs: .search)
      return ServerResponse(
        text: try engine.local.searchText(
          indexName: index, parameters: .object(try request.object())))
    case ("POST", "facets", 3) where rest[2] == "query":
      try access.check(request, needs: .search)
      return ServerResponse(
        try engine.local.searchForFacetValues(
          indexName: index, facetName: rest[1], body: .object(try request.object())))
    case (_, let kind, 2) where ExtraKind(rawValue: kind) != nil:
      return try extras(request, index, ExtraKind(rawValue: kind)!, rest[1])
    case ("GET", "task", 2):
      try access.check(request, needs: .admin)
      guard let task = Int(rest[1]) else { throw APIError(400, "taskID must be an integer") }
      guard let published = engine.isPublished(task) else {
        throw APIError(404, "Task \(task) does not exist")
      }
      return ServerResponse(
        ["status": published ? "published" : "notPublished", "pendingTask": .bool(!published)])
    case (_, _, 1) where Self.indexActions.contains(rest[0]):
      try access.check(request, needs: .admin)
      return try indexAction(request, index, rest[0])
    case ("GET", let objectID, 1):
      try access.check(request, needs: .search)
      return try getObject(request, index, objectID)
    case ("PUT", let objectID, 1), ("DELETE", let objectID, 1):
      try access.check(request, needs: .admin)
      return try objectWrite(request, index, objectID)
    case ("POST", let objectID, 2) where rest[1] == "partial":
      try access.check(request, needs: .admin)
      return try partialUpdate(request, index, objectID)
    default:
      throw notFound(request)
    }
  }

  /// The actions named by the segment after the index, ahead of any objectID.
  private static let indexActions: Set<String> = [
    "browse", "batch", "deleteByQuery", "clear", "settings", "operation",
  ]

  private func indexAction(_ request: ServerRequest, _ index: String, _ action: String) throws
    -> ServerResponse
  {
    switch (request.method, action) {
    case ("POST", "browse"), ("GET", "browse"): return try browse(request, index)
    case ("POST", "batch"): return try batch(request, index)
    case ("POST", "deleteByQuery"): return try deleteByQuery(request, index)
    case ("POST", "clear"):
      try requireIndex(index)
      return try write([.clear(index: index)])
    case ("GET", "settings"):
      return ServerResponse(try engine.local.settings(indexName: index))
    case ("PUT", "settings"), ("POST", "settings"): return try setSettings(request, index)
    case ("POST", "operation"): return try operation(request, index)
    default: throw notFound(request)
    }
  }

  private func notFound(_ request: ServerRequest) -> APIError {
    APIError(404, "No route for \(request.method) \(request.path)")
  }

  /// Checks an index name can be a file name in the dataset folder.
  /// - Throws: ``APIError`` 400 saying why not.
  func indexName(_ name: String) throws -> String {
    // Bytes, not Foundation's `contains(_:)` for text (which costs a small search's time).
    guard !name.isEmpty, !name.hasPrefix("."), !name.utf8.contains(UInt8(ascii: "/")),
      !name.utf8.contains(0), name.utf8.count <= 255
    else {
      throw APIError(400, "Invalid index name \(JSON.string(name).jsonString)")
    }
    return name
  }

  /// Throws Algolia's 404 when the index does not exist.
  func requireIndex(_ name: String) throws {
    guard engine.published.indexes[name] != nil else {
      throw APIError(404, "Index \(name) does not exist")
    }
  }
}
