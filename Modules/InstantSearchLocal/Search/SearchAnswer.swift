import InstantSearchCore

/// A search's answer, typed: every member of the REST API's response, made in one place
/// (``IndexView/answer(_:original:request:effect:since:)``) and then either written as that
/// response's text (``write(into:)``, for the server), made its JSON tree (``json``, for the
/// JSON API) or handed to Swift callers as a ``SearchResponse`` (``response``, for the searchers
/// and widgets in process), with no JSON tree of the response written and read back between the
/// engine and the widgets.
struct SearchAnswer {
  /// The page's hits.
  var hits: [AnswerHit] = []
  var nbHits = 0
  var page = 0
  var nbPages = 0
  var hitsPerPage = 0
  /// For a virtual replica's relevant sort: how many hits it ordered, and the strictness.
  var sorted: (hits: Int, strictness: Int)?
  /// The facets' values and stats, in the response's order; `nil` when none were asked for.
  var facets: [IndexView.FacetSummary]?
  /// Whether the request named facets (the `exhaustive` object then says `facetsCount`).
  var countsFacets = false
  var query = ""
  var params = ""
  var index = ""
  /// With `clickAnalytics`.
  var queryID: String?
  /// What rules and settings add: `userData`, `appliedRules`, `renderingContent`, in order.
  var ruleMembers = JSONObject()
  var processingTimeMS = 0
  /// The parameters the engine ignored, named (not in strict mode).
  var message: String?

  /// The REST API's response object, members in Algolia's order.
  var json: JSON {
    .object(members(hits: .array(hits.map(\.json))))
  }

  /// Appends the response's text, as `JSONWriter` writes ``json``, to `buffer`: each hit
  /// written from its parts (``AnswerHit/write(into:)``), the other members from ``json``'s
  /// own list.
  func write(into buffer: inout JSONWriter.Buffer) {
    let writer = JSONWriter()
    buffer.append("{\"hits\":[")
    for (position, hit) in hits.enumerated() {
      if position > 0 { buffer.append(UInt8(ascii: ",")) }
      hit.write(into: &buffer)
    }
    buffer.append(UInt8(ascii: "]"))
    // The first member is `hits`, written above.
    for (key, value) in members(hits: []).dropFirst() {
      buffer.append(UInt8(ascii: ","))
      JSONWriter.writeString(key, into: &buffer)
      buffer.append(UInt8(ascii: ":"))
      writer.write(value, into: &buffer)
    }
    buffer.append(UInt8(ascii: "}"))
  }

  /// The response's members, in Algolia's order, with `hits` first.
  private func members(hits: JSON) -> JSONObject {
    var response = JSONObject()
    response["hits"] = hits
    response["nbHits"] = .number(Double(nbHits))
    response["page"] = .number(Double(page))
    response["nbPages"] = .number(Double(nbPages))
    response["hitsPerPage"] = .number(Double(hitsPerPage))
    if let sorted {
      response["nbSortedHits"] = .number(Double(sorted.hits))
      response["appliedRelevancyStrictness"] = .number(Double(sorted.strictness))
    }
    if let facets {
      response["facets"] = .object(
        JSONObject(
          facets.map { facet in
            (
              facet.attribute,
              .object(JSONObject(facet.values.map { ($0.value, .number(Double($0.count))) }))
            )
          }))
      let stats = facets.compactMap { facet in facet.stats.map { (facet.attribute, $0.json) } }
      if !stats.isEmpty { response["facets_stats"] = .object(JSONObject(stats)) }
      response["exhaustiveFacetsCount"] = true
    }
    response["exhaustiveNbHits"] = true
    response["exhaustiveTypo"] = true
    response["exhaustive"] = .object(exhaustive)
    response["query"] = .string(query)
    response["params"] = .string(params)
    response["index"] = .string(index)
    if let queryID { response["queryID"] = .string(queryID) }
    for (key, value) in ruleMembers { response[key] = value }
    response["processingTimeMS"] = .number(Double(processingTimeMS))
    if let message { response["message"] = .string(message) }
    return response
  }

  /// The response as ``SearchResponse`` reads it from ``json``, made without that JSON.
  var response: SearchResponse {
    var response = SearchResponse(
      hits: hits.map { Hit(json: $0.json.objectValue ?? JSONObject()) }, nbHits: nbHits,
      page: page,
      nbPages: nbPages, hitsPerPage: hitsPerPage)
    if let sorted {
      response.additional["nbSortedHits"] = .number(Double(sorted.hits))
      response.additional["appliedRelevancyStrictness"] = .number(Double(sorted.strictness))
    }
    if let facets {
      response.facets = Dictionary(
        facets.map { facet in
          (facet.attribute, Dictionary(facet.values, uniquingKeysWith: { $1 }))
        }, uniquingKeysWith: { $1 })
      let stats = facets.compactMap { facet in facet.stats.map { (facet.attribute, $0) } }
      if !stats.isEmpty { response.facetsStats = Dictionary(stats, uniquingKeysWith: { $1 }) }
      response.exhaustiveFacetsCount = true
    }
    response.exhaustiveNbHits = true
    response.exhaustiveTypo = true
    response.exhaustive = exhaustive
    response.query = query
    response.params = params
    response.index = index
    response.queryID = queryID
    for (key, value) in ruleMembers { response.additional[key] = value }
    response.processingTimeMS = processingTimeMS
    if let message { response.additional["message"] = .string(message) }
    return response
  }

  private var exhaustive: JSONObject {
    var exhaustive: JSONObject = ["nbHits": true, "typo": true]
    if countsFacets { exhaustive["facetsCount"] = true }
    return exhaustive
  }
}
