import Foundation
import InstantSearchCore
import InstantSearchLocal
import Testing

/// Real exports: a records file opened directly, replicas with settings of their own, duplicate
/// objectIDs, folders with a bad or stray file.
@Suite("Loading Algolia exports")
struct ExportLoadingTests {
  /// A conference export: `talks` with a standard replica sorted by date that searches title
  /// and speakers only, and a virtual replica; an unrelated `rooms` index beside it.
  func talksFolder() throws -> String {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write(
      """
      [
        {"objectID": "t1", "title": "Swift on servers", "speakers": ["Ada"], "tags": ["linux"],
         "date": 3, "views": 10},
        {"objectID": "t2", "title": "Linux kernels", "speakers": ["Linus"], "tags": ["c"],
         "date": 1, "views": 30},
        {"objectID": "t3", "title": "Concurrency", "speakers": ["Grace"], "tags": ["linux"],
         "date": 2, "views": 20}
      ]
      """, folder, "talks.json")
    try Fixtures.write(
      """
      {"searchableAttributes": ["title", "speakers", "tags"], "customRanking": ["desc(views)"],
       "replicas": ["talks_date_asc", "virtual(talks_views_asc)"]}
      """, folder, "talks_settings.json")
    try Fixtures.write(
      """
      {"searchableAttributes": ["title", "speakers"], "primary": "talks",
       "ranking": ["asc(date)", "typo", "words", "proximity", "attribute", "exact", "custom"]}
      """, folder, "talks_date_asc_settings.json")
    try Fixtures.write(
      #"{"customRanking": ["asc(views)"], "primary": "talks"}"#, folder,
      "talks_views_asc_settings.json")
    try Fixtures.write(#"[{"objectID": "r1", "name": "Main hall"}]"#, folder, "rooms.json")
    return folder
  }

  @Test("a records file opened directly loads exactly as its folder loads that index")
  func fileAsFolder() throws {
    let folder = try talksFolder()
    let fromFile = LocalClient()
    let report = try fromFile.load(folder + "/talks.json")
    #expect(report.indexNames == ["talks"])
    #expect(report.indices.first?.replicas == ["talks_date_asc", "talks_views_asc"])
    #expect(fromFile.indexNames == ["talks", "talks_date_asc", "talks_views_asc"])
    let fromFolder = LocalClient()
    try fromFolder.loadFolder(folder)
    for index in ["talks", "talks_date_asc", "talks_views_asc"] {
      for query in ["", "linux", "s"] {
        let a = try fromFile.search(indexName: index, parameters: ["query": .string(query)])
        let b = try fromFolder.search(indexName: index, parameters: ["query": .string(query)])
        #expect(Fixtures.ids(a) == Fixtures.ids(b), "\(index) \"\(query)\"")
      }
    }
    // The replica's own ranking: by date, not the primary's views.
    #expect(Fixtures.ids(try fromFile.search(indexName: "talks_date_asc")) == ["t2", "t3", "t1"])
    #expect(
      Fixtures.ids(try fromFile.search(indexName: "talks_views_asc")) == ["t1", "t3", "t2"])
  }

  @Test("a standard replica searches its own searchableAttributes; a virtual one inherits")
  func replicaSearchableAttributes() throws {
    let client = LocalClient()
    try client.loadFolder(try talksFolder())
    // `linux` is a tag of t1 and t3, and the title of t2.
    #expect(
      Set(Fixtures.ids(try client.search(indexName: "talks", parameters: ["query": "linux"])))
        == ["t1", "t2", "t3"])
    let replica = try client.search(indexName: "talks_date_asc", parameters: ["query": "linux"])
    #expect(Fixtures.ids(replica) == ["t2"])
    #expect(replica["hits"]?[0]?["_highlightResult"]?["tags"] == nil)
    #expect(
      try client.search(indexName: "talks_views_asc", parameters: ["query": "linux"])["nbHits"]
        == 3)
    // The replica's speakers are searchable, at the level it gives them.
    #expect(
      Fixtures.ids(try client.search(indexName: "talks_date_asc", parameters: ["query": "grace"]))
        == ["t3"])
  }

  @Test("a replica that shares its primary's index groups by its own attributeForDistinct")
  func replicaDistinct() throws {
    let client = LocalClient()
    try client.addIndex(
      named: "variants",
      records: [
        ["objectID": "1", "model": "a", "color": "red", "price": 3],
        ["objectID": "2", "model": "a", "color": "blue", "price": 1],
        ["objectID": "3", "model": "b", "color": "red", "price": 2],
      ], settings: ["replicas": ["variants_by_color"]],
      replicaSettings: [
        "variants_by_color": [
          "attributeForDistinct": "color", "distinct": true,
          "ranking": ["asc(price)", "typo", "words", "proximity", "attribute", "exact", "custom"],
        ]
      ])
    let response = try client.search(indexName: "variants_by_color")
    #expect(Fixtures.ids(response) == ["2", "3"])
    #expect(response["nbHits"] == 2)
  }

  @Test("a later record replaces an earlier one with the same objectID, and is counted")
  func duplicateObjectIDs() throws {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write(
      """
      {"objectID": "1", "name": "old phone"}
      {"objectID": 2, "name": "tablet"}
      {"objectID": "1", "name": "new phone"}
      {"objectID": "2", "name": "new tablet"}
      {"name": "no id"}
      {"name": "no id"}
      """, folder, "items.ndjson")
    let client = LocalClient()
    let report = try client.load(folder + "/items.ndjson")
    #expect(report.indices.first?.recordCount == 4)
    #expect(report.indices.first?.replacedDuplicates == 2)
    #expect(client.recordCount(of: "items") == 4)
    #expect(client.replacedDuplicateCount(of: "items") == 2)
    #expect(try client.search(indexName: "items", parameters: ["query": "old"])["nbHits"] == 0)
    let phones = try client.search(indexName: "items", parameters: ["query": "phone"])
    #expect(Fixtures.ids(phones) == ["1"])
    #expect(phones["hits"]?[0]?["name"] == "new phone")
    #expect(try client.search(indexName: "items")["nbHits"] == 4)
    let added = try client.addIndex(
      named: "more", records: [["objectID": "a"], ["objectID": "a", "x": 1]])
    #expect(added.recordCount == 1 && added.replacedDuplicates == 1)
    #expect(client.listIndicesJSON()["items"]?[1]?["entries"] == 1)
  }

  @Test("recordCount counts records, not the hits that distinct leaves")
  func recordCountWithDistinct() throws {
    let client = LocalClient()
    try client.addIndex(
      named: "variants",
      records: [
        ["objectID": "1", "model": "a"], ["objectID": "2", "model": "a"],
        ["objectID": "3", "model": "b"],
      ], settings: ["attributeForDistinct": "model", "distinct": true])
    #expect(try client.search(indexName: "variants")["nbHits"] == 2)
    #expect(client.recordCount(of: "variants") == 3)
    #expect(client.recordCount(of: "nothing") == nil)
  }

  @Test("a folder loads its sound indices and names the bad file, even for another index")
  func partialFolder() throws {
    let folder = try talksFolder()
    try Fixtures.write("[{\"objectID\": \"r1\"}, 42]", folder, "rooms.json")
    let client = LocalClient()
    let report = try client.loadFolder(folder)
    #expect(report.indexNames == ["talks"])
    #expect(report.failures.count == 1)
    #expect(report.failures.first?.file.hasSuffix("rooms.json") == true)
    #expect(report.failures.first?.reason.contains("record 1 is not a JSON object") == true)
    #expect(try client.search(indexName: "talks_date_asc")["nbHits"] == 3)
  }

  @Test("replica settings whose primary is missing, or does not name them, are warned about")
  func strayReplicaSettings() throws {
    let folder = try talksFolder()
    try Fixtures.write(
      #"{"primary": "speakers", "customRanking": ["asc(name)"]}"#, folder,
      "speakers_by_name_settings.json")
    try Fixtures.write(
      #"{"primary": "talks", "ranking": ["desc(date)"]}"#, folder,
      "talks_date_desc_settings.json")
    try Fixtures.write(#"{"hitsPerPage": 5}"#, folder, "old_settings.json")
    let report = try LocalClient().loadFolder(folder)
    #expect(report.indexNames == ["rooms", "talks"])
    #expect(report.warnings.count == 3)
    let text = report.warnings.joined(separator: "\n")
    #expect(text.contains("speakers_by_name_settings.json: settings of a replica of speakers"))
    #expect(text.contains("no records file speakers.json"))
    #expect(text.contains("talks_date_desc_settings.json: settings of a replica of talks"))
    #expect(text.contains("do not name talks_date_desc in `replicas`"))
    #expect(text.contains("old_settings.json: no records file old.json"))
    // Opening one file warns only about its own index's strays.
    let one = try LocalClient().load(folder + "/talks.json")
    #expect(one.warnings.count == 1)
    #expect(one.warnings.first?.contains("talks_date_desc_settings.json") == true)
  }

  @Test("a saved search response ({\"hits\": [...]}) is refused, naming the file")
  func searchResponseFile() throws {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write(
      """
      {
        "hits": [{"objectID": "1", "name": "a"}, {"objectID": "2", "name": "b"}],
        "nbHits": 2
      }
      """, folder, "saved.json")
    #expect {
      try LocalClient().load(folder + "/saved.json")
    } throws: { error in
      guard let error = error as? LocalLoadError else { return false }
      return error.file.hasSuffix("saved.json") && error.description.contains("search response")
    }
    // A record that merely has a `hits` member is a record.
    try Fixtures.write(
      #"{"objectID": "s1", "hits": [{"title": "Yesterday"}]}"#, folder, "songs.json")
    #expect(try LocalClient().load(folder + "/songs.json").indices.first?.recordCount == 1)
  }
}
