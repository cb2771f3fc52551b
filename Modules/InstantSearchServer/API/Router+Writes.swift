import Foundation
import InstantSearchCore
import InstantSearchLocal

extension Router {
  /// Logs operations as one task and answers Algolia's write response.
  func write(
    _ operations: [WriteOperation], status: Int = 200, deletedAt: Bool = false,
    extra: JSONObject = [:]
  ) throws -> ServerResponse {
    let task = try engine.submit(operations)
    var body = extra
    body["taskID"] = .number(Double(task))
    body[deletedAt ? "deletedAt" : (status == 201 ? "createdAt" : "updatedAt")] = .string(
      Date.now.formatted(.iso8601))
    return ServerResponse(status: status, .object(body))
  }

  /// Refuses record writes to a replica: its records are its primary's.
  private func requireWritable(_ index: String) throws {
    if let primary = engine.published.indexes[index]?.primary {
      throw APIError(400, "Index \(index) is a replica of \(primary): write records to \(primary)")
    }
  }

  /// A record from a body: a JSON object whose `objectID`, if any, is a string or a number.
  private func record(_ value: JSON?, at place: String, objectID: String? = nil) throws
    -> JSONObject
  {
    guard var record = value?.objectValue else {
      throw APIError(400, "\(place): a record must be a JSON object")
    }
    if let objectID {
      record["objectID"] = .string(objectID)
    } else if let given = record["objectID"] {
      guard let text = given.stringValue ?? given.intValue.map(String.init), !text.isEmpty else {
        throw APIError(400, "\(place): objectID must be a non-empty string")
      }
      record["objectID"] = .string(text)
    }
    return record
  }

  /// Refuses a record (or a partial update's attributes) larger than ``maxRecordBytes`` as
  /// compact JSON, with Algolia's message: the request's position and objectID, the size and the
  /// limit.
  private func requireSize(_ record: JSONObject, position: Int) throws {
    let size = JSONWriter().byteCount(.object(record))
    guard size > maxRecordBytes else { return }
    let objectID = record["objectID"]?.stringValue.map { " objectID=\($0)" } ?? ""
    throw APIError(
      400,
      "Record at the position \(position)\(objectID) is too big size=\(size)/\(maxRecordBytes) "
        + "bytes. Please have a look at https://www.algolia.com/doc/guides/sending-and-managing-"
        + "data/prepare-your-data/in-depth/index-and-records-size-and-usage-limitations/"
        + "#record-size-limits")
  }

  /// A record with an objectID, one minted when missing.
  private func identified(_ record: JSONObject) -> (JSONObject, String) {
    if let objectID = record["objectID"]?.stringValue { return (record, objectID) }
    var record = record
    let objectID = UUID().uuidString.lowercased()
    record["objectID"] = .string(objectID)
    return (record, objectID)
  }

  func addObject(_ request: ServerRequest, _ index: String) throws -> ServerResponse {
    try requireWritable(index)
    let (record, objectID) = identified(try record(.object(try request.object()), at: "body"))
    try requireSize(record, position: 0)
    return try write(
      [.save(index: index, record: record)], status: 201, extra: ["objectID": .string(objectID)])
  }

  func objectWrite(_ request: ServerRequest, _ index: String, _ objectID: String) throws
    -> ServerResponse
  {
    try requireWritable(index)
    if request.method == "DELETE" {
      return try write([.delete(index: index, objectID: objectID)], deletedAt: true)
    }
    let record = try record(.object(try request.object()), at: "body", objectID: objectID)
    try requireSize(record, position: 0)
    return try write([.save(index: index, record: record)], extra: ["objectID": .string(objectID)])
  }

  func partialUpdate(_ request: ServerRequest, _ index: String, _ objectID: String) throws
    -> ServerResponse
  {
    try requireWritable(index)
    let attributes = try request.object()
    try PartialUpdate.validate(attributes)
    try requireSize(attributes, position: 0)
    let create = request.query["createIfNotExists"].map { $0 != "false" } ?? true
    return try write(
      [.partial(index: index, objectID: objectID, attributes: attributes, create: create)],
      extra: ["objectID": .string(objectID)])
  }

  /// One batch request's operation and the objectID it names (none for `clear`, `delete`).
  private func batchOperation(_ request: JSON, index: String, at position: Int) throws
    -> (WriteOperation, String?)
  {
    let place = "requests[\(position)]"
    guard let action = request["action"]?.stringValue else {
      throw APIError(400, "\(place): missing action")
    }
    let body = request["body"] ?? [:]
    switch action {
    case "addObject", "updateObject":
      var (record, objectID) = identified(try record(body, at: "\(place).body"))
      if action == "updateObject", body["objectID"] == nil {
        throw APIError(400, "\(place).body: updateObject needs an objectID")
      }
      record["objectID"] = .string(objectID)
      try requireSize(record, position: position)
      return (.save(index: index, record: record), objectID)
    case "partialUpdateObject", "partialUpdateObjectNoCreate":
      let record = try record(body, at: "\(place).body")
      guard let objectID = record["objectID"]?.stringValue else {
        throw APIError(400, "\(place).body: \(action) needs an objectID")
      }
      try PartialUpdate.validate(record)
      try requireSize(record, position: position)
      let create = action == "partialUpdateObject"
      return (
        .partial(index: index, objectID: objectID, attributes: record, create: create), objectID
      )
    case "deleteObject":
      guard let objectID = body["objectID"]?.stringValue else {
        throw APIError(400, "\(place).body: deleteObject needs an objectID")
      }
      return (.delete(index: index, objectID: objectID), objectID)
    case "clear": return (.clear(index: index), nil)
    case "delete": return (.deleteIndex(index: index), nil)
    default: throw APIError(400, "\(place): unknown action \(JSON.string(action).jsonString)")
    }
  }

  private func requests(_ request: ServerRequest) throws -> [JSON] {
    guard let requests = try request.object()["requests"]?.arrayValue else {
      throw APIError(400, "Missing `requests` array in the batch")
    }
    return requests
  }

  func batch(_ request: ServerRequest, _ index: String) throws -> ServerResponse {
    var operations: [WriteOperation] = []
    var objectIDs: [JSON] = []
    for (offset, item) in try requests(request).enumerated() {
      let (operation, objectID) = try batchOperation(item, index: index, at: offset)
      if objectID != nil { try requireWritable(index) }
      operations.append(operation)
      if let objectID { objectIDs.append(.string(objectID)) }
    }
    let task = try engine.submit(operations)
    return ServerResponse(["taskID": .number(Double(task)), "objectIDs": .array(objectIDs)])
  }

  func multiBatch(_ request: ServerRequest) throws -> ServerResponse {
    var operations: [WriteOperation] = []
    var objectIDs: [JSON] = []
    var indices: [String] = []
    for (offset, item) in try requests(request).enumerated() {
      guard let name = item["indexName"]?.stringValue else {
        throw APIError(400, "requests[\(offset)]: missing indexName")
      }
      let index = try indexName(name)
      let (operation, objectID) = try batchOperation(item, index: index, at: offset)
      if objectID != nil { try requireWritable(index) }
      operations.append(operation)
      if let objectID { objectIDs.append(.string(objectID)) }
      if !indices.contains(index) { indices.append(index) }
    }
    let task = try engine.submit(operations)
    let tasks = JSONObject(indices.map { ($0, JSON.number(Double(task))) })
    return ServerResponse(["taskID": .object(tasks), "objectIDs": .array(objectIDs)])
  }

  func deleteByQuery(_ request: ServerRequest, _ index: String) throws -> ServerResponse {
    try requireIndex(index)
    try requireWritable(index)
    let body = try request.object()
    let parameters = JSON.object(body)
    guard Self.selectsRecords(body) else {
      // Algolia's safeguard: a deleteBy with nothing to select by would delete everything.
      throw APIError(400, "deleteBy doesn't accept empty filters or query")
    }
    // Check the filters now, so a bad one is this request's 400, not a silent no-op later.
    var check = parameters.objectValue ?? [:]
    check["hitsPerPage"] = 0
    _ = try engine.local.search(indexName: index, parameters: .object(check))
    return try write([.deleteBy(index: index, parameters: parameters)])
  }

  /// The parameters that select records for a deleteBy; a query alone does not.
  private static let selectors = [
    "filters", "facetFilters", "numericFilters", "tagFilters", "aroundLatLng",
    "insideBoundingBox", "insidePolygon",
  ]

  /// Whether deleteBy parameters (members, or a `params` query string, members winning as in a
  /// search) select by something.
  static func selectsRecords(_ body: JSONObject) -> Bool {
    var values = Query.parameters(fromURLEncoded: body["params"]?.stringValue ?? "")
    for (key, value) in body where key != "params" { values[key] = value }
    return selectors.compactMap { values[$0] }.contains { value in
      switch value {
      case .string(let text): return !text.trimmingCharacters(in: .whitespaces).isEmpty
      case .array(let items): return !items.isEmpty
      case .null: return false
      default: return true
      }
    }
  }

  func setSettings(_ request: ServerRequest, _ index: String) throws -> ServerResponse {
    let settings = try request.object()
    // Algolia refuses a key it does not know; one it knows that the engine does not apply is
    // refused under --strict, and otherwise saved with a warning in the server's log.
    let problems = (try? IndexSettings.keyProblems(in: request.body)) ?? []
    if let unknown = problems.first(where: { $0.kind == .unknown }) {
      throw APIError(400, unknown.message)
    }
    if let ignored = problems.first, engine.local.isStrict {
      throw APIError(
        400, "\(ignored.key) is not implemented by the local engine (the server runs --strict)")
    }
    for ignored in problems {
      FileHandle.standardError.write(
        Data(
          ("serve: warning: settings of \(index): \(ignored.key) is not implemented by the "
            + "local engine; saved, not applied\n").utf8))
    }
    var merged = engine.published.indexes[index]?.settings ?? [:]
    for (key, value) in settings { merged[key] = value }
    // Read them now on an empty index, so a bad setting is this request's 400.
    try LocalClient().addIndex(named: index, records: [], settings: .object(merged))
    return try write(
      [.setSettings(index: index, settings: settings, forward: request.flag("forwardToReplicas"))])
  }

  func operation(_ request: ServerRequest, _ index: String) throws -> ServerResponse {
    let body = try request.object()
    try requireIndex(index)
    guard let destination = body["destination"]?.stringValue else {
      throw APIError(400, "Missing `destination` in the operation")
    }
    let target = try indexName(destination)
    switch body["operation"]?.stringValue {
    case "copy":
      let scope = body["scope"]?.arrayValue?.compactMap(\.stringValue)
      return try write([.copy(index: index, destination: target, scope: scope)])
    case "move":
      return try write([.move(index: index, destination: target)])
    default:
      throw APIError(400, "`operation` must be \"copy\" or \"move\"")
    }
  }
}
