import Foundation
import InstantSearchCore
import Testing

@testable import InstantSearchLocal

/// A damaged snapshot is refused with an error saying what is wrong and where, and the engine
/// keeps what it held.
@Suite("Snapshots: damaged files are refused")
struct SnapshotRefusalTests {
  /// A small snapshot's bytes and where it was written.
  static func written() throws -> (path: String, bytes: [UInt8]) {
    let client = LocalClient.demo(count: 300)
    let path = try SnapshotRoundTripTests.temporaryFile()
    try client.writeSnapshot(to: path)
    return (path, Array(try Data(contentsOf: URL(fileURLWithPath: path))))
  }

  /// Expects `search` to fail with an HTTP 500 naming records block `block` of the snapshot at
  /// `path`, which fails its checksum; an error of another kind is thrown on.
  static func expectCorruptRecordsBlock<Result>(
    _ block: Int, of path: String, sourceLocation: SourceLocation = #_sourceLocation,
    when search: () throws -> Result
  ) throws {
    var refused: String?
    do {
      _ = try search()
    } catch SearchError.http(let status, let message) {
      #expect(status == 500, sourceLocation: sourceLocation)
      refused = message
    }
    let message = try #require(
      refused, "block \(block) was read unchecked", sourceLocation: sourceLocation)
    #expect(
      message.hasPrefix("\(path): corrupt snapshot: section `d0.records` (offset"),
      sourceLocation: sourceLocation)
    #expect(
      message.contains("fails its checksum in block \(block) (offset"),
      sourceLocation: sourceLocation)
  }

  /// Opens `bytes` written at `path` into an engine already holding an index, and returns the
  /// error's text; the engine must still hold only its index. Each damaged copy is a new file
  /// (renamed over `path`), as a mapped file must never be rewritten in place.
  static func refusal(_ bytes: [UInt8], at path: String) throws -> String {
    try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    let client = LocalClient()
    try client.addIndex(named: "kept", records: [["objectID": "1", "name": "kept"]])
    do {
      try client.load(path)
      Issue.record("the damaged snapshot was opened")
      return ""
    } catch let error as LocalLoadError {
      #expect(client.indexNames == ["kept"])
      #expect(error.file == path)
      return error.reason
    }
  }

  /// The table of contents: each section's name and offset.
  static func sections(_ bytes: [UInt8]) -> [(name: String, offset: Int, count: Int)] {
    let count = Int(bytes[12]) | Int(bytes[13]) << 8
    return (0..<count).map { index in
      let entry = 64 + index * 64
      let name = String(decoding: bytes[entry..<(entry + 40)].prefix { $0 != 0 }, as: UTF8.self)
      func field(_ at: Int) -> Int {
        (0..<8).reduce(0) { $0 | Int(bytes[entry + at + $1]) << (8 * $1) }
      }
      return (name, field(40), field(48))
    }
  }

  @Test("a flipped byte in a section is refused naming the section and its offset")
  func flippedByte() throws {
    let (path, bytes) = try Self.written()
    // The records are checked as they are read: see `flippedRecordByte`.
    for section in Self.sections(bytes)
    where section.count > 0 && !section.name.hasSuffix(".records") {
      var damaged = bytes
      damaged[section.offset + section.count / 2] ^= 0x10
      let reason = try Self.refusal(damaged, at: path)
      #expect(reason.hasPrefix("corrupt snapshot: section `"), "\(section.name)")
      #expect(
        reason.contains("(offset \(section.offset), \(section.count) bytes)"), "\(section.name)")
      #expect(reason.contains("fails its checksum"))
    }
  }

  @Test(
    "a flipped byte in a records block opens, then the first search reading it is refused naming the file, section and block, and the session goes on"
  )
  func flippedRecordByte() throws {
    let (path, bytes) = try Self.written()
    let records = try #require(Self.sections(bytes).first { $0.name == "d0.records" })
    let first = try LocalClient().load(path).indices.first
    #expect(first?.recordCount == 300)
    // The first record's block: every page of an empty query starts with the browse order's
    // first record, whatever the block holding it; flip a byte of each block in turn.
    let blocks = (records.count + SnapshotBlocks.size - 1) / SnapshotBlocks.size
    for block in 0..<blocks {
      var damaged = bytes
      let at = records.offset + block * SnapshotBlocks.size + 10
      damaged[at] ^= 0x20
      try Data(damaged).write(to: URL(fileURLWithPath: path), options: .atomic)
      let client = LocalClient()
      try client.addIndex(named: "kept", records: [["objectID": "1", "name": "kept"]])
      try client.load(path)
      // A page of every record reads every block.
      try Self.expectCorruptRecordsBlock(block, of: path) {
        try client.search(indexName: DemoDataset.indexName, parameters: ["hitsPerPage": 1000])
      }
      // The index stays refused; the rest of the engine answers.
      #expect(throws: SearchError.self) {
        try client.search(indexName: DemoDataset.priceAscending, parameters: ["query": "a"])
      }
      let kept = try client.search(indexName: "kept", parameters: ["query": "kept"])
      #expect(kept["nbHits"]?.intValue == 1)
      #expect(throws: LocalLoadError.self) { try client.writeSnapshot(to: path + ".copy") }
    }
  }

  @Test("a flipped byte in the header or the table of contents is refused")
  func flippedHeader() throws {
    let (path, bytes) = try Self.written()
    var header = bytes
    header[20] ^= 1
    #expect(
      try Self.refusal(header, at: path)
        == "corrupt snapshot: the header (offset 0, 64 bytes) fails its checksum")
    var table = bytes
    table[64 + 3] ^= 1
    #expect(
      try Self.refusal(table, at: path).hasPrefix(
        "corrupt snapshot: the table of contents (offset 64"))
  }

  @Test("a truncated snapshot is refused naming the section cut short")
  func truncated() throws {
    let (path, bytes) = try Self.written()
    let sections = Self.sections(bytes)
    let largest = sections.max { $0.count < $1.count }!
    let cut = largest.offset + largest.count / 2
    let reason = try Self.refusal(Array(bytes[..<cut]), at: path)
    #expect(
      reason.hasPrefix(
        "truncated snapshot: the file is \(cut) bytes, its header says \(bytes.count);"))
    #expect(reason.contains("`\(largest.name)` (offset \(largest.offset)"))
    #expect(reason.hasSuffix("is cut short at offset \(cut)"))
    #expect(
      try Self.refusal(Array(bytes[..<40]), at: path).hasPrefix(
        "truncated snapshot: the file is 40 bytes"))
    #expect(try Self.refusal(Array(bytes[..<100]), at: path).contains("table of contents"))
  }

  @Test(
    "a snapshot of another format version (the uncompressed records' 2, the four-byte typo index's 3, the records without generated objectIDs' 4, or a later one) is refused, saying which"
  )
  func otherVersion() throws {
    let (path, bytes) = try Self.written()
    #expect(bytes[8] == 5)
    for version: UInt8 in [2, 3, 4, 6] {
      var other = bytes
      other[8] = version
      let reason = try Self.refusal(other, at: path)
      #expect(
        reason.hasPrefix(
          "snapshot of format version \(version) (offset 8), but this program reads version 5"))
    }
  }

  @Test("a file that is not a snapshot loads as JSON records, or fails as JSON")
  func notASnapshot() throws {
    let path = try SnapshotRoundTripTests.temporaryFile("things.json")
    try Data(#"[{"objectID": "1", "name": "thing"}]"#.utf8).write(to: URL(fileURLWithPath: path))
    #expect(!SnapshotReader.isSnapshot(path: path))
    let client = LocalClient()
    #expect(try client.load(path).indexNames == ["things"])
    try Data([0x89, 0x49, 0x53]).write(to: URL(fileURLWithPath: path))
    #expect(throws: LocalLoadError.self) { try LocalClient().load(path) }
    do {
      try client.openSnapshot(path)
      Issue.record("a three-byte file was opened")
    } catch let error as LocalLoadError {
      #expect(error.reason == "not a snapshot: it does not start with the magic")
    }
  }
}
