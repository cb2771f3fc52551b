import Foundation
import InstantSearchCore
import InstantSearchLocal
import Testing

@Suite("Loading records, settings and dataset folders")
struct LoadingTests {
  /// A folder laid out like Algolia's datasets repository: two primaries, one with a standard
  /// and a virtual replica (declared with the legacy `slaves`), one as NDJSON without settings.
  func datasetFolder() throws -> String {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write(
      """
      [
        {"objectID": "m1", "title": "Alien", "year": 1979, "genre": ["Horror", "Sci-Fi"]},
        {"objectID": "m2", "title": "Aliens", "year": 1986, "genre": ["Action", "Sci-Fi"]},
        {"objectID": "m3", "title": "Amélie", "year": 2001, "genre": ["Comedy"]},
        {"title": "Arrival", "year": 2016, "genre": ["Sci-Fi", "Drama"]}
      ]
      """, folder, "movies.json")
    try Fixtures.write(
      """
      {"searchableAttributes": ["title"], "attributesForFaceting": ["genre", "year"],
       "customRanking": ["desc(year)"], "slaves": ["movies_year_asc", "virtual(movies_title)"]}
      """, folder, "movies_settings.json")
    try Fixtures.write(
      """
      {"searchableAttributes": ["title"], "attributesForFaceting": ["genre"],
       "ranking": ["asc(year)", "typo", "words", "proximity", "attribute", "exact", "custom"]}
      """, folder, "movies_year_asc_settings.json")
    try Fixtures.write(
      #"{"customRanking": ["asc(title)"]}"#, folder, "movies_title_settings.json")
    try Fixtures.write(
      "{\"objectID\": \"a1\", \"name\": \"Sigourney Weaver\"}\n\n{\"objectID\": \"a2\", \"name\": \"Audrey Tautou\"}\n",
      folder, "actors.ndjson")
    try Fixtures.write("# notes", folder, "README.md")
    return folder
  }

  @Test("a datasets-layout folder opens as indices, replicas sharing their primary's records")
  func folder() throws {
    let folder = try datasetFolder()
    let client = LocalClient()
    var phases: [LoadProgress.Phase] = []
    let loaded = try client.loadFolder(folder) { phases.append($0.phase) }
    #expect(loaded.indexNames == ["actors", "movies"])
    #expect(loaded.failures.isEmpty && loaded.warnings.isEmpty)
    #expect(client.indexNames == ["actors", "movies", "movies_title", "movies_year_asc"])
    #expect(phases.contains(.indexing) && phases.last == .finished)

    let byYear = try client.search(indexName: "movies_year_asc", parameters: ["query": "ali"])
    #expect(Fixtures.ids(byYear) == ["m1", "m2"])
    let recent = try client.search(indexName: "movies", parameters: ["query": "a"])
    // The fourth record has no objectID: it is given one.
    let generated = GeneratedObjectID.forRecord(3)
    #expect(Fixtures.ids(recent).prefix(3) == [generated, "m3", "m2"])
    let byTitle = try client.search(
      indexName: "movies_title", parameters: ["facets": ["genre"]])
    #expect(Fixtures.ids(byTitle) == ["m1", "m2", "m3", generated])
    // The virtual replica inherits the primary's facets, which it does not set.
    #expect(byTitle["facets"]?["genre"]?["Sci-Fi"] == 3)
    #expect(
      try client.search(indexName: "movies", parameters: ["facetFilters": ["genre:sci-fi"]])[
        "nbHits"] == 3)
    #expect(try client.search(indexName: "actors", parameters: ["query": "audrey"])["nbHits"] == 1)
    let listing = client.listIndicesJSON()["items"]?.arrayValue ?? []
    #expect(listing.first { $0["name"] == "movies_title" }?["virtual"] == true)
    #expect(listing.first { $0["name"] == "movies_year_asc" }?["primary"] == "movies")
  }

  @Test("a bad record names the file and the line; the folder's sound indices still load")
  func badRecordLine() throws {
    let folder = try datasetFolder()
    try Fixtures.write(
      "{\"objectID\": \"a1\", \"name\": \"Sigourney Weaver\"}\n{\"objectID\": \"a2\" \"name\": 1}\n",
      folder, "actors.ndjson")
    let client = LocalClient()
    let report = try client.loadFolder(folder)
    #expect(report.indexNames == ["movies"])
    let error = try #require(report.failures.first)
    #expect(error.file.hasSuffix("actors.ndjson") && error.line == 2 && error.column == 19)
    #expect(error.description.contains("actors.ndjson:2:19"))
    #expect(client.indexNames == ["movies", "movies_title", "movies_year_asc"])
  }

  @Test("bad settings in a folder name the file and the key; that index alone is left out")
  func badSettingsFile() throws {
    let folder = try datasetFolder()
    try Fixtures.write(
      #"{"customRanking": ["desc(year)", "year"]}"#, folder, "movies_title_settings.json")
    let client = try Fixtures.client()
    let report = try client.loadFolder(folder)
    let error = try #require(report.failures.first)
    #expect(error.file.hasSuffix("movies_title_settings.json") && error.key == "customRanking")
    #expect(report.indexNames == ["actors"])
    // Nothing of movies was half-loaded, and what was there stays.
    #expect(client.indexNames == ["actors", "shop", "shop_price_asc", "shop_rating_desc"])
  }

  @Test("a folder where no index is sound throws the first failure and adds nothing")
  func nothingSound() throws {
    let folder = try datasetFolder()
    try Fixtures.write("[{\"objectID\": 1},", folder, "actors.ndjson")
    try Fixtures.write("{\"hitsPerPage\": \"ten\"}", folder, "movies_settings.json")
    let client = LocalClient()
    #expect {
      try client.loadFolder(folder)
    } throws: { error in
      (error as? LocalLoadError)?.file.hasSuffix("actors.ndjson") == true
    }
    #expect(client.indexNames.isEmpty)
  }

  @Test("settings that are not JSON name the file, line and column")
  func settingsSyntax() throws {
    let folder = try datasetFolder()
    try Fixtures.write(
      "{\n  \"hitsPerPage\": 10,\n  \"customRanking\": [desc(year)]\n}", folder,
      "movies_settings.json")
    let error = try #require(try LocalClient().loadFolder(folder).failures.first)
    #expect(error.file.hasSuffix("movies_settings.json") && error.line == 3 && error.column == 21)
  }

  @Test("records that are not objects, or objectIDs of the wrong type, are refused")
  func notObjects() throws {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write("[\n  {\"objectID\": \"1\"},\n  42\n]", folder, "items.json")
    let client = LocalClient()
    #expect {
      try client.loadIndex(named: "items", recordsPath: folder + "/items.json")
    } throws: { error in
      guard let error = error as? LocalLoadError else { return false }
      return error.reason.contains("record 1 is not a JSON object") && error.line == 3
    }
    try Fixtures.write(#"[{"objectID": {"id": 1}}]"#, folder, "items.json")
    #expect {
      try client.loadIndex(named: "items", recordsPath: folder + "/items.json")
    } throws: { error in
      (error as? LocalLoadError)?.key == "objectID"
    }
    #expect(throws: LocalLoadError.self) {
      try client.loadIndex(named: "items", recordsPath: folder + "/missing.json")
    }
    #expect(client.indexNames.isEmpty)
  }

  @Test("a single index loads from a records file and a settings file; objectIDs are assigned")
  func singleIndex() throws {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write(
      #"[{"name": "first"}, {"name": "second", "objectID": 7}]"#, folder, "items.json")
    try Fixtures.write(#"{"searchableAttributes": ["name"]}"#, folder, "items_settings.json")
    let client = LocalClient()
    try client.loadIndex(
      named: "items", recordsPath: folder + "/items.json",
      settingsPath: folder + "/items_settings.json")
    let response = try client.search(indexName: "items", parameters: ["query": "s"])
    #expect(Set(Fixtures.ids(response)) == ["7"])
    #expect(Fixtures.ids(try client.search(indexName: "items", parameters: [:])).count == 2)
  }
}
