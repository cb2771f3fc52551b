import Foundation
import InstantSearchPluginHost
import InstantSearchTestSupport
import Testing

/// `Tools/new-plugin.sh`: a plugin made outside the repository builds with the command its
/// README documents, loads, and its hits controller works.
@Suite("The plugin starter")
struct NewPluginScriptTests {
  /// A fresh directory outside the repository.
  static func temporaryDirectory() throws -> URL {
    try TestFolders.folder("new-plugin")
  }

  /// Runs the starter for `name` with `options` in `directory`, then the build command of the
  /// README it wrote, in the plugin's directory; returns the plugin's directory.
  static func makeAndBuild(_ name: String, _ options: [String], in directory: URL) throws -> URL {
    let script = FixtureBuilder.root.appendingPathComponent("Tools/new-plugin.sh").path
    try FixtureBuilder.run("bash", [script, name] + options + ["--in", directory.path])
    let plugin = directory.appendingPathComponent(name)
    let readme = try String(
      contentsOf: plugin.appendingPathComponent("README.md"), encoding: .utf8)
    // The first fenced block is the build command.
    let blocks = readme.components(separatedBy: "```\n")
    let command = try #require(blocks.count > 1 ? blocks[1] : nil)
    try FixtureBuilder.run("bash", ["-c", "cd '\(plugin.path)' && \(command)"])
    return plugin
  }

  /// Loads the library, makes its hits controller, and checks what it shows and reports.
  static func exercise(_ library: String, id: String) throws {
    let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))
    let plugin = try registry.load(library)
    #expect(plugin.id == id)
    let hits: PluginHitsHandle = try registry.makeHandle("\(id)/hits", services: .silent)
    final class Clicks { var events: [PluginEvent] = [] }
    let clicks = Clicks()
    hits.onEvent = { clicks.events.append($0) }
    hits.setHits(
      [
        PluginHit(position: 0, objectID: "a1", json: "{}"),
        PluginHit(position: 1, objectID: nil, json: "{}"),
      ],
      total: 9)
    #expect(hits.render().hasSuffix(": 2 of 9 hits\n  #0 a1\n  #1 -\n"))
    #expect(hits.handleInput("1"))
    #expect(!hits.handleInput("one"))
    #expect(clicks.events == [.hitClicked(position: 1, objectID: nil)])
  }

  @Test("a C plugin builds with its one documented clang line, loads and draws hits")
  func cPlugin() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let plugin = try Self.makeAndBuild("AcmeHits", ["--c"], in: directory)
    try Self.exercise(
      plugin.appendingPathComponent("libAcmeHits.so").path, id: "com.example.AcmeHits")
  }

  @Test("a Swift package depending on the kit by path builds with swift build and loads")
  func swiftPlugin() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let plugin = try Self.makeAndBuild("SwiftHits", ["--swift"], in: directory)
    try Self.exercise(
      plugin.appendingPathComponent(".build/debug/libSwiftHits.so").path,
      id: "com.example.SwiftHits")
  }

  @Test("the starter refuses a bad name and a directory inside the repository")
  func refusals() throws {
    let script = FixtureBuilder.root.appendingPathComponent("Tools/new-plugin.sh").path
    let badName = #expect(throws: FixtureBuilder.BuildError.self) {
      try FixtureBuilder.run("bash", [script, "9lives", "--in", TestFolders.temporary])
    }
    #expect(badName?.description.contains("must be a letter followed by") == true)
    let inside = #expect(throws: FixtureBuilder.BuildError.self) {
      try FixtureBuilder.run("bash", [script, "Inside", "--in", FixtureBuilder.root.path])
    }
    #expect(inside?.description.contains("is inside the repository") == true)
  }
}
