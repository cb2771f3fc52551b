import Foundation
import InstantSearchREPL
import InstantSearchTestSupport
import Testing

/// Files are what they say: an empty or too-short file given as data is an error naming it and
/// what was expected, at launch, by `open` and by `index`.
@Suite("Empty and too-short data files", .timeLimit(.minutes(5)))
struct DataFileProcessTests {
  static func folder() throws -> URL {
    try TestFolders.folder("instantsearch-datafile")
  }

  @Test("DataFile names the file and what was expected")
  func problems() throws {
    let folder = try Self.folder()
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
      let url = folder.appendingPathComponent(name)
      try Data(bytes).write(to: url)
      return url.path
    }
    let empty = try write("empty.snapshot", [])
    #expect(
      DataFile.problem(at: empty)
        == "\(empty) is empty: expected a snapshot written by `instantsearch index`")
    let emptyRecords = try write("empty.json", [])
    #expect(DataFile.problem(at: emptyRecords)?.contains("is empty: expected records") == true)
    let blank = try write("blank.ndjson", Array("  \n\n".utf8))
    #expect(DataFile.problem(at: blank)?.contains("holds only blank space") == true)
    let short = try write("short.snapshot", [0x89, 0x49, 0x53, 0x4E, 0x41, 0x50, 0x0D, 0x0A, 1])
    #expect(DataFile.problem(at: short)?.contains("9 bytes, too short for a snapshot") == true)
    let other = try write("other.snapshot", Array("[]".utf8))
    #expect(DataFile.problem(at: other)?.contains("is not a snapshot") == true)
    #expect(DataFile.problem(at: try write("records.json", Array("[]".utf8))) == nil)
    #expect(DataFile.problem(at: folder.path) == nil)
  }

  @Test("--data, open and index refuse a 0-byte snapshot instead of opening an empty index")
  func refused() async throws {
    let folder = try Self.folder()
    let empty = folder.appendingPathComponent("empty.snapshot")
    try Data().write(to: empty)
    let environment = [
      "HOME": folder.path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1", "INSTANTSEARCH_HISTFILE": "",
    ]
    let binary = ProductsDirectory.executable("instantsearch")
    let launch = try await ProductRun.run(
      binary, arguments: ["--data", empty.path], input: "search x\n", environment: environment)
    #expect(launch.status == 1)
    #expect(launch.errors.contains("\(empty.path) is empty: expected a snapshot"))
    #expect(!launch.output.contains("index empty"))
    let opened = try await ProductRun.run(
      binary, input: "open \(empty.path)\nsearch phone\n", environment: environment)
    #expect(opened.errors.contains("open: \(empty.path) is empty: expected a snapshot"))
    #expect(opened.output.contains("index products"))
    let indexed = try await ProductRun.run(
      binary,
      arguments: ["index", "--data", empty.path, "--out", folder.appendingPathComponent("o").path],
      environment: environment)
    #expect(indexed.status == 1)
    #expect(indexed.errors.contains("is empty: expected a snapshot"))
  }
}
