import InstantSearchCore

/// The query-language parameters of one search: the request's values over the index's settings
/// (each is both a setting and a search parameter in Algolia, except
/// `restrictSearchableAttributes` and `synonyms`, search only).
struct TextOptions: SettingsOptions, Sendable {
  /// What `removeWordsIfNoResults` does when a query finds nothing.
  enum RemoveWords: String, Sendable {
    case none, lastWords, firstWords, allOptional
  }

  /// The languages plurals are ignored for (empty: plurals are different words).
  var pluralLanguages: [String] = []
  /// The languages whose stop words are removed from queries (empty: none removed).
  var stopWordLanguages: [String] = []
  /// Whether `"phrases"` and `-exclusions` are read from the query.
  var advancedSyntax = false
  /// `exactPhrase` and `excludeWords` of `advancedSyntaxFeatures` (both by default).
  var exactPhrase = true
  var excludeWords = true
  var removeWordsIfNoResults = RemoveWords.none
  /// Normalized words that are optional whenever they are in the query.
  var optionalWords: Set<String> = []
  /// Normalized query words matched without typos.
  var noTypoWords: Set<String> = []
  /// Attributes where a word with typos does not match.
  var noTypoAttributes: Set<String> = []
  /// The attributes searched (nil: all searchable attributes).
  var restrictSearchableAttributes: [String]?
  /// Whether the index's synonyms apply.
  var synonyms = true
  var replaceSynonymsInHighlight = false
  /// `alternativesAsExact`: which alternatives the exact criterion counts as exact.
  var pluralsAsExact = true
  var singleWordSynonymAsExact = true
  var multiWordSynonymAsExact = false

  /// The parameter names read here.
  static let parameters: ParameterNames = [
    "queryLanguages", "ignorePlurals", "removeStopWords", "advancedSyntax",
    "advancedSyntaxFeatures", "removeWordsIfNoResults", "optionalWords",
    "disableTypoToleranceOnWords", "disableTypoToleranceOnAttributes",
    "restrictSearchableAttributes", "synonyms", "replaceSynonymsInHighlight",
    "alternativesAsExact",
  ]

  static var kept: KeyPath<IndexSettings, Self> { \.textOptions }

  /// The defaults, as settings and a request that set none of the options give them.
  init() {}

  /// Reads the options.
  ///
  /// - Throws: `SearchError.http` 400 naming a request parameter with a bad value, or
  ///   ``LocalLoadError`` for a bad setting.
  init(reading reader: inout OptionReader) throws {
    let queryLanguages = try reader.strings("queryLanguages") ?? []
    pluralLanguages = try reader.languages("ignorePlurals", default: queryLanguages)
    stopWordLanguages = try reader.languages("removeStopWords", default: queryLanguages)
    advancedSyntax = try reader.boolean("advancedSyntax") ?? false
    if let features = try reader.strings("advancedSyntaxFeatures") {
      exactPhrase = features.contains("exactPhrase")
      excludeWords = features.contains("excludeWords")
    }
    if let text = try reader.string("removeWordsIfNoResults") {
      guard let mode = RemoveWords(rawValue: text) else {
        throw reader.bad(
          "removeWordsIfNoResults", "\"none\", \"lastWords\", \"firstWords\" or \"allOptional\"")
      }
      removeWordsIfNoResults = mode
    }
    func words(_ key: String) throws -> Set<String> {
      Set(try reader.strings(key)?.flatMap(Tokenizer.tokens) ?? [])
    }
    optionalWords = try words("optionalWords")
    noTypoWords = try words("disableTypoToleranceOnWords")
    noTypoAttributes = Set(try reader.strings("disableTypoToleranceOnAttributes") ?? [])
    restrictSearchableAttributes = try reader.strings(
      "restrictSearchableAttributes", searchOnly: true)
    synonyms = try reader.boolean("synonyms", searchOnly: true) ?? true
    replaceSynonymsInHighlight = try reader.boolean("replaceSynonymsInHighlight") ?? false
    if let alternatives = try reader.strings("alternativesAsExact") {
      pluralsAsExact = alternatives.contains("ignorePlurals")
      singleWordSynonymAsExact = alternatives.contains("singleWordSynonym")
      multiWordSynonymAsExact = alternatives.contains("multiWordsSynonym")
    }
  }
}
