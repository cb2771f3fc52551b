/// The one list of which index settings the engine honours and which Algolia documents, as
/// ``SearchParameters`` is for search parameters: a load warns about (and a strict engine
/// refuses) the keys of a settings file outside ``honoured``.
///
/// When a reader of a setting is wired in, its name joins ``honoured`` here.
enum SettingsKeys {
  /// Read by ``IndexSettings`` itself (current and legacy names).
  static let read: Set<String> = [
    "searchableAttributes", "attributesToIndex", "attributesForFaceting", "ranking",
    "customRanking", "replicas", "slaves", "hitsPerPage", "maxValuesPerFacet",
    "paginationLimitedTo", "minWordSizefor1Typo", "minWordSizefor2Typos",
    "relevancyStrictness", "attributeForDistinct", "distinct", "highlightPreTag",
    "highlightPostTag", "typoTolerance", "queryType", "attributesToRetrieve",
    "attributesToHighlight", "sortFacetValuesBy",
  ]

  /// Read per search from the settings (``TextOptions``, ``SnippetOptions``, the rules'
  /// `enableRules`, the response's `renderingContent`); `restrictSearchableAttributes` and
  /// `synonyms` are search parameters only.
  static let readPerSearch: Set<String> = TextOptions.parameters.names
    .subtracting(["restrictSearchableAttributes", "synonyms"])
    .union(SnippetOptions.parameters.names).union(["enableRules", "renderingContent"])

  /// Keys Algolia reports back with the settings, which the engine or the server keeps and
  /// which change nothing in a search: a replica's `primary`, the settings' `version`, the
  /// index's `userData`.
  static let metadata: Set<String> = ["primary", "version", "userData"]

  /// Every settings key the engine honours (or keeps, for ``metadata``).
  static let honoured: Set<String> = read.union(readPerSearch).union(metadata)

  /// Every index setting Algolia documents (`IndexSettings` of the API specification), with
  /// the legacy names exports still hold.
  static let documented: Set<String> = honoured.union([
    "unretrievableAttributes", "attributesToTransliterate", "camelCaseAttributes",
    "decompoundedAttributes", "indexLanguages", "disablePrefixOnAttributes",
    "allowCompressionOfIntegerArray", "numericAttributesForFiltering", "separatorsToIndex",
    "customNormalization", "maxFacetHits", "keepDiacriticsOnCharacters",
    "restrictHighlightAndSnippetArrays", "allowTyposOnNumericTokens", "decompoundQuery",
    "enablePersonalization", "mode", "semanticSearch", "disableExactOnAttributes",
    "exactOnSingleWordQuery", "minProximity", "responseFields",
    "attributeCriteriaComputedByMinProximity", "attributeCriteriaComputedBy",
    "enableReRanking", "reRankingApplyFilter",
    // Legacy names: numeric attributes before `numericAttributesForFiltering`, and the
    // synonyms, placeholders and alternative corrections kept in the settings before the
    // synonyms API.
    "numericAttributesToIndex", "synonyms", "placeholders", "altCorrections",
  ])
}
