import Foundation
import InstantSearchTestSupport
import Testing

/// `instantsearch index` run as a person would: it writes a snapshot that `--data` and `open`
/// then search, and a damaged snapshot is an error while the session goes on.
@Suite("The instantsearch index subcommand", .timeLimit(.minutes(10)))
struct IndexCommandProcessTests {
  private static let binary = ProductsDirectory.executable("instantsearch")

  private static func folder() throws -> URL {
    try TestFolders.folder("instantsearch-index")
  }

  private static func run(_ arguments: [String], input: String = "", home: URL) async throws
    -> ProductRun
  {
    try await ProductRun.run(
      binary, arguments: arguments, input: input,
      environment: [
        "HOME": home.path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
        "INSTANTSEARCH_HISTFILE": home.appendingPathComponent("history").path,
      ])
  }

  @Test("index writes a snapshot of a folder that --data and open search like the folder")
  func writesAndOpens() async throws {
    let home = try Self.folder()
    let data = home.appendingPathComponent("shop")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Data(
      #"[{"objectID": "1", "name": "Red kettle"}, {"objectID": "2", "name": "Blue kettle"}]"#.utf8
    ).write(to: data.appendingPathComponent("shop.json"))
    try Data(#"{"searchableAttributes": ["name"], "replicas": ["shop_copy"]}"#.utf8)
      .write(to: data.appendingPathComponent("shop_settings.json"))
    let snapshot = home.appendingPathComponent("shop.snapshot").path
    let written = try await Self.run(["index", "--data", data.path, "--out", snapshot], home: home)
    #expect(written.status == 0, "\(written.errors)")
    #expect(written.output.hasPrefix("wrote \(snapshot): 2 indices (shop, shop_copy), "))
    let script = "search kettle\nindices\nopen \(snapshot)\nsearch blue\n"
    let searched = try await Self.run(["--data", snapshot], input: script, home: home)
    #expect(searched.status == 0, "\(searched.errors)")
    #expect(searched.output.contains("Red kettle"))
    #expect(searched.output.contains("shop_copy"))
    #expect(searched.output.contains("Blue kettle"))
    #expect(searched.errors.isEmpty)
  }

  @Test("a folder with an index that cannot be loaded is refused, and nothing is written")
  func unloadedIndex() async throws {
    let home = try Self.folder()
    let data = home.appendingPathComponent("shop")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Data(#"[{"objectID": "1", "name": "Red kettle"}]"#.utf8)
      .write(to: data.appendingPathComponent("shop.json"))
    try Data(#"[{"objectID": "2", "name": "Blue"#.utf8)
      .write(to: data.appendingPathComponent("broken.json"))
    let snapshot = home.appendingPathComponent("shop.snapshot").path
    let written = try await Self.run(["index", "--data", data.path, "--out", snapshot], home: home)
    #expect(written.status == 1)
    #expect(written.errors.contains("not loaded: \(data.path)/broken.json"), "\(written.errors)")
    #expect(written.errors.contains("nothing was written"))
    #expect(!FileManager.default.fileExists(atPath: snapshot))
  }

  @Test("a damaged snapshot is refused at launch and by open, and the session goes on")
  func damagedSnapshot() async throws {
    let home = try Self.folder()
    let snapshot = home.appendingPathComponent("demo.snapshot")
    let written = try await Self.run(
      ["index", "--demo", "200", "--out", snapshot.path], home: home)
    #expect(written.status == 0, "\(written.errors)")
    var bytes = try Data(contentsOf: snapshot)
    bytes[bytes.count - 100] ^= 0xFF
    let damaged = home.appendingPathComponent("damaged.snapshot")
    try bytes.write(to: damaged)
    let launch = try await Self.run(["--data", damaged.path], input: "search phone\n", home: home)
    #expect(launch.status != 0)
    #expect(launch.errors.contains("corrupt snapshot: section `"))
    let script = "open \(damaged.path)\nopen \(snapshot.path)\nsearch phone\n"
    let session = try await Self.run([], input: script, home: home)
    #expect(session.errors.contains("corrupt snapshot: section `"))
    #expect(session.errors.contains("fails its checksum"))
    #expect(session.output.contains("200 records"))
  }

  @Test("index refuses bad arguments with its usage")
  func badArguments() async throws {
    let home = try Self.folder()
    for arguments in [
      ["index"], ["index", "--out"], ["index", "--data", "x"],
      ["index", "--demo", "0", "--out", "f"], ["index", "--what"],
    ] {
      let run = try await Self.run(arguments, home: home)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.errors.hasPrefix("instantsearch index: "), "\(arguments)")
    }
    let missing = try await Self.run(
      [
        "index", "--data", home.appendingPathComponent("none").path, "--out",
        home.appendingPathComponent("o").path,
      ],
      home: home)
    #expect(missing.status == 1)
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("o").path))
  }
}
