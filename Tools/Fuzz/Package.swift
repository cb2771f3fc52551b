// swift-tools-version: 6.2
// Fuzz targets for the parsers and loaders that read outside input, run with libFuzzer.
// Build and run them with `bash Tools/fuzz.sh` (see CONTRIBUTING.md, "Fuzzing"): the script
// passes the sanitizer and coverage flags, which this manifest cannot carry.

import PackageDescription

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// A fuzz target in `Sources/<name>`: an executable whose `main` hands a callback to libFuzzer.
func fuzzTarget(_ name: String, _ products: [String]) -> Target {
  .executableTarget(
    name: name,
    dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: "InstantSearch") },
    path: "Sources/\(name)",
    swiftSettings: strict
  )
}

let package = Package(
  name: "InstantSearchFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "InstantSearch", path: "../..")],
  targets: [
    .target(name: "FuzzSupport", path: "Sources/FuzzSupport", swiftSettings: strict),
    fuzzTarget("FuzzFiltersParser", ["InstantSearchCore"]),
    fuzzTarget("FuzzSearchResponse", ["InstantSearchCore"]),
    fuzzTarget("FuzzRecordsLoader", ["InstantSearchLocal"]),
    fuzzTarget("FuzzREPLCommandLine", ["InstantSearchREPL", "InstantSearchCLI"]),
  ]
)
