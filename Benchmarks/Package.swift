// swift-tools-version: 6.2
// Benchmarks for InstantSearch, in a nested package so their dependencies (SQLite as an anchor)
// never reach the SDK's users. Run one with `swift run -c release <name>` from this folder;
// `bash run.sh` runs them all. Each prints medians and a ratio against an anchor measured in the
// same run.

import PackageDescription

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// A benchmark executable in `Sources/<name>`.
func benchmark(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
  .executableTarget(
    name: name,
    dependencies: dependencies + ["BenchmarkSupport"],
    path: "Sources/\(name)",
    swiftSettings: strict
  )
}

/// A product of the SDK package, one folder up.
func sdk(_ product: String) -> Target.Dependency {
  .product(name: product, package: "InstantSearch")
}

let package = Package(
  name: "InstantSearchBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "InstantSearch", path: "..")],
  targets: [
    .target(
      name: "BenchmarkSupport", dependencies: [sdk("InstantSearchCore"), "CHeap"],
      path: "Sources/BenchmarkSupport", swiftSettings: strict),
    // glibc's count of its heap (`mallinfo2`), which Swift's Glibc module leaves out.
    .target(name: "CHeap", path: "Sources/CHeap"),
    // The system SQLite, with FTS5: the anchor for the local engine.
    .systemLibrary(
      name: "CSQLite",
      path: "Sources/CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    benchmark("FilterStateBenchmark", [sdk("InstantSearchCore")]),
    benchmark("DecodeBenchmark", [sdk("InstantSearchCore"), sdk("InstantSearchLocal")]),
    benchmark(
      "LocalEngineBenchmark",
      [
        sdk("InstantSearchLocal"), sdk("InstantSearchServer"), sdk("InstantSearchClient"),
        "CSQLite",
      ]),
    benchmark("LargeVocabularyBenchmark", [sdk("InstantSearchLocal")]),
    benchmark("SnapshotBenchmark", [sdk("InstantSearchLocal"), sdk("InstantSearchCore")]),
    benchmark(
      "PluginBenchmark",
      [
        sdk("InstantSearchPluginHost"), sdk("InstantSearchControllers"),
        sdk("InstantSearchPluginControllers"),
      ]),
    benchmark(
      "WriteBenchmark",
      [sdk("InstantSearchServer"), sdk("InstantSearchLocal"), sdk("InstantSearchCore")]),
    benchmark(
      "ServerLoadBenchmark",
      [
        sdk("InstantSearchServer"), sdk("InstantSearchClient"), sdk("InstantSearchLocal"),
        sdk("InstantSearchCore"),
      ]),
    benchmark(
      "REPLBenchmark",
      [
        sdk("InstantSearchREPL"), sdk("InstantSearchLocal"), sdk("InstantSearchCore"),
        sdk("InstantSearchControllers"),
      ]),
  ]
)
