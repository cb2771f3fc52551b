import Foundation
import InstantSearchTestSupport
import Testing

/// `import InstantSearch` gives an app the search experience without the plugin system: the
/// umbrella's dependency graph and a real consumer's binary both stay free of the dlopen host
/// and the plugin ABI.
@Suite("What the umbrella links")
struct UmbrellaLinkTests {
  /// The targets that only programs loading plugins may link.
  static let pluginTargets = [
    "InstantSearchPluginHost", "CInstantSearchPlugin", "InstantSearchPluginControllers",
  ]

  /// The package's targets and their direct target dependencies, from `swift package
  /// dump-package` (with its own scratch path, so it does not wait for the running build).
  static func targetGraph() throws -> [String: [String]] {
    let scratch = TestFolders.temporaryURL
      .appendingPathComponent("instantsearch-dump-package-\(getpid())").path
    let json = try FixtureBuilder.run(
      "swift",
      [
        "package", "--package-path", FixtureBuilder.root.path, "--scratch-path", scratch,
        "dump-package",
      ])
    let manifest = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let targets = try #require(manifest["targets"] as? [[String: Any]])
    var graph: [String: [String]] = [:]
    for target in targets {
      let name = try #require(target["name"] as? String)
      let dependencies = target["dependencies"] as? [[String: Any]] ?? []
      // Each dependency is {"byName": [name, condition]} or {"target": [name, condition]}.
      graph[name] = dependencies.compactMap { dependency in
        (dependency["byName"] ?? dependency["target"]).flatMap { ($0 as? [Any])?.first as? String }
      }
    }
    return graph
  }

  /// Every target `root` depends on, directly or not.
  static func closure(of root: String, in graph: [String: [String]]) -> Set<String> {
    var seen: Set<String> = []
    var pending = graph[root] ?? []
    while let next = pending.popLast() {
      if seen.insert(next).inserted { pending += graph[next] ?? [] }
    }
    return seen
  }

  @Test("the umbrella target's dependencies exclude the plugin host and the plugin ABI")
  func manifestGraph() throws {
    let graph = try Self.targetGraph()
    let umbrella = Self.closure(of: "InstantSearch", in: graph)
    #expect(umbrella.contains("InstantSearchControllers"))
    #expect(umbrella.isDisjoint(with: Self.pluginTargets), "\(umbrella.sorted())")
    // The REPL does use them, so the check reads the real graph.
    #expect(Self.closure(of: "InstantSearchREPL", in: graph).isSuperset(of: Self.pluginTargets))
  }

  @Test("a program importing only InstantSearch links no code of the plugin modules")
  func consumerSymbols() throws {
    let symbols = try FixtureBuilder.run(
      "nm", ["--defined-only", ProductsDirectory.executable("umbrella-consumer")])
    // Swift mangles a module name as its length and the name.
    #expect(symbols.contains("24InstantSearchControllers"))
    for module in ["InstantSearchPluginHost", "InstantSearchPluginControllers"] {
      #expect(!symbols.contains("\(module.count)\(module)"), "links \(module)")
    }
    #expect(!symbols.contains("isp_"))
  }
}
