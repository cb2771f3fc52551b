/// The search parameters of one query, encoded as Algolia's object-form JSON.
///
/// The common parameters are typed; any other parameter (`attributesToSnippet`,
/// `aroundLatLng`, `ruleContexts` ...) goes through ``additionalParameters`` untouched. A nil
/// property is not sent, so the service's default applies.
public struct Query: Sendable, Hashable {
  /// The text to search for.
  public var query: String?
  /// The `filters` string, as `( "genre":"Drama" OR "genre":"Sci Fi" ) AND ( "year" > 1990 )`.
  ///
  /// Reading it gives the whole string: the hand-set part ANDed with the text of
  /// ``filterTree``. Setting it sets a hand-set string and drops the tree.
  public var filters: String? {
    get { filterParts.text }
    set { filterParts = FilterParts(handSet: newValue, tree: nil) }
  }
  /// The part of ``filters`` set as text, which a service parses.
  public var handSetFilters: String? { filterParts.handSet }
  /// The part of ``filters`` handed over as typed groups (a filter state's), which a service
  /// that evaluates filters itself reads without parsing; nil when there is none.
  public var filterTree: FilterTree? { filterParts.tree }
  /// Facet filters in the array form.
  public var facetFilters: ArrayFilters?
  /// Numeric filters in the array form.
  public var numericFilters: ArrayFilters?
  /// Tag filters in the array form.
  public var tagFilters: ArrayFilters?
  /// Optional filters (boost, never exclude) in the array form.
  public var optionalFilters: ArrayFilters?
  /// The attributes to count facet values for; `["*"]` for all.
  public var facets: [String]?
  /// The page, from 0.
  public var page: Int?
  /// Hits per page (0 for facet counts only).
  public var hitsPerPage: Int?
  /// The attributes to return in hits.
  public var attributesToRetrieve: [String]?
  /// The attributes whose matches are highlighted in `_highlightResult` (the index's setting
  /// when nil).
  public var attributesToHighlight: [String]?
  /// The most values returned per facet.
  public var maxValuesPerFacet: Int?
  /// Whether the query counts in analytics.
  public var analytics: Bool?
  /// Whether the response carries a `queryID` for click and conversion events.
  public var clickAnalytics: Bool?
  /// Whether hits carry `_rankingInfo`.
  public var getRankingInfo: Bool?
  /// De-duplication: `true`, `false` or a number of hits kept per distinct value.
  public var distinct: JSON?
  /// Every other parameter, in order, sent as given. A typed property wins over an entry here
  /// with the same name.
  public var additionalParameters: JSONObject

  /// The filters as set: hand-set text and typed groups, equal when their texts are.
  private var filterParts = FilterParts(handSet: nil, tree: nil)

  /// The parameter names with a typed property, in the order they are encoded.
  public static let typedParameters: [String] = [
    "query", "filters", "facetFilters", "numericFilters", "tagFilters", "optionalFilters",
    "facets", "page", "hitsPerPage", "attributesToRetrieve", "attributesToHighlight",
    "maxValuesPerFacet", "analytics", "clickAnalytics", "getRankingInfo", "distinct",
  ]

  /// Creates a query.
  /// - Parameter query: the text to search for, or nil.
  public init(_ query: String? = nil) {
    self.query = query
    self.additionalParameters = JSONObject()
  }

  /// Sets the filters: a hand-set string ANDed with typed groups. ``filters`` is then
  /// `( handSet ) AND tree`, `handSet` or the tree's text alone, or nil.
  /// - Parameters:
  ///   - handSet: the filters string set by hand, or nil (an empty string counts as nil).
  ///   - tree: the typed groups, or nil.
  public mutating func setFilters(handSet: String?, tree: FilterTree?) {
    filterParts = FilterParts(handSet: handSet, tree: tree)
  }

  /// Asks for matches between `pre` and `post` in `_highlightResult` and `_snippetResult`
  /// (`highlightPreTag`, `highlightPostTag`), whatever tags the index's settings name: what a
  /// view that reads the tags back (``Highlight/parts(preTag:postTag:)``) sets.
  /// - Parameters:
  ///   - pre: the opening tag.
  ///   - post: the closing tag.
  public mutating func setHighlightTags(
    pre: String = Highlight.defaultPreTag, post: String = Highlight.defaultPostTag
  ) {
    additionalParameters["highlightPreTag"] = .string(pre)
    additionalParameters["highlightPostTag"] = .string(post)
  }

  /// A parameter by name: a typed one's JSON value, else the pass-through entry.
  /// - Parameter name: the parameter's name.
  public subscript(parameter name: String) -> JSON? {
    json[name]
  }

  /// The object-form JSON: the typed parameters that are set, in ``typedParameters`` order, then
  /// the additional ones.
  public var json: JSONObject {
    var object = JSONObject()
    object["query"] = query.map(JSON.string)
    object["filters"] = filters.map(JSON.string)
    object["facetFilters"] = facetFilters?.json
    object["numericFilters"] = numericFilters?.json
    object["tagFilters"] = tagFilters?.json
    object["optionalFilters"] = optionalFilters?.json
    object["facets"] = facets.map { .array($0.map(JSON.string)) }
    object["page"] = page.map { .number(Double($0)) }
    object["hitsPerPage"] = hitsPerPage.map { .number(Double($0)) }
    object["attributesToRetrieve"] = attributesToRetrieve.map { .array($0.map(JSON.string)) }
    object["attributesToHighlight"] = attributesToHighlight.map { .array($0.map(JSON.string)) }
    object["maxValuesPerFacet"] = maxValuesPerFacet.map { .number(Double($0)) }
    object["analytics"] = analytics.map(JSON.bool)
    object["clickAnalytics"] = clickAnalytics.map(JSON.bool)
    object["getRankingInfo"] = getRankingInfo.map(JSON.bool)
    object["distinct"] = distinct
    for (key, value) in additionalParameters where object[key] == nil {
      object[key] = value
    }
    return object
  }

  /// Reads a query from request JSON: the object form, the `params` string form, or both
  /// (members of the object win over the same names in `params`). Lenient as the API is:
  /// numbers and booleans may be strings, lists may be comma-separated strings.
  /// - Parameter json: the request's parameters (an `indexName` or `type` member is ignored).
  /// - Throws: ``SearchError/invalidRequest(_:)`` naming the parameter and what was wrong.
  public init(json: JSON) throws(SearchError) {
    let fail: JSONFieldReader<SearchError>.Fail = { mismatch in
      .invalidRequest("Invalid value for \(mismatch.path): \(mismatch.reason)")
    }
    var members = try JSONFieldReader(json, path: "", fail: fail).object
    if let params = members["params"] {
      guard case .string(let text) = params else {
        throw .invalidRequest(
          "Invalid value for params: expected a string, found " + params.kindDescription)
      }
      var merged = Query.parameters(fromURLEncoded: text)
      for (key, value) in members where key != "params" { merged[key] = value }
      members = merged
    }
    let reader = try JSONFieldReader(.object(members), path: "", fail: fail)
    self.init()
    query = try reader.string("query")
    filters = try reader.string("filters")
    facetFilters = try reader.value("facetFilters").map { v throws(SearchError) in
      try ArrayFilters(json: v, path: "facetFilters")
    }
    numericFilters = try reader.value("numericFilters").map { v throws(SearchError) in
      try ArrayFilters(json: v, path: "numericFilters")
    }
    tagFilters = try reader.value("tagFilters").map { v throws(SearchError) in
      try ArrayFilters(json: v, path: "tagFilters")
    }
    optionalFilters = try reader.value("optionalFilters").map { v throws(SearchError) in
      try ArrayFilters(json: v, path: "optionalFilters")
    }
    facets = try reader.strings("facets")
    page = try reader.int("page")
    hitsPerPage = try reader.int("hitsPerPage")
    attributesToRetrieve = try reader.strings("attributesToRetrieve")
    attributesToHighlight = try reader.strings("attributesToHighlight")
    maxValuesPerFacet = try reader.int("maxValuesPerFacet")
    analytics = try reader.bool("analytics")
    clickAnalytics = try reader.bool("clickAnalytics")
    getRankingInfo = try reader.bool("getRankingInfo")
    if let value = reader.value("distinct") {
      switch value {
      case .bool, .number: distinct = value
      case .string(let text) where Bool(text) != nil: distinct = .bool(Bool(text)!)
      case .string(let text) where Int(text) != nil: distinct = .number(Double(Int(text)!))
      default:
        throw .invalidRequest(
          "Invalid value for distinct: expected a boolean or an integer, found "
            + value.kindDescription)
      }
    }
    additionalParameters = reader.remaining(
      excluding: Set(Query.typedParameters + ["indexName", "type", "params"]))
  }

  /// The members of a URL-encoded parameter string (`query=star&hitsPerPage=5`), every value a
  /// string (`+` is a space); later repeats of a name win.
  /// - Parameter text: the string, without a leading `?`.
  /// - Returns: the members, in order.
  public static func parameters(fromURLEncoded text: String) -> JSONObject {
    var object = JSONObject()
    for pair in text.split(separator: "&") where !pair.isEmpty {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = percentDecoded(parts[0])
      let value = parts.count > 1 ? percentDecoded(parts[1]) : ""
      object[name] = .string(value)
    }
    return object
  }

  /// The `filters` of a query: text, typed groups, or both ANDed. Two are equal when their
  /// texts are, however they were set.
  struct FilterParts: Sendable, Hashable {
    let handSet: String?
    let tree: FilterTree?

    init(handSet: String?, tree: FilterTree?) {
      self.handSet = tree == nil || handSet?.isEmpty == false ? handSet : nil
      self.tree = tree
    }

    /// `( handSet ) AND tree`, either alone, or nil.
    var text: String? {
      guard let tree else { return handSet }
      guard let handSet else { return tree.text }
      return "( \(handSet) ) AND \(tree.text)"
    }

    static func == (lhs: FilterParts, rhs: FilterParts) -> Bool { lhs.text == rhs.text }

    func hash(into hasher: inout Hasher) { hasher.combine(text) }
  }

  /// `+` as space and `%XX` as bytes; a malformed escape is kept as written.
  private static func percentDecoded(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    let utf8 = Array(text.utf8)
    var index = 0
    func hex(_ byte: UInt8) -> UInt8? {
      switch byte {
      case 0x30...0x39: return byte - 0x30
      case 0x41...0x46: return byte - 0x41 + 10
      case 0x61...0x66: return byte - 0x61 + 10
      default: return nil
      }
    }
    while index < utf8.count {
      let byte = utf8[index]
      if byte == UInt8(ascii: "+") {
        bytes.append(UInt8(ascii: " "))
      } else if byte == UInt8(ascii: "%"), index + 2 < utf8.count,
        let high = hex(utf8[index + 1]), let low = hex(utf8[index + 2])
      {
        bytes.append(high << 4 | low)
        index += 2
      } else {
        bytes.append(byte)
      }
      index += 1
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
