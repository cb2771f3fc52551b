import InstantSearchCore

/// The one list of which search parameters the engine honours and which Algolia documents:
/// the response's `message` names the documented ones it ignores, and a strict
/// ``LocalClient`` refuses those and unknown ones with a 400.
///
/// When a reader of parameters is wired into the search, its names join ``implemented`` here.
enum SearchParameters {
  /// Read by the search request itself (`SearchRequest`).
  static let request: Set<String> = [
    "query", "page", "hitsPerPage", "filters", "facetFilters", "numericFilters", "tagFilters",
    "facets", "maxValuesPerFacet", "sortFacetValuesBy", "attributesToRetrieve",
    "attributesToHighlight", "highlightPreTag", "highlightPostTag", "queryType",
    "typoTolerance", "minWordSizefor1Typo", "minWordSizefor2Typos", "getRankingInfo",
    "relevancyStrictness", "distinct", "clickAnalytics", "facetQuery", "maxFacetHits", "offset",
    "length",
  ]

  /// Parameters with no effect on results offline (analytics, A/B tests, user identity), so
  /// honouring them means accepting them.
  static let withoutEffect: Set<String> = [
    "analytics", "analyticsTags", "enableABTest", "percentileComputation", "userToken",
  ]

  /// Every parameter the engine honours.
  static let implemented: Set<String> = request.union(withoutEffect)
    .union(RuleSet.parameters.names).union(TextOptions.parameters.names)
    .union(GeoQuery.parameters.names).union(SnippetOptions.parameters.names)
    .union(FilterScores.parameters.names)

  /// Every search parameter Algolia documents (search, and search for facet values).
  static let documented: Set<String> = implemented.union([
    "similarQuery", "restrictSearchableAttributes", "optionalFilters", "sumOrFiltersScores",
    "facetingAfterDistinct", "offset", "length", "aroundLatLng", "aroundLatLngViaIP",
    "aroundRadius", "aroundPrecision", "minimumAroundRadius", "insideBoundingBox",
    "insidePolygon", "naturalLanguages", "personalizationImpact", "enablePersonalization",
    "explain", "synonyms", "restrictHighlightAndSnippetArrays",
    "allowTyposOnNumericTokens", "disableTypoToleranceOnAttributes",
    "disableTypoToleranceOnWords", "ignorePlurals", "removeStopWords", "queryLanguages",
    "decompoundQuery", "removeWordsIfNoResults", "advancedSyntax", "advancedSyntaxFeatures",
    "optionalWords", "disableExactOnAttributes", "exactOnSingleWordQuery",
    "alternativesAsExact", "replaceSynonymsInHighlight", "minProximity", "responseFields",
    "attributeCriteriaComputedByMinProximity", "renderingContent", "enableReRanking",
    "reRankingApplyFilter", "mode", "semanticSearch", "hybridSearch", "keepDiacriticsOnCharacters",
    "attributesToSnippet", "snippetEllipsisText",
  ])

  /// The names among `names` the engine does not honour, sorted and without repeats:
  /// documented ones it ignores, and names Algolia does not know.
  static func unsupported(_ names: some Sequence<String>) -> (ignored: [String], unknown: [String])
  {
    var ignored: [String] = []
    var unknown: [String] = []
    for key in Set(names.lazy.filter { !implemented.contains($0) }).sorted() {
      if documented.contains(key) { ignored.append(key) } else { unknown.append(key) }
    }
    return (ignored, unknown)
  }

  /// Checks a request's parameters: in strict mode an unknown or unimplemented one is a 400
  /// naming it; otherwise the message the response carries, or nil when all are honoured.
  ///
  /// The body's members and the `params` string's are read where they are: nothing is merged
  /// or sorted when every name is honoured (most searches).
  ///
  /// - Parameters:
  ///   - body: the request body (object members, and a `params` string).
  ///   - strict: whether to refuse what is not honoured.
  /// - Returns: the warning for the response's `message`, or nil.
  /// - Throws: `SearchError.http` 400 for a malformed `params` string, or in strict mode for the
  ///   first parameter not honoured.
  static func check(_ body: JSON, strict: Bool) throws -> String? {
    guard let object = body.objectValue else { return nil }
    var names: [String] = []
    for member in object where member.key != "params" && !implemented.contains(member.key) {
      names.append(member.key)
    }
    if let params = object["params"]?.stringValue {
      for member in try SearchRequest.decodeParamsString(params)
      where !implemented.contains(member.key) {
        names.append(member.key)
      }
    }
    guard !names.isEmpty else { return nil }
    let (ignored, unknown) = unsupported(names)
    if strict, let name = unknown.first {
      throw SearchError.http(status: 400, message: "Unknown parameter: \(name)")
    }
    if strict, let name = ignored.first {
      throw SearchError.http(
        status: 400, message: "Parameter \(name) is not implemented by the local engine")
    }
    var parts: [String] = []
    if !ignored.isEmpty {
      parts.append(
        "not implemented by the local engine, ignored: " + ignored.joined(separator: ", "))
    }
    if !unknown.isEmpty {
      parts.append("unknown parameters, ignored: " + unknown.joined(separator: ", "))
    }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }
}
