import Foundation
import InstantSearchCore
import Testing

@testable import InstantSearchServer

/// A settings file the engine refuses: a null inside `searchableAttributes`.
private let refusedSettings = #"{"searchableAttributes": ["title", null]}"#

@Suite("A folder with an index that cannot be loaded is served read-only", .serialized)
struct UnloadedIndexTests {
  private let files = [
    "recipes.json": exportWithoutObjectIDs, "recipes_settings.json": refusedSettings,
    "songs.json": #"[{"objectID": "s1", "title": "Hallelujah"}]"#,
  ]

  @Test("Writes are refused naming the file; the sound index is searched; nothing is saved")
  func writesRefused() async throws {
    let harness = try ServerHarness(files: files)
    #expect(harness.engine.isReadOnly)
    let songs = try await harness.send("POST", "/1/indexes/songs/query", #"{"query": "hal"}"#)
    #expect(songs.body["nbHits"] == 1)
    // A write to the index not loaded would have made a new `recipes` that shadows the file's
    // four records, and a write to any index a saved state without `recipes`.
    for (method, path) in [("PUT", "/1/indexes/recipes/r1"), ("PUT", "/1/indexes/songs/s2")] {
      let write = try await harness.send(method, path, #"{"title": "New"}"#)
      #expect(write.status == 403)
      let message = write.body["message"]?.stringValue ?? ""
      #expect(message.contains("\(harness.folder)/recipes_settings.json"), "\(message)")
      #expect(message.contains("read-only"))
    }
    #expect(try await harness.send("GET", "/1/indexes/songs/s2").status == 404)
    #expect(!FileManager.default.fileExists(atPath: harness.folder + "/.instantsearch"))
  }

  @Test("The only index not loaded: the server starts with none, and takes no write")
  func onlyIndexUnloaded() throws {
    let data = try datasetFolder([
      "recipes.json": exportWithoutObjectIDs, "recipes_settings.json": refusedSettings,
    ])
    defer { try? FileManager.default.removeItem(atPath: data) }
    let (engine, report) = try ServerEngine.open(folder: data)
    engine.start()
    #expect(report.indices.isEmpty)
    #expect(report.unloaded.count == 1)
    #expect(report.unloaded.first?.contains("\(data)/recipes_settings.json") == true)
    #expect(!report.isFile)
    #expect(engine.isReadOnly)
    #expect(throws: APIError.self) {
      try engine.submit([.save(index: "recipes", record: ["objectID": "r1", "title": "New"])])
    }
    try engine.close()
    #expect(!FileManager.default.fileExists(atPath: data + "/.instantsearch"))
  }

  @Test("A records file is served read-only, and its report says it is a file")
  func file() throws {
    let data = try datasetFolder(["songs.json": #"[{"objectID": "s1", "title": "Hallelujah"}]"#])
    defer { try? FileManager.default.removeItem(atPath: data) }
    let (engine, report) = try ServerEngine.open(data: data + "/songs.json")
    engine.start()
    #expect(report.isFile)
    #expect(report.indices == ["songs"])
    #expect(engine.isReadOnly)
    try engine.close()
  }

  @Test("A logged write is replayed but not folded into a state without the index")
  func logNotFolded() throws {
    let data = try datasetFolder(files)
    defer { try? FileManager.default.removeItem(atPath: data) }
    // A log an earlier run left (no record of the folder's files, so none counts as changed).
    try Compaction.makeFolder(Compaction.stateFolder(data))
    let log = try WriteLog(path: Compaction.logPath(data))
    try log.append(
      .init(
        task: 1, operations: [.save(index: "songs", record: ["objectID": "s2", "title": "Up"])]))
    let size = try FileManager.default.attributesOfItem(atPath: log.path)[.size] as? Int
    let (engine, report) = try ServerEngine.open(folder: data)
    engine.start()
    #expect(report.replayed == 1)
    #expect(try engine.local.search(indexName: "songs", parameters: [:])["nbHits"] == 2)
    try engine.close()
    #expect(!Compaction.hasState(data), "a saved state would leave recipes out")
    #expect(try FileManager.default.attributesOfItem(atPath: log.path)[.size] as? Int == size)
  }

  @Test("An export refuses to leave the index out, and writes nothing")
  func exportRefused() throws {
    let data = try datasetFolder(files)
    defer { try? FileManager.default.removeItem(atPath: data) }
    let out = data + "-export"
    defer { try? FileManager.default.removeItem(atPath: out) }
    var errors = ""
    let status = ExportCommand.run(
      data: data, out: out, write: { _ in }, writeError: { errors += $0 })
    #expect(status == 1)
    #expect(errors.contains("export: not loaded: \(data)/recipes_settings.json"), "\(errors)")
    #expect(errors.contains("nothing was written"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test("Once the file is mended, the folder takes writes again")
  func mended() throws {
    let data = try datasetFolder(files)
    defer { try? FileManager.default.removeItem(atPath: data) }
    try Data(#"{"searchableAttributes": ["title"]}"#.utf8).write(
      to: URL(fileURLWithPath: data + "/recipes_settings.json"))
    let (engine, report) = try ServerEngine.open(folder: data)
    engine.start()
    #expect(report.unloaded.isEmpty)
    #expect(!engine.isReadOnly)
    _ = try engine.submit([.save(index: "songs", record: ["objectID": "s2", "title": "Up"])])
    engine.waitUntilPublished()
    try engine.close()
    let reopened = try ServerEngine.open(folder: data)
    reopened.0.start()
    #expect(try reopened.0.local.search(indexName: "recipes", parameters: [:])["nbHits"] == 4)
    #expect(try reopened.0.local.search(indexName: "songs", parameters: [:])["nbHits"] == 2)
    try reopened.0.close()
  }
}
