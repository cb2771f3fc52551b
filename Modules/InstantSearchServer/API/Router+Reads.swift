import Foundation
import InstantSearchCore

extension Router {
  /// A record trimmed to `attributesToRetrieve` (`objectID` always kept; `*` keeps all).
  private func retrieve(_ record: JSONObject, _ attributes: [String]?) -> JSON {
    guard let attributes, !attributes.contains("*") else { return .object(record) }
    return .object(
      JSONObject(record.filter { $0.key == "objectID" || attributes.contains($0.key) }))
  }

  func getObject(_ request: ServerRequest, _ index: String, _ objectID: String) throws
    -> ServerResponse
  {
    let store = engine.published
    guard store.indexes[index] != nil else {
      throw APIError(404, "Index \(index) does not exist")
    }
    guard let record = store.indexes[store.primary(of: index)]?.records[objectID] else {
      throw APIError(404, "ObjectID does not exist")
    }
    let attributes = request.query["attributesToRetrieve"].map {
      $0.split(separator: ",").map(String.init)
    }
    return ServerResponse(retrieve(record.object, attributes))
  }

  func getObjects(_ request: ServerRequest) throws -> ServerResponse {
    guard let requests = try request.object()["requests"]?.arrayValue else {
      throw APIError(400, "Missing `requests` array in get objects")
    }
    let store = engine.published
    var results: [JSON] = []
    for (offset, item) in requests.enumerated() {
      guard let index = item["indexName"]?.stringValue, let objectID = item["objectID"]?.stringValue
      else {
        throw APIError(400, "requests[\(offset)]: needs indexName and objectID strings")
      }
      let record = store.indexes[store.primary(of: index)]?.records[objectID]
      let attributes = item["attributesToRetrieve"]?.arrayValue?.compactMap(\.stringValue)
      results.append(record.map { retrieve($0.object, attributes) } ?? .null)
    }
    return ServerResponse(["results": .array(results)])
  }

  /// Browses every record a query matches, 1,000 at most a page, the next page named by an
  /// opaque cursor (the parameters and the position, base64), with no pagination limit.
  func browse(_ request: ServerRequest, _ index: String) throws -> ServerResponse {
    let start = ContinuousClock.now
    var body =
      request.method == "GET"
      ? JSONObject(request.query.map { ($0.key, JSON.string($0.value)) }) : try request.object()
    var offset = 0
    if let cursor = body["cursor"]?.stringValue {
      guard let data = Data(base64Encoded: cursor),
        let state = try? JSONParser.parse([UInt8](data)),
        let parameters = state["parameters"]?.objectValue, let position = state["offset"]?.intValue
      else { throw APIError(400, "cursor is not valid") }
      body = parameters
      offset = position
    }
    let hitsPerPage = min(max(body["hitsPerPage"]?.intValue ?? 1000, 1), 1000)
    let records = try engine.local.matchingRecords(indexName: index, parameters: .object(body))
    let page = records.dropFirst(offset).prefix(hitsPerPage)
    let attributes = body["attributesToRetrieve"]?.arrayValue?.compactMap(\.stringValue)
    var response: JSONObject = [
      "hits": .array(page.map { retrieve($0.objectValue ?? [:], attributes) }),
      "nbHits": .number(Double(records.count)), "page": .number(Double(offset / hitsPerPage)),
      "nbPages": .number(Double((records.count + hitsPerPage - 1) / hitsPerPage)),
      "hitsPerPage": .number(Double(hitsPerPage)), "query": body["query"] ?? "",
      "params": .string(body["params"]?.stringValue ?? ""), "exhaustiveNbHits": true,
      "processingTimeMS": .number((ContinuousClock.now - start).milliseconds.rounded(.down)),
    ]
    if offset + hitsPerPage < records.count {
      let state: JSON = [
        "parameters": .object(body), "offset": .number(Double(offset + hitsPerPage)),
      ]
      response["cursor"] = .string(Data(JSONWriter().bytes(state)).base64EncodedString())
    }
    return ServerResponse(.object(response))
  }
}
