import InstantSearchCore
import InstantSearchLocal
import Testing

/// The layouts of Algolia's public dataset exports: wrapped settings, null settings, a
/// folder-level `settings.json`, and JSON files that are not records.
@Suite("Dataset exports: wrapped, null and folder-level settings, files that are not records")
struct DatasetExportTests {
  /// Quotes, as the us-president-quotes export holds them.
  static let quotes = """
    [{"objectID": "q1", "author": "Lincoln", "text": "A house divided against itself cannot stand"},
     {"objectID": "q2", "author": "Kennedy", "text": "Ask not what your country can do for you"},
     {"objectID": "q3", "author": "Roosevelt", "text": "The only thing we have to fear is fear itself"}]
    """

  /// Settings wrapped as the export writes them, with rules and synonyms beside.
  static let wrapped = """
    {"settings": {"searchableAttributes": ["text"], "customRanking": ["desc(author)"],
                  "hitsPerPage": 2},
     "rules": [{"objectID": "r", "consequence": {"userData": {"banner": "quotes"}}}],
     "synonyms": [{"objectID": "s", "type": "synonym", "synonyms": ["dread", "fear"]}]}
    """

  @Test("a settings file wrapped as {\"settings\": ...} is unwrapped, with its rules and synonyms")
  func wrappedSettings() throws {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write(Self.quotes, folder, "quotes.json")
    try Fixtures.write(Self.wrapped, folder, "quotes_settings.json")
    let client = LocalClient()
    let report = try client.loadFolder(folder)
    #expect(report.indexNames == ["quotes"] && report.warnings.isEmpty)
    #expect(try client.settings(indexName: "quotes")["hitsPerPage"] == 2)
    // Only `text` is searchable; the custom ranking orders the hits.
    #expect(
      Fixtures.ids(try client.search(indexName: "quotes", parameters: ["query": "lincoln"]))
        .isEmpty)
    let all = try client.search(indexName: "quotes", parameters: [:])
    #expect(Fixtures.ids(all) == ["q3", "q1"])
    #expect(all["userData"] == [["banner": "quotes"]])
    #expect(
      Fixtures.ids(try client.search(indexName: "quotes", parameters: ["query": "dread"]))
        == ["q3"])
    // A sibling that is not settings, rules or synonyms is named.
    try Fixtures.write(
      #"{"settings": {"hitsPerPage": 1}, "exportedAt": "2020"}"#, folder, "quotes_settings.json")
    let other = try LocalClient().loadFolder(folder)
    #expect(other.warnings.count == 1 && other.warnings[0].contains("`exportedAt` ignored"))
  }

  @Test("a null setting is its default: no error, no warning")
  func nullSettings() throws {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write(Self.quotes, folder, "quotes.json")
    let keys = [
      "searchableAttributes", "attributesToIndex", "attributesForFaceting", "ranking",
      "customRanking", "replicas", "slaves", "hitsPerPage", "maxValuesPerFacet",
      "paginationLimitedTo", "minWordSizefor1Typo", "minWordSizefor2Typos",
      "relevancyStrictness", "attributeForDistinct", "distinct", "highlightPreTag",
      "highlightPostTag", "typoTolerance", "queryType", "attributesToRetrieve",
      "attributesToHighlight", "sortFacetValuesBy", "ignorePlurals", "removeStopWords",
      "queryLanguages", "advancedSyntax", "advancedSyntaxFeatures", "removeWordsIfNoResults",
      "optionalWords", "disableTypoToleranceOnWords", "disableTypoToleranceOnAttributes",
      "replaceSynonymsInHighlight", "alternativesAsExact", "attributesToSnippet",
      "snippetEllipsisText", "enableRules", "renderingContent", "userData", "primary",
      "enablePersonalization", "exactOnSingleWordQuery", "unretrievableAttributes",
      "numericAttributesForFiltering", "separatorsToIndex", "maxFacetHits",
    ]
    let settings = JSON.object(JSONObject(keys.map { ($0, JSON.null) }))
    try Fixtures.write(settings.jsonString, folder, "quotes_settings.json")
    let client = LocalClient(strict: true)
    let report = try client.loadFolder(folder)
    #expect(report.indexNames == ["quotes"] && report.warnings.isEmpty && report.failures.isEmpty)
    let plain = LocalClient()
    try plain.load(folder + "/quotes.json")
    try plain.addIndex(
      named: "reference", records: try #require(JSON(parsing: Self.quotes).arrayValue))
    for query in ["", "fear", "countri"] {
      var nulls = try client.search(indexName: "quotes", parameters: ["query": .string(query)])
      var reference = try plain.search(
        indexName: "reference", parameters: ["query": .string(query)])
      for key in ["processingTimeMS", "index", "params"] {
        nulls[key] = nil
        reference[key] = nil
      }
      #expect(nulls == reference, "\(query)")
      #expect(nulls["renderingContent"] == [:])
    }
  }

  @Test("a folder-level settings.json is the settings of the folder's one records file")
  func folderSettings() throws {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write(Self.quotes, folder, "movies.json")
    try Fixtures.write(
      #"{"searchableAttributes": ["author"], "hitsPerPage": 1}"#, folder, "settings.json")
    let client = LocalClient()
    let report = try client.loadFolder(folder)
    #expect(report.indexNames == ["movies"] && report.warnings.isEmpty)
    #expect(client.indexNames == ["movies"])
    #expect(try client.settings(indexName: "movies")["hitsPerPage"] == 1)
    #expect(
      Fixtures.ids(try client.search(indexName: "movies", parameters: ["query": "kennedy"]))
        == ["q2"])
    // Opening the records file alone reads it too.
    let one = LocalClient()
    try one.load(folder + "/movies.json")
    #expect(try one.settings(indexName: "movies")["hitsPerPage"] == 1)
    // Wrapped, it is unwrapped.
    try Fixtures.write(Self.wrapped, folder, "settings.json")
    let wrapped = LocalClient()
    try wrapped.loadFolder(folder)
    #expect(try wrapped.settings(indexName: "movies")["hitsPerPage"] == 2)
    #expect(try wrapped.synonyms(indexName: "movies").map(\.objectID) == ["s"])
  }

  @Test("with several records files, or a settings file of its own, settings.json is a warning")
  func folderSettingsLeftOut() throws {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write(Self.quotes, folder, "movies.json")
    try Fixtures.write(Self.quotes, folder, "actors.json")
    try Fixtures.write(#"{"hitsPerPage": 1}"#, folder, "settings.json")
    let client = LocalClient()
    let report = try client.loadFolder(folder)
    #expect(client.indexNames == ["actors", "movies"])
    #expect(
      report.warnings == [
        "\(folder)/settings.json: folder-level settings, but the folder has several records "
          + "files (actors, movies); name it NAME_settings.json beside the records NAME.json it "
          + "is for; ignored"
      ])
    #expect(try client.settings(indexName: "movies")["hitsPerPage"] == nil)
    let single = try Fixtures.temporaryFolder()
    try Fixtures.write(Self.quotes, single, "movies.json")
    try Fixtures.write(#"{"hitsPerPage": 1}"#, single, "settings.json")
    try Fixtures.write(#"{"hitsPerPage": 3}"#, single, "movies_settings.json")
    let own = LocalClient()
    let ownReport = try own.loadFolder(single)
    #expect(try own.settings(indexName: "movies")["hitsPerPage"] == 3)
    #expect(
      ownReport.warnings == [
        "\(single)/settings.json: folder-level settings ignored, \(single)/movies_settings.json "
          + "gives the settings of movies"
      ])
  }

  @Test("JSON files that are not records are named in the warnings, not indexed")
  func notRecords() throws {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write(Self.quotes, folder, "quotes.json")
    try Fixtures.write(
      """
      {
        "hitsPerPage": 5,
        "ranking": ["typo", "words"],
        "enablePersonalization": false
      }
      """, folder, "config.json")
    try Fixtures.write(#"{"results": [{"title": "a"}], "meta": {"page": 1}}"#, folder, "dump.json")
    try Fixtures.write(#"{"settings": {"hitsPerPage": 5}}"#, folder, "export.json")
    // One record written over several lines, and one without objectID, are records.
    try Fixtures.write("{\n  \"name\": \"one\",\n  \"tags\": [\"x\"]\n}", folder, "single.json")
    let client = LocalClient()
    let report = try client.loadFolder(folder)
    #expect(report.indexNames == ["quotes", "single"])
    #expect(client.indexNames == ["quotes", "single"])
    #expect(
      report.warnings == [
        "\(folder)/config.json: index settings, not records (name it NAME_settings.json beside "
          + "the records NAME.json it is for); not loaded",
        "\(folder)/dump.json: one JSON object with no record shape (no objectID, and no text, "
          + "number or boolean member), not records; not loaded",
        "\(folder)/export.json: index settings, not records (name it NAME_settings.json beside "
          + "the records NAME.json it is for); not loaded",
      ])
  }
}
