import InstantSearchCore
import InstantSearchLocal
import Testing

/// Settings keys the engine does not apply are found, placed, warned about or refused.
@Suite("Settings keys: unknown and not implemented")
struct SettingsKeyProblemTests {
  /// Settings with every kind of key, one per line; a nested object and strings holding braces,
  /// quotes and a key's name must not be taken for top-level keys.
  static let settings = """
    {
      "searchableAttributes": ["name", "brand"],
      "userData": {"bogusKey": 1, "note": "a } and a \\" and {"},
      "bogusKey": true,
      "replicas": [], "slaves": [], "primary": "shop", "attributesToIndex": null,
      "version": 3,
        "enablePersonalization": true,
      "searchableAtributes": ["name"], "exactOnSingleWordQuery": "attribute",
      "decompoundQuery": null,
      "hitsPerPage": 10
    }
    """

  @Test("each unknown and not-implemented key, in order, with the line and column it starts at")
  func bytes() throws {
    let problems = try IndexSettings.keyProblems(in: Array(Self.settings.utf8))
    #expect(
      problems == [
        SettingsKeyProblem(key: "bogusKey", kind: .unknown, line: 4, column: 3),
        SettingsKeyProblem(key: "enablePersonalization", kind: .notImplemented, line: 7, column: 5),
        SettingsKeyProblem(key: "searchableAtributes", kind: .unknown, line: 8, column: 3),
        SettingsKeyProblem(
          key: "exactOnSingleWordQuery", kind: .notImplemented, line: 8, column: 36),
      ])
    #expect(
      problems[0].message == "Invalid object attributes: bogusKey near line:4 column:3")
    #expect(
      SettingsKeyProblem.message(key: "x", line: 1, column: 2)
        == "Invalid object attributes: x near line:1 column:2")
    // An escaped key is found by its value; a byte order mark counts in the column, as the
    // parser counts it.
    let escaped = [0xEF, 0xBB, 0xBF] + Array(#"{"hitsPerPage":1,"bogus\u004Bey":2}"#.utf8)
    #expect(
      try IndexSettings.keyProblems(in: escaped) == [
        SettingsKeyProblem(key: "bogusKey", kind: .unknown, line: 1, column: 21)
      ])
    #expect(try IndexSettings.keyProblems(in: Array("[1]".utf8)).isEmpty)
    #expect(throws: JSONParseError.self) { try IndexSettings.keyProblems(in: Array("{".utf8)) }
  }

  @Test("a parsed object gives the same keys without places")
  func parsed() throws {
    let object = try #require(try JSONParser.parse(Self.settings).objectValue)
    #expect(
      IndexSettings.keyProblems(in: object).map { [$0.key, "\($0.kind)", "\($0.line)"] } == [
        ["bogusKey", "unknown", "0"], ["enablePersonalization", "notImplemented", "0"],
        ["searchableAtributes", "unknown", "0"], ["exactOnSingleWordQuery", "notImplemented", "0"],
      ])
    // Every setting the engine honours or keeps is no problem.
    let honoured: JSONObject = [
      "attributesForFaceting": [], "customRanking": [], "ranking": [], "distinct": 1,
      "attributeForDistinct": "a", "typoTolerance": true, "ignorePlurals": true,
      "removeStopWords": true, "queryLanguages": [], "optionalWords": [],
      "attributesToSnippet": [], "snippetEllipsisText": "…", "enableRules": true,
      "renderingContent": [:], "relevancyStrictness": 50, "paginationLimitedTo": 10,
      "disableTypoToleranceOnWords": [], "disableTypoToleranceOnAttributes": [],
      "alternativesAsExact": [], "advancedSyntax": true, "advancedSyntaxFeatures": [],
      "removeWordsIfNoResults": "none", "replaceSynonymsInHighlight": false,
      "sortFacetValuesBy": "count", "maxValuesPerFacet": 10, "queryType": "prefixAll",
    ]
    #expect(IndexSettings.keyProblems(in: honoured).isEmpty)
  }

  /// A folder with `shop.json` and `shop_settings.json` holding `settings`.
  static func folder(settings: String) throws -> String {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write(JSON.array(Fixtures.records).jsonString, folder, "shop.json")
    try Fixtures.write(settings, folder, "shop_settings.json")
    return folder
  }

  @Test("loading warns about each such key, naming the file and the key, and loads the index")
  func warnings() throws {
    let folder = try Self.folder(settings: Self.settings)
    let client = LocalClient()
    let report = try client.loadFolder(folder)
    #expect(report.indexNames == ["shop"])
    let file = folder + "/shop_settings.json"
    #expect(
      report.warnings == [
        "\(file): unknown setting \"bogusKey\"; ignored",
        "\(file): setting \"enablePersonalization\" is not implemented by the local engine; ignored",
        "\(file): unknown setting \"searchableAtributes\"; ignored",
        "\(file): setting \"exactOnSingleWordQuery\" is not implemented by the local engine; ignored",
      ])
    #expect(try client.search(indexName: "shop", parameters: [:])["hitsPerPage"] == 10)
  }

  @Test("a configuration file's settings are checked too, placed in that file")
  func configuration() throws {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write(JSON.array(Fixtures.records).jsonString, folder, "shop.json")
    try Fixtures.write(
      """
      {"rules": [],
       "settings": {"hitsPerPage": 4,
                    "enablePersonalization": true}}
      """, folder, "shop_configuration.json")
    let file = folder + "/shop_configuration.json"
    let report = try LocalClient().loadFolder(folder)
    #expect(
      report.warnings == [
        "\(file): setting \"enablePersonalization\" is not implemented by the local engine; ignored"
      ])
    #expect(throws: LocalLoadError.self) { try LocalClient(strict: true).loadFolder(folder) }
    do {
      try LocalClient(strict: true).loadFolder(folder)
    } catch let error as LocalLoadError {
      #expect(error.line == 3 && error.column == 15 && error.key == "enablePersonalization")
      #expect(error.file == file)
    }
  }

  @Test("a strict engine refuses a settings file with such a key, naming file, key, line, column")
  func strict() throws {
    let notImplemented = try Self.folder(
      settings: "{\"hitsPerPage\": 5,\n  \"enablePersonalization\": true}")
    let file = notImplemented + "/shop_settings.json"
    #expect(
      throws: LocalLoadError(
        file: file, line: 2, column: 3, key: "enablePersonalization",
        reason:
          "setting \"enablePersonalization\" is not implemented by the local engine (a strict engine refuses it)"
      )
    ) { try LocalClient(strict: true).loadFolder(notImplemented) }
    let unknown = try Self.folder(settings: #"{"bogusKey": 1}"#)
    #expect(
      throws: LocalLoadError(
        file: unknown + "/shop_settings.json", line: 1, column: 2, key: "bogusKey",
        reason: "unknown setting \"bogusKey\" (a strict engine refuses it)")
    ) { try LocalClient(strict: true).loadFolder(unknown) }
    #expect(throws: LocalLoadError.self) {
      try LocalClient(strict: true).loadIndex(
        named: "shop", recordsPath: notImplemented + "/shop.json", settingsPath: file)
    }
    // Honoured keys, and a not-implemented one left at its default (null), load strictly.
    let clean = try Self.folder(settings: #"{"hitsPerPage": 5, "enablePersonalization": null}"#)
    let report = try LocalClient(strict: true).loadFolder(clean)
    #expect(report.indexNames == ["shop"] && report.warnings.isEmpty)
  }
}
