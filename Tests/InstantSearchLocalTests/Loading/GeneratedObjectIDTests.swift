import Foundation
import InstantSearchCore
import InstantSearchLocal
import Testing

/// Records loaded without an objectID are stored with a generated one, which every reader of
/// the index sees.
@Suite("Records without objectID: generated, stored, deterministic")
struct GeneratedObjectIDTests {
  /// Records without objectID: nested objects, arrays, text outside ASCII, one per line.
  static let anonymous = """
    [
      {"name": "Lampe à poser", "tags": ["maison", "lumière"], "size": {"h": 30, "w": 12}},
      {"name": "Чайник электрический", "tags": [], "size": {"h": 25}},
      {"name": "時計 clock", "parts": [{"kind": "glass"}, {"kind": "steel"}]},
      {"name": "plain lamp"}
    ]
    """

  /// Writes `text` as `NAME.json` in a fresh folder and returns the file's path.
  static func file(_ text: String, named name: String = "things") throws -> String {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write(text, folder, name + ".json")
    return folder + "/" + name + ".json"
  }

  /// The objectIDs of an index's stored records, in order.
  static func storedIDs(_ client: LocalClient, _ index: String = "things") throws -> [String] {
    try client.records(ofIndex: index).map { record in
      record["objectID"].map { $0.stringValue ?? $0.jsonString } ?? "none"
    }
  }

  @Test("the generated ID is 16 hex digits, splitmix64 of the number, distinct for each number")
  func helper() {
    #expect(GeneratedObjectID.forRecord(0) == "e220a8397b1dcdaf")
    var seen = Set<String>()
    for number in 0..<10_000 {
      let id = GeneratedObjectID.forRecord(number)
      #expect(id.count == 16 && id.allSatisfy { $0.isHexDigit && !$0.isUppercase })
      seen.insert(id)
    }
    #expect(seen.count == 10_000)
  }

  @Test("every hit's objectID is a stored record's, found by records(ofIndex:) and browse")
  func hitsAreStored() throws {
    let client = LocalClient()
    try client.load(try Self.file(Self.anonymous))
    let stored = try Self.storedIDs(client)
    #expect(stored == (0..<4).map(GeneratedObjectID.forRecord))
    let hits = Fixtures.ids(try client.search(indexName: "things", parameters: ["query": ""]))
    #expect(hits.count == 4)
    #expect(Set(hits) == Set(stored))
    let browsed = try client.matchingRecords(indexName: "things", parameters: ["query": "plain"])
    #expect(browsed.compactMap { $0["objectID"]?.stringValue } == [stored[3]])
    // The rest of the record is kept as it was.
    let first = try client.records(ofIndex: "things")[0]
    #expect(first["size"]?["h"] == 30 && first["tags"]?[1] == "lumière")
    #expect(first.objectValue?.keys == ["name", "tags", "size", "objectID"])
  }

  @Test("records given as values get the same IDs as from a file")
  func values() throws {
    let records = try #require(try JSONParser.parse(Array(Self.anonymous.utf8)).arrayValue)
    let client = LocalClient()
    try client.addIndex(named: "things", records: records)
    #expect(try Self.storedIDs(client) == (0..<4).map(GeneratedObjectID.forRecord))
  }

  @Test("loading the same file twice gives the same IDs")
  func deterministic() throws {
    let path = try Self.file(Self.anonymous)
    let first = LocalClient()
    try first.load(path)
    let second = LocalClient()
    try second.load(path)
    #expect(try Self.storedIDs(first) == Self.storedIDs(second))
    let search: JSON = ["query": "clock"]
    #expect(
      Fixtures.ids(try first.search(indexName: "things", parameters: search))
        == Fixtures.ids(try second.search(indexName: "things", parameters: search)))
  }

  @Test("records with an objectID keep theirs, the others get one; a rule promotes by it")
  func mixed() throws {
    let folder = try Fixtures.temporaryFolder()
    try Fixtures.write(
      """
      {"objectID": "a", "name": "first lamp"}
      {"name": "second lamp"}
      {"objectID": 7, "name": "third lamp"}
      {"name": "fourth lamp"}
      """, folder, "things.json")
    let generated = GeneratedObjectID.forRecord(3)
    try Fixtures.write(
      """
      [{"objectID": "pin", "conditions": [{"pattern": "lamp", "anchoring": "is"}],
        "consequence": {"promote": [{"objectID": "\(generated)", "position": 0}]}}]
      """, folder, "things_rules.json")
    let client = LocalClient()
    try client.loadFolder(folder)
    #expect(try Self.storedIDs(client) == ["a", GeneratedObjectID.forRecord(1), "7", generated])
    let hits = Fixtures.ids(try client.search(indexName: "things", parameters: ["query": "lamp"]))
    #expect(hits.first == generated)
  }

  @Test("a snapshot keeps the generated IDs")
  func snapshot() throws {
    let client = LocalClient()
    try client.load(try Self.file(Self.anonymous))
    let path = try SnapshotRoundTripTests.temporaryFile()
    try client.writeSnapshot(to: path)
    let opened = LocalClient()
    try opened.openSnapshot(path)
    #expect(try Self.storedIDs(opened) == Self.storedIDs(client))
    #expect(
      Fixtures.ids(try opened.search(indexName: "things", parameters: ["query": ""]))
        == Fixtures.ids(try client.search(indexName: "things", parameters: ["query": ""])))
  }
}
