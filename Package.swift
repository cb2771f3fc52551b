// swift-tools-version: 6.2
// InstantSearch for Swift on Linux: the SDK, the local engine, the plugin system and the REPL.
//
// Every target lives in a folder named after it: libraries in `Modules/`, tests in `Tests/`,
// example controller plugins in `Plugins/`, the REPL executable in `Tools/`. The helpers below
// derive each target's path from its name, so no target repeats `path:`.

import Foundation
import PackageDescription

/// Settings every Swift target shares: Swift 6 mode (the tools version) and no warnings.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// The documentation files of a target's folder, which are not sources.
func documentation(in path: String) -> [String] {
  let readme = "\(Context.packageDirectory)/\(path)/README.md"
  return FileManager.default.fileExists(atPath: readme) ? ["README.md"] : []
}

/// A library target in `Modules/<name>`; its README.md is documentation, not a source.
func module(
  _ name: String,
  _ dependencies: [Target.Dependency] = [],
  linkerSettings: [LinkerSetting] = []
) -> Target {
  .target(
    name: name,
    dependencies: dependencies,
    path: "Modules/\(name)",
    exclude: documentation(in: "Modules/\(name)"),
    swiftSettings: strict,
    linkerSettings: linkerSettings
  )
}

/// A Swift Testing target in `Tests/<name>`.
func tests(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
  .testTarget(
    name: name,
    dependencies: dependencies + ["InstantSearchTestSupport"],
    path: "Tests/\(name)",
    swiftSettings: strict
  )
}

let package = Package(
  name: "InstantSearch",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "InstantSearch", targets: ["InstantSearch"]),
    .library(name: "InstantSearchCore", targets: ["InstantSearchCore"]),
    .library(name: "InstantSearchClient", targets: ["InstantSearchClient"]),
    .library(name: "InstantSearchLocal", targets: ["InstantSearchLocal"]),
    .library(name: "InstantSearchConnectors", targets: ["InstantSearchConnectors"]),
    .library(name: "InstantSearchControllers", targets: ["InstantSearchControllers"]),
    .library(name: "InstantSearchPluginHost", targets: ["InstantSearchPluginHost"]),
    .library(name: "InstantSearchPluginControllers", targets: ["InstantSearchPluginControllers"]),
    .library(name: "InstantSearchPluginKit", targets: ["InstantSearchPluginKit"]),
    .library(name: "CInstantSearchPlugin", targets: ["CInstantSearchPlugin"]),
    .library(name: "InstantSearchREPL", targets: ["InstantSearchREPL"]),
    .library(name: "InstantSearchServer", targets: ["InstantSearchServer"]),
    .library(name: "InstantSearchCLI", targets: ["InstantSearchCLI"]),
    .executable(name: "instantsearch", targets: ["instantsearch"]),
    // Example controller plugins, loaded at run time with dlopen.
    .library(name: "MenuSegmentPlugin", type: .dynamic, targets: ["MenuSegmentPlugin"]),
    .library(name: "JSONLinesPlugin", type: .dynamic, targets: ["JSONLinesPlugin"]),
  ],
  targets: [
    // The lock shared state is guarded with; a leaf, so the plugin host needs no Core.
    module("InstantSearchLocking"),
    // Values and logic: filters, queries, responses, searchers, observation.
    module("InstantSearchCore", ["InstantSearchLocking"]),
    // The Algolia REST client.
    module("InstantSearchClient", ["InstantSearchCore", "CCurl"]),
    // libcurl through a shim header: the client's HTTP transport.
    .systemLibrary(
      name: "CCurl",
      path: "Modules/CCurl",
      pkgConfig: "libcurl",
      providers: [.apt(["libcurl4-openssl-dev"])]
    ),
    // The local engine (the mock searcher).
    module("InstantSearchLocal", ["InstantSearchCore", "CZstd"]),
    // libzstd: the local engine's record store is held compressed.
    .systemLibrary(
      name: "CZstd",
      path: "Modules/CZstd",
      pkgConfig: "libzstd",
      providers: [.apt(["libzstd-dev"])]
    ),
    // Widgets: interactors, connections, connectors, controller protocols.
    module("InstantSearchConnectors", ["InstantSearchCore"]),
    // The terminal seam: what a controller writes to and reads from, and the escaping gate.
    module("InstantSearchTerminal"),
    // Concrete controllers: terminal, observable (re-exports the terminal seam).
    module("InstantSearchControllers", ["InstantSearchConnectors", "InstantSearchTerminal"]),

    // The plugin boundary: one C header, a dlopen host, a Swift authoring kit.
    .target(
      name: "CInstantSearchPlugin", path: "Modules/CInstantSearchPlugin", exclude: ["README.md"]),
    // The Swift values both sides of the plugin boundary use: events, hits, facet values.
    module("InstantSearchPluginValues"),
    module(
      "InstantSearchPluginHost",
      ["CInstantSearchPlugin", "InstantSearchLocking", "InstantSearchPluginValues"]),
    module(
      "InstantSearchPluginKit",
      ["CInstantSearchPlugin", "InstantSearchPluginValues", "InstantSearchLocking"]),
    // Plugin-backed controllers; kept out of the umbrella, so apps that load no plugin do not
    // link the dlopen host.
    module(
      "InstantSearchPluginControllers",
      ["InstantSearchConnectors", "InstantSearchTerminal", "InstantSearchPluginHost"]),

    // `instantsearch serve`: the local engine behind Algolia's REST API, over libmicrohttpd.
    .systemLibrary(
      name: "CMicroHTTPD",
      path: "Modules/CMicroHTTPD",
      pkgConfig: "libmicrohttpd",
      providers: [.apt(["libmicrohttpd-dev"])]
    ),
    module("InstantSearchServer", ["CMicroHTTPD", "InstantSearchLocal", "InstantSearchCore"]),

    // Line editing: the libedit shim and its Swift wrapper.
    .systemLibrary(
      name: "CLibEdit",
      path: "Modules/CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    module("LineEditor", ["CLibEdit", "InstantSearchLocking"]),

    // The REPL: commands, session, rendering.
    module(
      "InstantSearchREPL",
      [
        "InstantSearchControllers", "InstantSearchClient", "InstantSearchLocal", "LineEditor",
        "InstantSearchPluginHost", "InstantSearchPluginControllers",
      ]
    ),
    // `import InstantSearch` gives everything a search experience needs.
    module(
      "InstantSearch",
      [
        "InstantSearchCore", "InstantSearchClient", "InstantSearchLocal",
        "InstantSearchConnectors", "InstantSearchControllers",
      ]
    ),
    // The command line of `instantsearch`: its modes over one declarative argument parser,
    // with help, shell completion and the man page made from the same declarations (its
    // README is documentation, as every module's).
    module(
      "InstantSearchCLI",
      [
        "InstantSearchREPL", "InstantSearchServer", "InstantSearchPluginHost",
        "InstantSearchLocal", "InstantSearchClient",
      ]
    ),
    .executableTarget(
      name: "instantsearch",
      dependencies: ["InstantSearchCLI"],
      path: "Tools/instantsearch",
      swiftSettings: strict
    ),

    // Example plugins: one in Swift (through the kit), one in plain C (header only).
    .target(
      name: "MenuSegmentPlugin",
      dependencies: ["InstantSearchPluginKit"],
      path: "Plugins/MenuSegmentPlugin",
      swiftSettings: strict
    ),
    .target(
      name: "JSONLinesPlugin",
      dependencies: ["CInstantSearchPlugin"],
      path: "Plugins/JSONLinesPlugin"
    ),

    // Fakes, fixtures and the loopback HTTP server shared by the test targets.
    .target(
      name: "InstantSearchTestSupport",
      dependencies: ["InstantSearchCore"],
      path: "Tests/InstantSearchTestSupport",
      swiftSettings: strict
    ),
    tests("InstantSearchLockingTests", ["InstantSearchLocking"]),
    tests("InstantSearchCoreTests", ["InstantSearchCore"]),
    tests("InstantSearchClientTests", ["InstantSearchClient"]),
    tests("InstantSearchLocalTests", ["InstantSearchLocal"]),
    tests("InstantSearchConnectorsTests", ["InstantSearchConnectors", "InstantSearchLocal"]),
    tests("InstantSearchControllersTests", ["InstantSearchControllers"]),
    tests("InstantSearchTerminalTests", ["InstantSearchTerminal"]),
    .testTarget(
      name: "InstantSearchPluginHostTests",
      dependencies: ["InstantSearchPluginHost", "InstantSearchTestSupport"],
      path: "Tests/InstantSearchPluginHostTests",
      exclude: ["Fixtures"],
      swiftSettings: strict
    ),
    tests(
      "InstantSearchPluginControllersTests",
      [
        "InstantSearchPluginControllers", "InstantSearchConnectors", "InstantSearchCore",
        "InstantSearchTerminal",
      ]),
    tests("InstantSearchPluginKitTests", ["InstantSearchPluginKit", "CInstantSearchPlugin"]),
    // The table of widget kinds against the header; a leaf, like the module it tests.
    .testTarget(
      name: "InstantSearchPluginValuesTests",
      dependencies: ["InstantSearchPluginValues", "CInstantSearchPlugin"],
      path: "Tests/InstantSearchPluginValuesTests",
      swiftSettings: strict
    ),
    tests("LineEditorTests", ["LineEditor"]),
    tests(
      "InstantSearchREPLTests",
      [
        "InstantSearchREPL", "LineEditor", "InstantSearchCore", "InstantSearchControllers",
        "InstantSearchLocal",
      ]
    ),
    tests("InstantSearchTests", ["InstantSearch"]),
    tests("InstantSearchCLITests", ["InstantSearchCLI"]),
    tests(
      "InstantSearchServerTests",
      ["InstantSearchServer", "InstantSearchClient", "InstantSearchLocal", "InstantSearchCore"]),
    // A program that imports only the umbrella; InstantSearchTests reads what it links.
    .executableTarget(
      name: "umbrella-consumer",
      dependencies: ["InstantSearch"],
      path: "Tests/UmbrellaConsumer",
      swiftSettings: strict
    ),
  ]
)
