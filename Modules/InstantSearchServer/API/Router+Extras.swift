import Foundation
import InstantSearchCore
import InstantSearchLocal

extension Router {
  /// The synonyms and rules routes: `PUT|GET|DELETE .../{kind}/{objectID}`,
  /// `POST .../{kind}/batch`, `POST .../{kind}/clear`, `POST .../{kind}/search`. Saving and
  /// deleting need the admin key; reading and searching too (Algolia's `settings` ACL).
  func extras(_ request: ServerRequest, _ index: String, _ kind: ExtraKind, _ item: String)
    throws -> ServerResponse
  {
    try access.check(request, needs: .admin)
    let forward = request.flag("forwardToReplicas")
    switch (request.method, item) {
    case ("POST", "batch"):
      guard let items = try request.json().arrayValue else {
        throw APIError(400, "The body must be a JSON array of \(kind.rawValue)")
      }
      let replace = request.flag(
        kind == .synonyms ? "replaceExistingSynonyms" : "clearExistingRules")
      let checked = try items.enumerated().map { try validate($1, kind, at: "[\($0)]") }
      return try write(
        [.saveExtras(kind: kind, index: index, items: checked, replace: replace, forward: forward)]
      )
    case ("POST", "clear"):
      return try write([.deleteExtras(kind: kind, index: index, objectID: nil, forward: forward)])
    case ("POST", "search"):
      return try searchExtras(request, index, kind)
    case ("PUT", let objectID):
      var body = try request.object()
      body["objectID"] = .string(objectID)
      let item = try validate(.object(body), kind, at: "body")
      return try write(
        [.saveExtras(kind: kind, index: index, items: [item], replace: false, forward: forward)],
        extra: ["id": .string(objectID)])
    case ("DELETE", let objectID):
      return try write(
        [.deleteExtras(kind: kind, index: index, objectID: objectID, forward: forward)],
        deletedAt: true)
    case ("GET", let objectID):
      try requireIndex(index)
      let items = engine.published.indexes[index]?.extras[kind] ?? []
      guard let found = items.first(where: { $0["objectID"]?.stringValue == objectID }) else {
        throw APIError(
          404, kind == .synonyms ? "Synonym set does not exist" : "ObjectID does not exist")
      }
      return ServerResponse(found)
    default:
      throw APIError(404, "No route for \(request.method) \(request.path)")
    }
  }

  /// Reads a synonym or rule the way the engine will, so a bad one is this request's 400.
  private func validate(_ item: JSON, _ kind: ExtraKind, at place: String) throws -> JSON {
    guard item["objectID"]?.stringValue != nil else {
      throw APIError(400, "\(place): a \(kind == .synonyms ? "synonym" : "rule") needs an objectID")
    }
    do {
      if kind == .synonyms {
        _ = try Synonym(json: item, path: place)
      } else {
        _ = try Rule(json: item, path: place)
      }
    } catch let error as LocalLoadError {
      throw APIError(400, error.description)
    }
    return item
  }

  /// `{"hits": [...], "nbHits": n, "page": p, "nbPages": n}`: the entries whose JSON contains
  /// the query (case-insensitive), of a `type` for synonyms, a page at a time.
  private func searchExtras(_ request: ServerRequest, _ index: String, _ kind: ExtraKind) throws
    -> ServerResponse
  {
    try requireIndex(index)
    let body = try request.object()
    let query = (body["query"]?.stringValue ?? "").lowercased()
    let type = body["type"]?.stringValue
    let hitsPerPage = min(max(body["hitsPerPage"]?.intValue ?? 20, 1), 1000)
    let page = max(body["page"]?.intValue ?? 0, 0)
    let items = (engine.published.indexes[index]?.extras[kind] ?? []).filter { item in
      (type == nil || item["type"]?.stringValue == type)
        && (query.isEmpty || item.jsonString.lowercased().contains(query))
    }
    let hits = Array(items.dropFirst(page * hitsPerPage).prefix(hitsPerPage))
    return ServerResponse([
      "hits": .array(hits), "nbHits": .number(Double(items.count)), "page": .number(Double(page)),
      "nbPages": .number(Double((items.count + hitsPerPage - 1) / hitsPerPage)),
    ])
  }
}
