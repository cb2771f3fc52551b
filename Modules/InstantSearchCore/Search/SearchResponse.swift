/// The answer to one query: hits and pagination, facet counts and stats, exhaustiveness flags,
/// and every other member the service sent (kept in ``additional``).
///
/// Decoding is lenient where the API is (missing counts read as 0, numbers may come as strings)
/// and a real error names the JSON path, as `hits[3]: expected an object, found a number`.
public struct SearchResponse: Sendable, Hashable {
  /// The hits of the page.
  public var hits: [Hit]
  /// How many records matched.
  public var nbHits: Int
  /// The page, from 0.
  public var page: Int
  /// How many pages the hits make.
  public var nbPages: Int
  /// How many hits a page holds, as the query (or the index's setting) asked.
  public var hitsPerPage: Int
  /// Value counts per facet attribute, when facets were asked for.
  public var facets: [String: [String: Int]]?
  /// Numeric stats per facet attribute (`facets_stats`).
  public var facetsStats: [String: FacetStats]?
  /// Whether the facet counts are exact.
  public var exhaustiveFacetsCount: Bool?
  /// Whether `nbHits` is exact.
  public var exhaustiveNbHits: Bool?
  /// Whether typo tolerance was exhaustive.
  public var exhaustiveTypo: Bool?
  /// The `exhaustive` object (`facetsCount`, `nbHits`, `typo` ...), as sent.
  public var exhaustive: JSONObject?
  /// The query text, echoed.
  public var query: String?
  /// All parameters, echoed as a URL-encoded string.
  public var params: String?
  /// The index that answered.
  public var index: String?
  /// The query ID, with `clickAnalytics`.
  public var queryID: String?
  /// Server processing time, in milliseconds.
  public var processingTimeMS: Int?
  /// Every other member, in order (`renderingContent`, `userData`, `nbSortedHits` ...).
  public var additional: JSONObject

  /// The members with a typed property.
  static let typedMembers: Set<String> = [
    "hits", "nbHits", "page", "nbPages", "hitsPerPage", "facets", "facets_stats",
    "exhaustiveFacetsCount", "exhaustiveNbHits", "exhaustiveTypo", "exhaustive", "query",
    "params", "index", "queryID", "processingTimeMS",
  ]

  /// Creates a response.
  /// - Parameters:
  ///   - hits: the hits of this page.
  ///   - nbHits: how many records matched.
  ///   - page: the page these hits are on, from 0.
  ///   - nbPages: the page count.
  ///   - hitsPerPage: how many hits a page holds.
  public init(
    hits: [Hit] = [], nbHits: Int = 0, page: Int = 0, nbPages: Int = 0, hitsPerPage: Int = 20
  ) {
    self.hits = hits
    self.nbHits = nbHits
    self.page = page
    self.nbPages = nbPages
    self.hitsPerPage = hitsPerPage
    self.additional = JSONObject()
  }

  /// Reads a response from JSON text.
  /// - Parameter bytes: UTF-8 JSON.
  /// - Throws: ``SearchError/decoding(path:reason:)`` with the position of a syntax error or the
  ///   path of a member of the wrong kind.
  public init(bytes: some Collection<UInt8>) throws(SearchError) {
    try self.init(json: SearchResponse.parse(bytes), path: "")
  }

  /// Reads a response from its JSON value.
  /// - Parameters:
  ///   - json: the response object.
  ///   - path: where it sits in a larger document (`results[1]`), for errors; empty for the root.
  /// - Throws: ``SearchError/decoding(path:reason:)`` naming the member's path.
  public init(json: JSON, path: String = "") throws(SearchError) {
    let reader = try JSONFieldReader(json, path: path, fail: SearchResponse.decodingFailure)
    let hitValues = try reader.array("hits") ?? []
    var hits: [Hit] = []
    hits.reserveCapacity(hitValues.count)
    for (offset, value) in hitValues.enumerated() {
      guard case .object(let object) = value else {
        throw .decoding(
          path: reader.path(of: "hits") + "[\(offset)]",
          reason: "expected an object, found \(value.kindDescription)")
      }
      hits.append(Hit(json: object))
    }
    self.init(
      hits: hits, nbHits: try reader.int("nbHits") ?? hits.count, page: try reader.int("page") ?? 0,
      nbPages: try reader.int("nbPages") ?? 0, hitsPerPage: try reader.int("hitsPerPage") ?? 20)
    if let facetsReader = try reader.object("facets") {
      var facets: [String: [String: Int]] = [:]
      for (attribute, _) in facetsReader.object {
        guard let valuesReader = try facetsReader.object(attribute) else { continue }
        var counts: [String: Int] = [:]
        for (value, _) in valuesReader.object {
          counts[value] = try valuesReader.int(value) ?? 0
        }
        facets[attribute] = counts
      }
      self.facets = facets
    }
    if let statsReader = try reader.object("facets_stats") {
      var stats: [String: FacetStats] = [:]
      for (attribute, _) in statsReader.object {
        guard let one = try statsReader.object(attribute) else { continue }
        stats[attribute] = FacetStats(
          min: try one.double("min") ?? 0, max: try one.double("max") ?? 0,
          avg: try one.double("avg") ?? 0, sum: try one.double("sum") ?? 0)
      }
      self.facetsStats = stats
    }
    exhaustiveFacetsCount = try reader.bool("exhaustiveFacetsCount")
    exhaustiveNbHits = try reader.bool("exhaustiveNbHits")
    exhaustiveTypo = try reader.bool("exhaustiveTypo")
    exhaustive = try reader.object("exhaustive")?.object
    query = try reader.string("query")
    params = try reader.string("params")
    index = try reader.string("index")
    queryID = try reader.string("queryID")
    processingTimeMS = try reader.int("processingTimeMS")
    additional = reader.remaining(excluding: SearchResponse.typedMembers)
  }

  /// Reads the answer of a multiple-queries call, `{"results": [...]}`.
  /// - Parameter bytes: UTF-8 JSON.
  /// - Returns: the responses, in order.
  /// - Throws: ``SearchError/decoding(path:reason:)``, naming `results[i]` for a bad element.
  public static func results(bytes: some Collection<UInt8>) throws(SearchError) -> [SearchResponse]
  {
    let reader = try JSONFieldReader(parse(bytes), path: "", fail: decodingFailure)
    guard let results = try reader.array("results") else {
      throw .decoding(path: "results", reason: "missing")
    }
    var responses: [SearchResponse] = []
    responses.reserveCapacity(results.count)
    for (offset, result) in results.enumerated() {
      responses.append(try SearchResponse(json: result, path: "results[\(offset)]"))
    }
    return responses
  }

  /// The response as JSON, in Algolia's member order; facet values by count (highest first)
  /// then by value, attributes by name, so the same response always writes the same text.
  public var json: JSON {
    var object = JSONObject()
    object["hits"] = .array(hits.map { .object($0.json) })
    object["nbHits"] = .number(Double(nbHits))
    object["page"] = .number(Double(page))
    object["nbPages"] = .number(Double(nbPages))
    object["hitsPerPage"] = .number(Double(hitsPerPage))
    if let facets {
      object["facets"] = .object(
        JSONObject(
          facets.sorted { $0.key < $1.key }.map { attribute, counts in
            (attribute, .object(SearchResponse.orderedCounts(counts)))
          }))
    }
    if let facetsStats {
      object["facets_stats"] = .object(
        JSONObject(facetsStats.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) }))
    }
    object["exhaustiveFacetsCount"] = exhaustiveFacetsCount.map(JSON.bool)
    object["exhaustiveNbHits"] = exhaustiveNbHits.map(JSON.bool)
    object["exhaustiveTypo"] = exhaustiveTypo.map(JSON.bool)
    object["exhaustive"] = exhaustive.map(JSON.object)
    object["query"] = query.map(JSON.string)
    object["params"] = params.map(JSON.string)
    object["index"] = index.map(JSON.string)
    object["queryID"] = queryID.map(JSON.string)
    object["processingTimeMS"] = processingTimeMS.map { .number(Double($0)) }
    for (key, value) in additional where object[key] == nil {
      object[key] = value
    }
    return .object(object)
  }

  /// The values of a facet, highest count first, ties by value.
  /// - Parameter attribute: the facet attribute.
  /// - Returns: value-count pairs; empty when the facet is absent.
  public func facetValues(for attribute: String) -> [(value: String, count: Int)] {
    (facets?[attribute] ?? [:]).sorted {
      $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
    }.map { ($0.key, $0.value) }
  }

  static func orderedCounts(_ counts: [String: Int]) -> JSONObject {
    JSONObject(
      counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        .map { ($0.key, JSON.number(Double($0.value))) })
  }

  /// Builds decoding errors.
  static let decodingFailure: JSONFieldReader<SearchError>.Fail = { mismatch in
    .decoding(path: mismatch.path, reason: mismatch.reason)
  }

  /// Parses JSON text, mapping syntax errors to a decoding error at `$`.
  static func parse(_ bytes: some Collection<UInt8>) throws(SearchError) -> JSON {
    do {
      return try JSONParser.parse(bytes)
    } catch let error as JSONParseError {
      throw .decoding(path: "$", reason: "invalid JSON at \(error.description)")
    } catch {
      throw .decoding(path: "$", reason: "invalid JSON: \(error)")
    }
  }
}
