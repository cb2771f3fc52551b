import Foundation
import InstantSearchPluginHost
import InstantSearchTestSupport
import Testing

@Suite("Plugin registry")
struct PluginRegistryTests {
  @Test("loads the example plugins built next to the test executable")
  func loadsExamplePlugins() throws {
    let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))
    let menu = try registry.load(ProductsDirectory.library("MenuSegmentPlugin"))
    let json = try registry.load(ProductsDirectory.library("JSONLinesPlugin"))
    #expect(menu.id == "org.instantsearch.menu")
    #expect(menu.abiVersion == .host)
    #expect(
      menu.controllers.map(\.qualifiedID) == [
        "org.instantsearch.menu/menu", "org.instantsearch.menu/confirm-clear",
        "org.instantsearch.menu/cards", "org.instantsearch.menu/chips",
      ])
    #expect(menu.controllers.map(\.kind) == [.segment, .clearFilters, .hits, .facetList])
    #expect(
      json.controllers.map(\.id) == [
        "segment", "clear", "search-box", "hits", "facet-list", "filter-list",
      ])
    #expect(json.controllers[0].summary.contains("JSON lines"))
    #expect(registry.plugins.map(\.id) == [menu.id, json.id])

    // The Swift plugin asked the host for its terminal extension during initialize.
    let log = PluginLog.shared.entries(forPlugin: "org.instantsearch.menu").map(\.message)
    #expect(log.contains("menu controllers ready (80 columns)"))
  }

  @Test("a file is initialized once, however often and by however many registries it is loaded")
  func initializesOncePerFile() throws {
    let path = try FixtureBuilder.build(
      "fixture_plugin.c", output: "Once",
      defines: [FixtureBuilder.string("FIXTURE_ID", "test.registry.once")])
    let first = PluginRegistry(searchPath: PluginSearchPath(directories: []))
    let second = PluginRegistry(searchPath: PluginSearchPath(directories: []))
    let a = try first.load(path)
    let b = try first.load(path)
    let c = try second.load(FixtureBuilder.outputDirectory.path + "/./libOnce.so")
    #expect(a === b && b === c)
    #expect(first.plugins.count == 1)
    let count = try #require(a.pluginExtension("fixture.initialize-count/1"))
    #expect(count.load(as: Int32.self) == 1)
    #expect(a.pluginExtension("fixture.unknown/1") == nil)
    #expect(
      PluginLog.shared.entries(forPlugin: "test.registry.once").map(\.message) == [
        "fixture initialized"
      ])
  }

  @Test("concurrent loads of one file from many threads initialize it once")
  func concurrentLoads() async throws {
    let path = try FixtureBuilder.build(
      "fixture_plugin.c", output: "Concurrent",
      defines: [FixtureBuilder.string("FIXTURE_ID", "test.registry.concurrent")])
    let plugins = await withTaskGroup(of: LoadedPlugin?.self) { group in
      for _ in 0..<8 {
        group.addTask {
          let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))
          guard let plugin = try? registry.load(path),
            (try? plugin.makeSegmentHandle("pick", services: .silent)) != nil
          else { return nil }
          return plugin
        }
      }
      var plugins: [LoadedPlugin?] = []
      for await plugin in group { plugins.append(plugin) }
      return plugins
    }
    let loaded = plugins.compactMap { $0 }
    #expect(loaded.count == 8)
    #expect(Set(loaded.map(ObjectIdentifier.init)).count == 1)
    let count = try #require(loaded.first?.pluginExtension("fixture.initialize-count/1"))
    #expect(count.load(as: Int32.self) == 1)
  }

  @Test("a second file with an already loaded plugin ID is refused")
  func duplicateID() throws {
    let id = FixtureBuilder.string("FIXTURE_ID", "test.registry.duplicate")
    let one = try FixtureBuilder.build("fixture_plugin.c", output: "DuplicateOne", defines: [id])
    let two = try FixtureBuilder.build("fixture_plugin.c", output: "DuplicateTwo", defines: [id])
    let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))
    try registry.load(one)
    let error = try #require(throws: PluginLoadError.self) { try registry.load(two) }
    #expect(
      error == .duplicatePluginID(path: two, pluginID: "test.registry.duplicate", loadedFrom: one))
    #expect(error.description.contains("already loaded from \(one)"))
    #expect(registry.plugins.map(\.path) == [one])
  }

  @Test("a plugin built against ABI 1.0 loads in a 1.1 host, without the 1.1 fields")
  func olderMinorLoads() throws {
    let path = try FixtureBuilder.build(
      "old_minor_plugin.c", output: "OldMinor",
      defines: [FixtureBuilder.string("FIXTURE_ID", "test.registry.old-minor")])
    let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))
    let plugin = try registry.load(path)
    #expect(plugin.abiVersion == PluginABIVersion(major: 1, minor: 0))
    #expect(PluginABIVersion.host.minor >= 1)
    #expect(plugin.controllers.map(\.id) == ["first", "always"])
    #expect(plugin.controllers.allSatisfy { $0.summary.isEmpty })
    #expect(plugin.pluginExtension("anything/1") == nil)
  }

  @Test("a plugin built against ABI 1.1 (a table without create_controller) loads in a 1.2 host")
  func minorOneLoads() throws {
    let path = try FixtureBuilder.build(
      "fixture_plugin.c", output: "MinorOne",
      defines: [
        FixtureBuilder.string("FIXTURE_ID", "test.registry.minor-one"), "FIXTURE_MINOR=1",
        "FIXTURE_TABLE_SIZE=offsetof(isp_plugin_t,create_controller)",
      ])
    let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))
    let plugin = try registry.load(path)
    #expect(plugin.abiVersion == PluginABIVersion(major: 1, minor: 1))
    #expect(PluginABIVersion.host.minor == 2)
    let handle = try plugin.makeSegmentHandle("pick", services: .silent)
    handle.setItems([(key: 1, title: "One")])
    #expect(handle.descriptor.kind == .segment)
  }

  @Test("bare names are found in INSTANTSEARCH_PLUGIN_PATH-style search paths")
  func searchPath() throws {
    let searchPath = PluginSearchPath(
      parsing: "relative/ignored:/nonexistent:\(ProductsDirectory.path)")
    #expect(searchPath.directories == ["/nonexistent", ProductsDirectory.path])
    #expect(searchPath.resolve("JSONLinesPlugin") == ProductsDirectory.library("JSONLinesPlugin"))
    #expect(searchPath.libraries().contains(ProductsDirectory.library("MenuSegmentPlugin")))
    let registry = PluginRegistry(searchPath: searchPath)
    #expect(try registry.load("JSONLinesPlugin").id == "org.instantsearch.jsonlines")
  }

  @Test("loading the search path loads every library in it and reports each failure")
  func loadSearchPath() throws {
    let built = try FixtureBuilder.build(
      "fixture_plugin.c", output: "SearchPathGood",
      defines: [FixtureBuilder.string("FIXTURE_ID", "test.registry.search-path")])
    let directory = FixtureBuilder.outputDirectory.appendingPathComponent("search-path")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let good = directory.appendingPathComponent("libGood.so").path
    let broken = directory.appendingPathComponent("libBroken.so").path
    try? FileManager.default.removeItem(atPath: good)
    try FileManager.default.copyItem(atPath: built, toPath: good)
    try Data("not a library".utf8).write(to: URL(fileURLWithPath: broken))
    try Data("ignored".utf8).write(to: directory.appendingPathComponent("notes.txt"))

    let registry = PluginRegistry(searchPath: PluginSearchPath(directories: [directory.path]))
    let results = registry.loadSearchPath()
    #expect(results.map(\.path) == [broken, good])
    guard case .failure(.notSharedLibrary(let path, _)) = results[0].result else {
      Issue.record("expected a refusal, got \(results[0].result)")
      return
    }
    #expect(path == broken)
    #expect((try? results[1].result.get())?.id == "test.registry.search-path")
    #expect(registry.plugins.map(\.id) == ["test.registry.search-path"])
  }

  @Test("controllers are found by qualified or unique bare ID, and checked for kind")
  func controllerLookup() throws {
    let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))
    try registry.load(ProductsDirectory.library("MenuSegmentPlugin"))
    try registry.load(ProductsDirectory.library("JSONLinesPlugin"))
    #expect(try registry.controller("menu").descriptor.qualifiedID == "org.instantsearch.menu/menu")
    #expect(
      try registry.controller("org.instantsearch.jsonlines/clear").descriptor.kind == .clearFilters)
    #expect(throws: PluginLoadError.unknownController(id: "nothing")) {
      try registry.controller("nothing")
    }
    let error = try #require(throws: PluginLoadError.self) {
      try registry.makeClearHandle("menu", services: .silent)
    }
    #expect(
      error.description
        == "controller org.instantsearch.menu/menu is a segment controller, not a clear controller")
  }
}
