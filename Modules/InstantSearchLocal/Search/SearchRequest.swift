import InstantSearchCore

/// The search parameters of one request, read from the REST API's JSON body (object form,
/// `params` string form, or both: object members win over the string's).
struct SearchRequest: Sendable {
  var query = ""
  var page = 0
  var hitsPerPage: Int?
  /// The position of the first hit, instead of ``page`` (Algolia's `offset`).
  var offset: Int?
  /// How many hits from ``offset`` (`hitsPerPage`'s when absent); ignored without an offset.
  var length: Int?
  /// The `filters` string, or only its hand-set part when ``filterTree`` holds the rest.
  var filters: String?
  /// The filter groups a Swift caller handed over typed, ANDed with ``filters``.
  var filterTree: FilterTree?
  var facetFilters: JSON?
  var numericFilters: JSON?
  var tagFilters: JSON?
  var facets: [String] = []
  var maxValuesPerFacet: Int?
  var sortFacetValuesBy: String?
  var attributesToRetrieve: [String]?
  var attributesToHighlight: [String]?
  var highlightPreTag: String?
  var highlightPostTag: String?
  var queryType: IndexSettings.QueryType?
  var typoTolerance: IndexSettings.TypoTolerance?
  var minWordSizefor1Typo: Int?
  var minWordSizefor2Typos: Int?
  var getRankingInfo = false
  var relevancyStrictness: Int?
  var distinct: Int?
  var clickAnalytics = false
  var restrictSearchableAttributes: [String]?
  var facetQuery = ""
  var maxFacetHits = 10
  /// Filters strings the index's rules add, each ANDed with the request's (not a parameter).
  var ruleFilters: [String] = []
  /// The parameters as received, for the response's `params` echo.
  var echoed = JSONObject()

  static let arrayParameters: Set<String> = [
    "facets", "attributesToRetrieve", "attributesToHighlight", "restrictSearchableAttributes",
    "facetFilters", "numericFilters", "tagFilters", "optionalFilters",
  ]

  /// Reads the parameters.
  ///
  /// - Parameters:
  ///   - body: the parameters, as the REST API takes them.
  ///   - typed: the query `body` was written from, when a Swift caller gave one: its filter
  ///     groups are then taken typed, not parsed from the `filters` text (which the body still
  ///     holds, for the `params` echo).
  /// - Throws: `SearchError.http` 400 naming the parameter at fault.
  init(_ body: JSON, typed: Query? = nil) throws {
    guard let object = body.objectValue else {
      throw SearchError.http(status: 400, message: "Invalid JSON body: expected an object")
    }
    var merged = JSONObject()
    if let params = object["params"] {
      guard let text = params.stringValue else {
        throw SearchError.http(status: 400, message: "Parameter `params` must be a string")
      }
      merged = try Self.decodeParamsString(text)
    }
    for (key, value) in object where key != "params" { merged[key] = value }
    echoed = merged
    let reader = RequestParameter.reader(merged)
    for (key, value) in merged where !value.isNull {
      try apply(RequestParameter(key: key, value: value, reader: reader))
    }
    if let typed, let tree = typed.filterTree, merged["filters"]?.stringValue == typed.filters {
      filters = typed.handSetFilters
      filterTree = tree
    }
  }

  private mutating func apply(_ parameter: RequestParameter) throws {
    let key = parameter.key
    let value = parameter.value
    switch key {
    case "query":
      query = try parameter.string()
      guard query.utf8.count <= Self.maximumQueryBytes else {
        throw SearchError.http(
          status: 400,
          message:
            "Parameter `query` is too long: \(query.utf8.count) bytes, at most \(Self.maximumQueryBytes) are accepted"
        )
      }
    case "page": page = try parameter.integer(0...Int(Int32.max))
    case "hitsPerPage": hitsPerPage = try parameter.integer(0...1000)
    case "offset": offset = try parameter.integer(0...Int(Int32.max))
    case "length": length = try parameter.integer(0...1000)
    case "filters": filters = try parameter.string()
    case "facetFilters": facetFilters = value
    case "numericFilters": numericFilters = value
    case "tagFilters": tagFilters = value
    case "facets": facets = try parameter.strings()
    case "maxValuesPerFacet": maxValuesPerFacet = try parameter.integer(0...1000)
    case "sortFacetValuesBy":
      let text = try parameter.string()
      guard text == "count" || text == "alpha" else {
        throw parameter.bad("\"count\" or \"alpha\"")
      }
      sortFacetValuesBy = text
    case "attributesToRetrieve": attributesToRetrieve = try parameter.strings()
    case "attributesToHighlight": attributesToHighlight = try parameter.strings()
    case "highlightPreTag": highlightPreTag = try parameter.string()
    case "highlightPostTag": highlightPostTag = try parameter.string()
    case "queryType":
      guard let type = IndexSettings.QueryType(rawValue: try parameter.string()) else {
        throw parameter.bad("prefixLast, prefixAll or prefixNone")
      }
      queryType = type
    case "typoTolerance":
      guard let mode = IndexSettings.typoTolerance(value) else {
        throw parameter.bad("true, false, \"min\" or \"strict\"")
      }
      typoTolerance = mode
    case "minWordSizefor1Typo": minWordSizefor1Typo = try parameter.integer(0...100)
    case "minWordSizefor2Typos": minWordSizefor2Typos = try parameter.integer(0...100)
    case "getRankingInfo": getRankingInfo = try parameter.boolean()
    case "relevancyStrictness": relevancyStrictness = try parameter.integer(0...100)
    case "distinct":
      if let flag = value.boolValue ?? (value.stringValue == "true" ? true : nil) {
        distinct = flag ? 1 : 0
      } else {
        distinct = try parameter.integer(0...4)
      }
    case "clickAnalytics": clickAnalytics = try parameter.boolean()
    case "restrictSearchableAttributes": restrictSearchableAttributes = try parameter.strings()
    case "facetQuery": facetQuery = try parameter.string()
    case "maxFacetHits": maxFacetHits = try parameter.integer(1...100)
    default: break
    }
  }

  /// The longest `query` accepted, in UTF-8 bytes (Algolia's limit).
  static let maximumQueryBytes = 512

  /// Decodes a URL-encoded `params` string (`query=star&hitsPerPage=5`) with Core's decoder;
  /// array parameters written as JSON arrays become arrays.
  static func decodeParamsString(_ text: String) throws -> JSONObject {
    var object = Query.parameters(fromURLEncoded: text)
    for (key, value) in object {
      guard arrayParameters.contains(key), let text = value.stringValue, text.hasPrefix("[")
      else { continue }
      guard let array = try? JSON(parsing: text) else {
        throw SearchError.http(
          status: 400, message: "Invalid value for parameter `\(key)`: malformed JSON array")
      }
      object[key] = array
    }
    return object
  }

  /// The parameters as a URL-encoded string, as the API echoes them in `params` (a space as
  /// `+`).
  var paramsString: String {
    URLEncoding.parameters(echoed, spaceAsPlus: true)
  }
}

extension SearchRequest {
  /// The hits asked for: from ``offset``, ``length`` of them (`hitsPerPage` without a length),
  /// when an offset is given, else the page's; none past `maximum` (`paginationLimitedTo`).
  func window(hitsPerPage: Int, limitedTo maximum: Int) -> IndexView.PageWindow {
    let start = offset ?? page * hitsPerPage
    let count = offset == nil ? hitsPerPage : length ?? hitsPerPage
    return IndexView.PageWindow(start: start, limit: min(start + count, maximum))
  }
}
