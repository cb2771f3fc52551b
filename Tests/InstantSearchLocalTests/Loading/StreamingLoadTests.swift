import Foundation
import InstantSearchCore
import InstantSearchLocal
import Testing

@Suite("Streaming records files into the index")
struct StreamingLoadTests {
  /// `records` written as one JSON array (`array`) or as NDJSON, in a new folder.
  static func write(_ records: [JSON], array: Bool, name: String) throws -> String {
    let folder = try Fixtures.temporaryFolder()
    let lines = records.map(\.jsonString)
    let text =
      array ? "[\n" + lines.joined(separator: ",\n") + "\n]\n" : lines.joined(separator: "\n")
    try Fixtures.write(text, folder, name)
    return folder + "/" + name
  }

  @Test(
    "a streamed file searches exactly as the same records given as values",
    arguments: [
      true, false,
    ])
  func sameAsValues(array: Bool) throws {
    let records = DemoDataset.records(count: 12_000)
    let path = try Self.write(records, array: array, name: "products.json")
    let streamed = LocalClient()
    try streamed.loadIndex(named: "products", recordsPath: path)
    let given = LocalClient()
    try given.addIndex(named: "products", records: records)
    for query in ["", "sam", "wireless headphones", "apple watch"] {
      let parameters: JSON = ["query": .string(query), "facets": ["brand"], "hitsPerPage": 30]
      var left = try streamed.search(indexName: "products", parameters: parameters)
      var right = try given.search(indexName: "products", parameters: parameters)
      left["processingTimeMS"] = nil
      right["processingTimeMS"] = nil
      #expect(left == right, "query \(query)")
    }
    #expect(streamed.recordCount(of: "products") == 12_000)
  }

  @Test("indexing a file reports its progress in bytes of the file, with no separate parsing")
  func progressInBytes() throws {
    let path = try Self.write(DemoDataset.records(count: 25_000), array: true, name: "p.json")
    let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    var reports: [LoadProgress] = []
    try LocalClient().loadIndex(named: "p", recordsPath: path) { reports.append($0) }
    let indexing = reports.filter { $0.phase == .indexing }
    #expect(indexing.allSatisfy { $0.total == size })
    #expect(indexing.map(\.completed) == indexing.map(\.completed).sorted())
    #expect(indexing.count >= 3 && indexing.last?.completed == size)
    #expect(!reports.contains { $0.phase == .parsing })
  }

  @Test("a bad record after thousands of good ones names its line, and nothing is added")
  func badRecordLate() throws {
    var records = DemoDataset.records(count: 15_000)
    records.append(["objectID": true])
    let path = try Self.write(records, array: false, name: "late.ndjson")
    let client = LocalClient()
    let error = #expect(throws: LocalLoadError.self) {
      try client.loadIndex(named: "late", recordsPath: path)
    }
    #expect(error?.line == 15_001 && error?.key == "objectID")
    #expect(client.indexNames.isEmpty)
  }

  @Test("a file that cannot be read is refused with the system's reason")
  func unreadable() throws {
    let folder = try Fixtures.temporaryFolder()
    let missing = #expect(throws: LocalLoadError.self) {
      try LocalClient().loadIndex(named: "x", recordsPath: folder + "/none.json")
    }
    #expect(missing?.reason == "cannot read the file: No such file or directory")
    let directory = #expect(throws: LocalLoadError.self) {
      try LocalClient().loadIndex(named: "x", recordsPath: folder)
    }
    #expect(directory?.reason == "cannot read the file: not a regular file")
  }
}
