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
  /// `offset` and `length` as asked, when the hits were asked for by offset: the response then
  /// holds them instead of `page` and `hitsPerPage`, as Algolia's does (`length` only when
  /// given).
  var window: (offset: Int, length: Int?)?
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
    var response: JSONObject = ["hits": .array(hits.map(\.json))]
    forEachMember { key, member in response[key] = member.json }
    return .object(response)
  }

  /// Appends the response's text, as `JSONWriter` writes ``json``, to `buffer`: each hit
  /// written from its parts (``AnswerHit/write(into:)``), then the members ``json`` is made
  /// from, in its order, the facets' counts from their summaries; no tree is made.
  func write(into buffer: inout JSONWriter.Buffer) {
    let writer = JSONWriter()
    buffer.append("{\"hits\":[")
    for (position, hit) in hits.enumerated() {
      if position > 0 { buffer.append(UInt8(ascii: ",")) }
      hit.write(into: &buffer)
    }
    buffer.append(UInt8(ascii: "]"))
    forEachMember { key, member in
      buffer.append(UInt8(ascii: ","))
      JSONWriter.writeString(key, into: &buffer)
      buffer.append(UInt8(ascii: ":"))
      switch member {
      case .value(let value): writer.write(value, into: &buffer)
      case .facetCounts(let facets): Self.writeCounts(facets, writer, into: &buffer)
      }
    }
    buffer.append(UInt8(ascii: "}"))
  }

  /// One member of the response after `hits`.
  private enum Member {
    case value(JSON)
    /// `facets`: each facet's values with their counts, from the summaries (whose attributes,
    /// and whose values within a facet, are distinct).
    case facetCounts([IndexView.FacetSummary])

    /// The member's JSON tree.
    var json: JSON {
      switch self {
      case .value(let value): return value
      case .facetCounts(let facets):
        return .object(
          JSONObject(
            facets.map { facet in
              (
                facet.attribute,
                .object(JSONObject(facet.values.map { ($0.value, .number(Double($0.count))) }))
              )
            }))
      }
    }
  }

  /// Writes `facets` as ``Member/json`` does, without the tree.
  private static func writeCounts(
    _ facets: [IndexView.FacetSummary], _ writer: JSONWriter, into buffer: inout JSONWriter.Buffer
  ) {
    buffer.append(UInt8(ascii: "{"))
    for (position, facet) in facets.enumerated() {
      if position > 0 { buffer.append(UInt8(ascii: ",")) }
      JSONWriter.writeString(facet.attribute, into: &buffer)
      buffer.append(UInt8(ascii: ":"))
      buffer.append(UInt8(ascii: "{"))
      for (index, value) in facet.values.enumerated() {
        if index > 0 { buffer.append(UInt8(ascii: ",")) }
        JSONWriter.writeString(value.value, into: &buffer)
        buffer.append(UInt8(ascii: ":"))
        writer.write(.number(Double(value.count)), into: &buffer)
      }
      buffer.append(UInt8(ascii: "}"))
    }
    buffer.append(UInt8(ascii: "}"))
  }

  /// Hands each member of the response after `hits` to `body`, in Algolia's order.
  private func forEachMember(_ body: (String, Member) -> Void) {
    body("nbHits", .value(.number(Double(nbHits))))
    if let window {
      body("nbPages", .value(.number(Double(nbPages))))
      body("offset", .value(.number(Double(window.offset))))
      if let length = window.length { body("length", .value(.number(Double(length)))) }
    } else {
      body("page", .value(.number(Double(page))))
      body("nbPages", .value(.number(Double(nbPages))))
      body("hitsPerPage", .value(.number(Double(hitsPerPage))))
    }
    if let sorted {
      body("nbSortedHits", .value(.number(Double(sorted.hits))))
      body("appliedRelevancyStrictness", .value(.number(Double(sorted.strictness))))
    }
    if let facets {
      body("facets", .facetCounts(facets))
      let stats = facets.compactMap { facet in facet.stats.map { (facet.attribute, $0.json) } }
      if !stats.isEmpty { body("facets_stats", .value(.object(JSONObject(stats)))) }
      body("exhaustiveFacetsCount", .value(true))
    }
    body("exhaustiveNbHits", .value(true))
    body("exhaustiveTypo", .value(true))
    body("exhaustive", .value(.object(exhaustive)))
    body("query", .value(.string(query)))
    body("params", .value(.string(params)))
    body("index", .value(.string(index)))
    if let queryID { body("queryID", .value(.string(queryID))) }
    // `userData`, `appliedRules`, `renderingContent`: none named as a member above.
    for (key, value) in ruleMembers { body(key, .value(value)) }
    body("processingTimeMS", .value(.number(Double(processingTimeMS))))
    if let message { body("message", .value(.string(message))) }
  }

  /// The response as ``SearchResponse`` reads it from ``json``, made without that JSON.
  var response: SearchResponse {
    var response = SearchResponse(
      hits: hits.map { Hit(json: $0.json.objectValue ?? JSONObject()) }, nbHits: nbHits,
      page: page,
      nbPages: nbPages, hitsPerPage: hitsPerPage)
    if let window {
      // As `SearchResponse(json:)` reads ``json``, which has neither `page` nor `hitsPerPage`.
      let read = SearchResponse()
      (response.page, response.hitsPerPage) = (read.page, read.hitsPerPage)
      response.additional["offset"] = .number(Double(window.offset))
      if let length = window.length { response.additional["length"] = .number(Double(length)) }
    }
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
