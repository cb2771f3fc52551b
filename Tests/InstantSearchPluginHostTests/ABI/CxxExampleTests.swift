import InstantSearchPluginHost
import InstantSearchTestSupport
import Testing

/// The C++ example (`Plugins/CxxPlugin`), built with the one clang++ line its comment gives:
/// the header in use from C++, not only compiled.
@Suite("The C++ example plugin")
struct CxxExampleTests {
  /// Builds the example into the fixtures' directory and returns the library's path.
  static func build() throws -> String {
    let library = FixtureBuilder.outputDirectory.appendingPathComponent("libCxxPlugin.so").path
    try FixtureBuilder.run(
      "clang++",
      [
        "-std=c++17", "-Wall", "-Wextra", "-Werror", "-pedantic", "-fPIC", "-shared",
        "-fvisibility=hidden", "-I", FixtureBuilder.includeDirectory,
        FixtureBuilder.root.appendingPathComponent("Plugins/CxxPlugin/hits_table_plugin.cpp").path,
        "-o", library,
      ])
    return library
  }

  @Test("builds with one clang++ line, loads, draws its table and reports a click")
  func table() throws {
    let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))
    let plugin = try registry.load(Self.build())
    #expect(plugin.id == "org.instantsearch.cxx")
    #expect(plugin.controllers.map(\.kind) == [.hits])
    let table: PluginHitsHandle = try registry.makeHandle(
      "org.instantsearch.cxx/table", services: .silent)
    final class Events { var received: [PluginEvent] = [] }
    let events = Events()
    table.onEvent = { events.received.append($0) }
    table.setHits(
      [
        PluginHit(position: 20, objectID: "a1", json: "{}"),
        PluginHit(position: 21, objectID: nil, json: "{}"),
      ], total: 42)
    #expect(table.render() == "2 of 42 hits\n  21 | a1\n  22 | -\n")
    #expect(table.handleInput("21"))
    #expect(!table.handleInput("5"))
    #expect(events.received == [.hitClicked(position: 20, objectID: "a1")])
  }
}
