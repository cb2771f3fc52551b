import InstantSearchCore

/// The settings of one index, read from Algolia's `getSettings` JSON (current and legacy names);
/// publicly, the check of a settings object's keys (``keyProblems(in:)``).
public struct IndexSettings: Sendable {
  /// One entry of `searchableAttributes`: one or more attributes sharing a level.
  struct SearchableLevel: Sendable, Equatable {
    var attributes: [String]
    var unordered: Bool
  }

  /// One criterion of `ranking`.
  enum Criterion: Sendable, Equatable {
    case typo, geo, words, filters, proximity, attribute, exact, custom
    case ascending(String)
    case descending(String)
  }

  /// One declared facet of `attributesForFaceting`.
  struct FacetDeclaration: Sendable, Equatable {
    var attribute: String
    var searchable: Bool
    var filterOnly: Bool
  }

  /// A replica named in `replicas`/`slaves`.
  struct ReplicaDeclaration: Sendable, Equatable {
    var name: String
    var isVirtual: Bool
  }

  static let defaultRanking: [Criterion] = [
    .typo, .geo, .words, .filters, .proximity, .attribute, .exact, .custom,
  ]

  /// `nil` means every attribute, in record order.
  var searchableAttributes: [SearchableLevel]?
  var attributesForFaceting: [FacetDeclaration] = []
  var ranking: [Criterion] = defaultRanking
  var customRanking: [Criterion] = []
  var replicas: [ReplicaDeclaration] = []
  var hitsPerPage = 20
  var maxValuesPerFacet = 100
  var paginationLimitedTo = 1000
  var attributeForDistinct: String?
  var distinct = 0
  var highlightPreTag = "<em>"
  var highlightPostTag = "</em>"
  var minWordSizefor1Typo = 4
  var minWordSizefor2Typos = 8
  var typoTolerance = TypoTolerance.enabled
  var queryType = QueryType.prefixLast
  var attributesToRetrieve: [String]?
  var attributesToHighlight: [String]?
  var relevancyStrictness = 100
  var sortFacetValuesBy = "count"
  /// The settings exactly as given, echoed by `getSettings`-like calls.
  var raw = JSONObject()
  /// The query-language and snippet options the settings give: a search that sets none of them
  /// takes these as they are (``SettingsOptions/init(request:settings:)``), instead of reading
  /// ``raw`` again.
  var textOptions = TextOptions()
  var snippetOptions = SnippetOptions()

  /// The typo tolerance modes.
  enum TypoTolerance: Sendable, Equatable {
    case enabled, disabled, min, strict
  }

  /// Which query words match as prefixes.
  enum QueryType: String, Sendable, Equatable {
    case prefixLast, prefixAll, prefixNone
  }

  init() {}

  /// Reads settings from a `getSettings` JSON object.
  ///
  /// - Throws: ``LocalLoadError`` naming the key at fault (file and line are filled by the caller).
  init(json: JSON, source: String) throws {
    guard let object = json.objectValue else {
      throw LocalLoadError(file: source, reason: "settings must be a JSON object")
    }
    raw = object
    let reader = Reader(object: object, source: source)
    try readAttributes(reader)
    try readRanking(reader)
    try readNumbers(reader)
    try readModes(reader)
    // Read now: a bad one fails the load, and a search that sets none reads none.
    textOptions = try TextOptions(request: [:], settings: object, settingsSource: source)
    snippetOptions = try SnippetOptions(request: [:], settings: object, settingsSource: source)
  }

  /// `searchableAttributes` (or the legacy `attributesToIndex`) and `attributesForFaceting`.
  private mutating func readAttributes(_ reader: Reader) throws {
    for key in ["searchableAttributes", "attributesToIndex"] {
      guard let entries = try reader.strings(key) else { continue }
      searchableAttributes = try entries.map { entry in
        var text = entry.trimmingSpaces
        var unordered = false
        if let inner = text.unwrapping("unordered") {
          text = inner
          unordered = true
        } else if let inner = text.unwrapping("ordered") {
          text = inner
        }
        let names = text.split(separator: ",").map { String($0).trimmingSpaces }
        guard !names.isEmpty, !names.contains(where: \.isEmpty) else {
          throw reader.fail(key, "empty attribute name in \"\(entry)\"")
        }
        return SearchableLevel(attributes: names, unordered: unordered)
      }
      break
    }
    guard let entries = try reader.strings("attributesForFaceting") else { return }
    attributesForFaceting = try entries.map { entry in
      let text = entry.trimmingSpaces
      var declaration = FacetDeclaration(attribute: text, searchable: false, filterOnly: false)
      if let inner = text.unwrapping("searchable") {
        declaration.attribute = inner
        declaration.searchable = true
      } else if let inner = text.unwrapping("filterOnly") {
        declaration.attribute = inner
        declaration.filterOnly = true
      } else if let inner = text.unwrapping("afterDistinct") {
        declaration.attribute = inner
      }
      guard !declaration.attribute.isEmpty else {
        throw reader.fail("attributesForFaceting", "empty attribute name in \"\(entry)\"")
      }
      return declaration
    }
  }

  /// `ranking`, `customRanking` and the replicas (`replicas`, legacy `slaves`).
  private mutating func readRanking(_ reader: Reader) throws {
    if let entries = try reader.strings("ranking") {
      ranking = try entries.map { try Self.criterion($0, key: "ranking", fail: reader.fail) }
    }
    if let entries = try reader.strings("customRanking") {
      customRanking = try entries.map { entry in
        let criterion = try Self.criterion(entry, key: "customRanking", fail: reader.fail)
        switch criterion {
        case .ascending, .descending: return criterion
        default:
          throw reader.fail(
            "customRanking", "expected asc(attribute) or desc(attribute), found \"\(entry)\"")
        }
      }
    }
    for key in ["replicas", "slaves"] {
      guard let entries = try reader.strings(key) else { continue }
      replicas += entries.map { entry in
        if let inner = entry.trimmingSpaces.unwrapping("virtual") {
          return ReplicaDeclaration(name: inner, isVirtual: true)
        }
        return ReplicaDeclaration(name: entry.trimmingSpaces, isVirtual: false)
      }
    }
  }

  /// The numeric settings, each in its range, and `attributeForDistinct` with `distinct`.
  private mutating func readNumbers(_ reader: Reader) throws {
    hitsPerPage = try reader.integer("hitsPerPage", 0...1000) ?? hitsPerPage
    maxValuesPerFacet = try reader.integer("maxValuesPerFacet", 0...1000) ?? maxValuesPerFacet
    paginationLimitedTo =
      try reader.integer("paginationLimitedTo", 0...20000) ?? paginationLimitedTo
    minWordSizefor1Typo =
      try reader.integer("minWordSizefor1Typo", 0...100) ?? minWordSizefor1Typo
    minWordSizefor2Typos =
      try reader.integer("minWordSizefor2Typos", 0...100) ?? minWordSizefor2Typos
    relevancyStrictness =
      try reader.integer("relevancyStrictness", 0...100) ?? relevancyStrictness
    attributeForDistinct = try reader.string("attributeForDistinct")
    if let value = reader.object["distinct"], !value.isNull {
      if let flag = value.boolValue {
        distinct = flag ? 1 : 0
      } else if let number = value.intValue, (0...4).contains(number) {
        distinct = number
      } else {
        throw reader.fail("distinct", "expected a boolean or an integer from 0 to 4")
      }
    }
  }

  /// The textual settings: highlight tags, typo tolerance, query type,
  /// attributes to retrieve and highlight, facet value order.
  private mutating func readModes(_ reader: Reader) throws {
    highlightPreTag = try reader.string("highlightPreTag") ?? highlightPreTag
    highlightPostTag = try reader.string("highlightPostTag") ?? highlightPostTag
    if let value = reader.object["typoTolerance"], !value.isNull {
      guard let mode = Self.typoTolerance(value) else {
        throw reader.fail("typoTolerance", "expected true, false, \"min\" or \"strict\"")
      }
      typoTolerance = mode
    }
    if let text = try reader.string("queryType") {
      guard let type = QueryType(rawValue: text) else {
        throw reader.fail(
          "queryType", "expected prefixLast, prefixAll or prefixNone, found \"\(text)\"")
      }
      queryType = type
    }
    attributesToRetrieve = try reader.strings("attributesToRetrieve")
    attributesToHighlight = try reader.strings("attributesToHighlight")
    if let text = try reader.string("sortFacetValuesBy") {
      guard text == "count" || text == "alpha" else {
        throw reader.fail("sortFacetValuesBy", "expected \"count\" or \"alpha\"")
      }
      sortFacetValuesBy = text
    }
  }

  static func typoTolerance(_ value: JSON) -> TypoTolerance? {
    switch value {
    case .bool(let flag): return flag ? .enabled : .disabled
    case .string("true"): return .enabled
    case .string("false"): return .disabled
    case .string("min"): return .min
    case .string("strict"): return .strict
    default: return nil
    }
  }

  static func criterion(
    _ entry: String, key: String, fail: (String, String) -> LocalLoadError
  ) throws -> Criterion {
    let text = entry.trimmingSpaces
    if let inner = text.unwrapping("asc"), !inner.isEmpty { return .ascending(inner) }
    if let inner = text.unwrapping("desc"), !inner.isEmpty { return .descending(inner) }
    switch text {
    case "typo": return .typo
    case "geo": return .geo
    case "words": return .words
    case "filters": return .filters
    case "proximity": return .proximity
    case "attribute": return .attribute
    case "exact": return .exact
    case "custom": return .custom
    default: throw fail(key, "unknown ranking criterion \"\(entry)\"")
    }
  }

  /// The attributes in `ranking`/`customRanking` that records are sorted by.
  var sortAttributes: [String] {
    (ranking + customRanking).compactMap { criterion in
      switch criterion {
      case .ascending(let name), .descending(let name): return name
      default: return nil
      }
    }
  }

  /// The settings as a `getSettings` object, with current names.
  var json: JSON {
    var object = raw
    object["attributesToIndex"] = nil
    object["slaves"] = nil
    if let searchableAttributes {
      object["searchableAttributes"] = .array(
        searchableAttributes.map { level in
          let names = level.attributes.joined(separator: ",")
          return .string(level.unordered ? "unordered(\(names))" : names)
        })
    }
    if !replicas.isEmpty {
      object["replicas"] = .array(
        replicas.map { .string($0.isVirtual ? "virtual(\($0.name))" : $0.name) })
    }
    return .object(object)
  }
}

extension IndexSettings.Criterion {
  /// The attribute of an `asc`/`desc` criterion.
  var attribute: String? {
    switch self {
    case .ascending(let name), .descending(let name): return name
    default: return nil
    }
  }
}
