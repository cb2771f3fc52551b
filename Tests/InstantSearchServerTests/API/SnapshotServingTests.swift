import Foundation
import InstantSearchCore
import InstantSearchLocal
import InstantSearchTestSupport
import Testing

@Suite("--data FILE: a snapshot is served read-only, as the REPL opens it")
struct SnapshotServingTests {
  @Test("A snapshot's indices, replicas and synonyms are searched; writes are refused")
  func servesSnapshot() async throws {
    let built = LocalClient()
    try built.addIndex(
      named: "films",
      records: [
        ["objectID": "f1", "title": "A movie night", "year": 1999],
        ["objectID": "f2", "title": "Morning", "year": 2005],
      ],
      settings: ["replicas": ["films_year_desc"]],
      replicaSettings: ["films_year_desc": ["customRanking": ["desc(year)"]]])
    try built.setSynonyms(
      Synonym.list(json: [["objectID": "s1", "type": "synonym", "synonyms": ["film", "movie"]]]),
      indexName: "films")
    let path = TestFolders.temporary + "server-snapshot-\(UUID().uuidString).snapshot"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try built.writeSnapshot(to: path)

    let harness = try ServerHarness(data: path)
    #expect(harness.engine.isReadOnly)
    let found = try await harness.send("POST", "/1/indexes/films/query", #"{"query": "film"}"#)
    #expect(found.status == 200)
    #expect(found.body["nbHits"] == 1, "the snapshot's synonym widens the search")
    let replica = try await harness.send("POST", "/1/indexes/films_year_desc/query", "{}")
    #expect(replica.body["hits"]?[0]?["objectID"] == "f2")
    #expect(try await harness.send("GET", "/1/indexes/films/f1").body["title"] == "A movie night")
    #expect(try await harness.send("GET", "/1/indexes/films/synonyms/s1").body["type"] == "synonym")

    let write = try await harness.send("PUT", "/1/indexes/films/f3", #"{"title": "New"}"#)
    #expect(write.status == 403)
    #expect(write.body["message"]?.stringValue?.contains("\(path) read-only") == true)
    #expect(try await harness.send("GET", "/1/indexes/films/f3").status == 404)
  }

  @Test("A damaged snapshot is refused naming the file; a folder still opens as before")
  func damagedSnapshot() throws {
    let built = LocalClient()
    try built.addIndex(named: "films", records: [["objectID": "f1", "title": "Night"]])
    let path = TestFolders.temporary + "server-snapshot-\(UUID().uuidString).snapshot"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try built.writeSnapshot(to: path)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 64)
    try handle.close()
    #expect {
      _ = try ServerHarness(data: path)
    } throws: { error in
      "\(error)".contains(path)
    }
  }
}
