/// The answer to a search for facet values: the matching values with their counts.
public struct FacetSearchResponse: Sendable, Hashable {
  /// One matching facet value.
  public struct FacetHit: Sendable, Hashable {
    /// The facet value as stored in the records.
    public var value: String
    /// The value with the matched part wrapped in the highlight tags.
    public var highlighted: String
    /// How many records have it (under the query's filters).
    public var count: Int

    /// Creates a facet hit.
    /// - Parameters:
    ///   - value: the facet value as stored.
    ///   - highlighted: the highlighted value.
    ///   - count: the record count.
    public init(value: String, highlighted: String, count: Int) {
      self.value = value
      self.highlighted = highlighted
      self.count = count
    }
  }

  /// The values, in the service's order (by count by default).
  public var facetHits: [FacetHit]
  /// Whether the counts are exact.
  public var exhaustiveFacetsCount: Bool
  /// Server processing time, in milliseconds.
  public var processingTimeMS: Int?

  /// Creates a response.
  /// - Parameters:
  ///   - facetHits: the values.
  ///   - exhaustiveFacetsCount: whether the counts are exact.
  ///   - processingTimeMS: the processing time.
  public init(
    facetHits: [FacetHit], exhaustiveFacetsCount: Bool = true, processingTimeMS: Int? = nil
  ) {
    self.facetHits = facetHits
    self.exhaustiveFacetsCount = exhaustiveFacetsCount
    self.processingTimeMS = processingTimeMS
  }

  /// Reads a response from JSON text.
  /// - Parameter bytes: UTF-8 JSON.
  /// - Throws: ``SearchError/decoding(path:reason:)``.
  public init(bytes: some Collection<UInt8>) throws(SearchError) {
    try self.init(json: SearchResponse.parse(bytes))
  }

  /// Reads a response from its JSON value.
  /// - Parameters:
  ///   - json: the response object.
  ///   - path: where it sits in a larger document, for errors.
  /// - Throws: ``SearchError/decoding(path:reason:)`` naming the member's path.
  public init(json: JSON, path: String = "") throws(SearchError) {
    let reader = try JSONFieldReader(json, path: path, fail: SearchResponse.decodingFailure)
    var hits: [FacetHit] = []
    for (offset, value) in (try reader.array("facetHits") ?? []).enumerated() {
      let hit = try JSONFieldReader(
        value, path: reader.path(of: "facetHits") + "[\(offset)]",
        fail: SearchResponse.decodingFailure)
      guard let text = try hit.string("value") else {
        throw .decoding(path: hit.path(of: "value"), reason: "missing")
      }
      hits.append(
        FacetHit(
          value: text, highlighted: try hit.string("highlighted") ?? text,
          count: try hit.int("count") ?? 0))
    }
    self.init(
      facetHits: hits, exhaustiveFacetsCount: try reader.bool("exhaustiveFacetsCount") ?? true,
      processingTimeMS: try reader.int("processingTimeMS"))
  }

  /// The response as JSON, in Algolia's member order.
  public var json: JSON {
    var object: JSONObject = [
      "facetHits": .array(
        facetHits.map {
          [
            "value": .string($0.value), "highlighted": .string($0.highlighted),
            "count": .number(Double($0.count)),
          ]
        }),
      "exhaustiveFacetsCount": .bool(exhaustiveFacetsCount),
    ]
    object["processingTimeMS"] = processingTimeMS.map { .number(Double($0)) }
    return .object(object)
  }
}

extension FacetSearchResponse {
  /// Reads the answer to a facet query of a multiple-queries call, which came decoded as a
  /// search response: its `facetHits` member sits among the response's other members.
  /// - Parameter searchResponse: the decoded element of the call's `results`.
  /// - Throws: ``SearchError/decoding(path:reason:)`` when `facetHits` is missing or malformed.
  public init(searchResponse: SearchResponse) throws(SearchError) {
    guard let hits = searchResponse.additional["facetHits"] else {
      throw .decoding(path: "facetHits", reason: "missing from the facet query's result")
    }
    var object: JSONObject = ["facetHits": hits]
    object["exhaustiveFacetsCount"] = searchResponse.exhaustiveFacetsCount.map(JSON.bool)
    object["processingTimeMS"] = searchResponse.processingTimeMS.map { .number(Double($0)) }
    try self.init(json: .object(object))
  }
}
