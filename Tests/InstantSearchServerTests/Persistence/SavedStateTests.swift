import Foundation
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@testable import InstantSearchServer

/// Records like most public exports: no objectID, nested objects, arrays, unicode.
let exportWithoutObjectIDs = """
  [
    {"title": "Crème brûlée", "tags": ["dessert", "french"], "steps": [["heat", 1], ["bake", 2]]},
    {"title": "寿司", "origin": {"country": "Japan", "cities": ["Tokyo", null]}, "rating": 4.5},
    {"title": "Pão de queijo", "tags": [], "nested": {"deep": {"deeper": [1, {"x": true}]}}},
    {"title": "Falafel", "tags": ["vegan"], "emoji": "🧆"}
  ]
  """

/// A settings file with a key the engine does not know, which must survive every rewrite.
let settingsWithUnknownKey = #"{"searchableAttributes": ["title"], "bogusKey": 1}"#

@Suite("The server's saved state: the user's files are only read", .serialized)
struct SavedStateTests {
  /// Every file under a folder with its bytes, hidden ones included.
  private func contents(_ folder: String) -> [String: Data] {
    var files: [String: Data] = [:]
    let walker = FileManager.default.enumerator(atPath: folder)
    while let name = walker?.nextObject() as? String {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
      if !isFolder.boolValue {
        files[name] = FileManager.default.contents(atPath: folder + "/" + name)
      }
    }
    return files
  }

  private let files = [
    "recipes.json": exportWithoutObjectIDs, "recipes_settings.json": settingsWithUnknownKey,
  ]

  @Test("A state folder a crash left before the first fold committed is not a saved state")
  func uncommittedStateFolder() throws {
    let data = try datasetFolder(files)
    defer { try? FileManager.default.removeItem(atPath: data) }
    // What a kill right after the first fold made its folder, before it staged a file, leaves.
    let state = data + "/.instantsearch/state"
    try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
    try Data("[".utf8).write(to: URL(fileURLWithPath: state + "/.recipes.json.tmp"))
    let (engine, report) = try ServerEngine.open(folder: data)
    engine.start()
    #expect(report.loadedFrom == data)
    #expect(try engine.local.search(indexName: "recipes", parameters: [:])["nbHits"] == 4)
    try engine.close()
  }

  @Test("A stop with no write leaves every file byte for byte and creates none")
  func noWriteNoTrace() throws {
    let data = try datasetFolder(files)
    defer { try? FileManager.default.removeItem(atPath: data) }
    let before = contents(data)
    let (engine, report) = try ServerEngine.open(folder: data)
    engine.start()
    #expect(report.indices == ["recipes"])
    #expect(try engine.local.search(indexName: "recipes", parameters: [:])["nbHits"] == 4)
    try engine.close()
    #expect(contents(data) == before)
  }

  @Test("Writes are saved under .instantsearch; the files stay; IDs and fields survive restarts")
  func writesBesideTheFiles() throws {
    let data = try datasetFolder(files)
    defer { try? FileManager.default.removeItem(atPath: data) }
    let before = contents(data)
    var (engine, _) = try ServerEngine.open(folder: data)
    engine.start()
    let records = engine.published.indexes["recipes"]!.orderedRecords
    #expect(records.count == 4)
    let ids = records.compactMap { $0["objectID"]?.stringValue }
    #expect(Set(ids).count == 4)
    _ = try engine.submit([
      .partial(
        index: "recipes", objectID: ids[1], attributes: ["rating": 5], create: false),
      .setSettings(index: "recipes", settings: ["hitsPerPage": 5], forward: false),
    ])
    engine.waitUntilPublished()
    try engine.close()
    for (name, bytes) in before { #expect(contents(data)[name] == bytes, "\(name)") }

    (engine, _) = try ServerEngine.open(folder: data)
    engine.start()
    let again = engine.published.indexes["recipes"]!
    #expect(again.orderedRecords.compactMap { $0["objectID"]?.stringValue } == ids)
    var expected = records[1].objectValue!
    expected["rating"] = 5
    #expect(again.records[ids[1]]?.object == expected)
    #expect(again.records[ids[2]]?.object == records[2].objectValue)
    #expect(again.settings["bogusKey"] == 1)
    #expect(again.settings["hitsPerPage"] == 5)
    try engine.close()
    for (name, bytes) in before { #expect(contents(data)[name] == bytes, "\(name)") }
  }

  @Test("Files changed under saved writes: the start is refused naming them; export takes them out")
  func changedFiles() throws {
    let data = try datasetFolder(files)
    let out = TestFolders.temporary + "export-" + UUID().uuidString
    defer {
      try? FileManager.default.removeItem(atPath: data)
      try? FileManager.default.removeItem(atPath: out)
    }
    var (engine, _) = try ServerEngine.open(folder: data)
    engine.start()
    _ = try engine.submit([.save(index: "recipes", record: ["objectID": "new", "title": "Soup"])])
    engine.waitUntilPublished()
    try engine.close()
    try Data(#"[{"title": "Only one"}]"#.utf8).write(
      to: URL(fileURLWithPath: data + "/recipes.json"))

    #expect {
      _ = try ServerEngine.open(folder: data)
    } throws: { error in
      let message = (error as? APIError)?.message ?? ""
      return (error as? APIError)?.status == 409 && message.contains(data + "/recipes.json")
        && message.contains("instantsearch export")
    }
    (engine, _) = try ServerEngine.open(folder: data, ignoringChangedFiles: true)
    let written = try engine.export(to: out)
    try engine.close()
    #expect(written == ["recipes.json", "recipes_settings.json"])
    let exported = try JSONParser.parse(
      [UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/recipes.json"))))
    #expect(exported.arrayValue?.count == 5)
    #expect(exported.arrayValue?.allSatisfy { $0["objectID"]?.stringValue != nil } == true)
    #expect(throws: APIError.self) { try engine.export(to: out) }
  }

  @Test("A second process on the same folder is refused while the first holds it")
  func oneAtATime() throws {
    let data = try datasetFolder(files)
    defer { try? FileManager.default.removeItem(atPath: data) }
    let (engine, _) = try ServerEngine.open(folder: data)
    #expect {
      _ = try ServerEngine.open(folder: data)
    } throws: { error in
      (error as? APIError)?.status == 409
    }
    try engine.close()
  }
}
