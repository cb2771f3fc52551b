// PluginBenchmark: what crossing the plugin boundary costs.
//
// 1. Load + initialize: a fresh child process per sample loads one plugin through
//    `PluginRegistry` (ELF check, dlopen RTLD_NOW, entry, version and size checks, initialize,
//    descriptors), so every sample is a first load. Anchor: a bare `dlopen` + `dlsym` of the
//    same file in a fresh process.
// 2. One controller call: `setSelected` on a plugin segment controller through the
//    `SelectableSegmentController` adapter, against the same call on a Swift controller in
//    this process (the anchor).
//
// Usage: PluginBenchmark [DIRECTORY-WITH-PLUGINS]   (default: ../.build/release, built if missing)

import BenchmarkSupport
import Foundation
import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchPluginControllers
import InstantSearchPluginHost

#if canImport(Glibc)
  import Glibc
#endif

// MARK: - Child mode: one first load, printed in nanoseconds.

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--load-once" || arguments[1] == "--dlopen-once" {
  let path = arguments[2]
  let start = nowNanoseconds()
  if arguments[1] == "--load-once" {
    do {
      _ = try PluginRegistry(searchPath: PluginSearchPath(directories: [])).load(path)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      exit(1)
    }
  } else {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL),
      dlsym(handle, "instantsearch_plugin_entry_v1") != nil
    else { exit(1) }
  }
  print(nowNanoseconds() - start)
  exit(0)
}

// MARK: - Finding or building the plugins.

/// Runs a command and stops the benchmark if it fails.
func run(_ tool: String, _ arguments: [String]) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [tool] + arguments
  do { try process.run() } catch { fatalError("cannot run \(tool): \(error)") }
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    fatalError("\(tool) \(arguments.joined(separator: " ")) failed")
  }
}

let benchmarks = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()
let root = benchmarks.deletingLastPathComponent()
let directory =
  arguments.count > 1 ? arguments[1] : root.appendingPathComponent(".build/release").path
for product in ["MenuSegmentPlugin", "JSONLinesPlugin"]
where !FileManager.default.fileExists(atPath: "\(directory)/lib\(product).so") {
  print("building \(product) (release) in \(root.path)")
  run("swift", ["build", "-c", "release", "--package-path", root.path, "--product", product])
}
let menuPath = "\(directory)/libMenuSegmentPlugin.so"
let jsonPath = "\(directory)/libJSONLinesPlugin.so"
let clangPath = FileManager.default.temporaryDirectory
  .appendingPathComponent("libJSONLinesPlugin-clang-\(getpid()).so").path
run(
  "clang",
  [
    "-std=c11", "-O2", "-fPIC", "-shared", "-fvisibility=hidden", "-I",
    root.appendingPathComponent("Modules/CInstantSearchPlugin/include").path,
    root.appendingPathComponent("Plugins/JSONLinesPlugin/jsonlines_plugin.c").path, "-o", clangPath,
  ])

/// A controller of every ABI 1.2 kind that reads everything it is lent and keeps nothing, so
/// one setter call of every kind measures the host's lending and the C call.
let kindsPath = FileManager.default.temporaryDirectory
  .appendingPathComponent("libReadingKinds-clang-\(getpid()).so").path
run(
  "clang",
  [
    "-std=c11", "-O2", "-fPIC", "-shared", "-fvisibility=hidden",
    "-I", root.appendingPathComponent("Modules/CInstantSearchPlugin/include").path,
    benchmarks.appendingPathComponent("Plugins/reading_kinds_plugin.c").path, "-o", kindsPath,
  ])

// MARK: - Load + initialize, one fresh process per sample.

/// The median of `samples` child runs of this executable in `mode` on `path`.
func childTiming(_ mode: String, _ path: String, samples: Int = 21) -> Timing {
  let executable =
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    ?? arguments[0]
  var values: [Double] = []
  for _ in 0..<samples {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [mode, path]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { fatalError("cannot run child: \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, let value = Double(text) else {
      fatalError("child \(mode) \(path) failed")
    }
    values.append(value)
  }
  return Timing(samples: values)
}

/// `CALLS_ONLY=1` skips the load timings, to profile the calls alone (`perf record`);
/// `CALLS_ONLY=TEXT` also times only the kinds' calls whose name contains `TEXT` (`setHits`).
let callsOnly = ProcessInfo.processInfo.environment["CALLS_ONLY"]
  .map { $0 == "1" ? "" : $0 }
var loads = Table(columns: [
  "plugin", "load + init (median)", "p99", "bare dlopen + dlsym", "ratio",
])
for (name, path) in [
  ("MenuSegmentPlugin (Swift, kit)", menuPath), ("JSONLinesPlugin (C, SwiftPM)", jsonPath),
  ("JSONLinesPlugin (C, clang)", clangPath),
] where callsOnly == nil {
  let load = childTiming("--load-once", path)
  let bare = childTiming("--dlopen-once", path)
  loads.append([
    name, formatNanoseconds(load.median), formatNanoseconds(load.p99),
    formatNanoseconds(bare.median), formatRatio(load.median, bare.median),
  ])
}
if callsOnly == nil {
  print("Load + initialize (fresh process per sample, 21 samples; target ≤ 2 ms)\n")
  print(loads.markdown)
}

// MARK: - One controller call.

/// The anchor: a Swift segment controller that stores the selection, as a plugin does. Its
/// method is not inlined, so each call stays a call.
@MainActor
final class SwiftSegment: SelectableSegmentController {
  var onClick: ((Int) -> Void)?
  var selected: Int?
  @inline(never) func setSelected(_ selected: Int?) { self.selected = selected }
  func setItems(items: [Int: String]) {}
}

/// Calls `setSelected` `count` times through the protocol, as a connection does.
@MainActor
@inline(never)
func select<C: SelectableSegmentController>(_ controller: C, count: Int) where C.SegmentKey == Int {
  for index in 0..<count { controller.setSelected(index & 7) }
}

/// The CPU time this thread has used, in nanoseconds. Unlike the wall clock it leaves out the
/// time the thread waits for a core, so it stays close to a quiet machine's figure when other
/// work shares the cores (caches and memory bandwidth are still shared).
func threadCPUNanoseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// Runs `calls` (which makes `count` calls) in 21 timed runs after a warm-up: the wall-clock
/// time per call of each run and the thread's CPU time per call of each run.
func measureCalls<T>(count: Int, _ calls: () -> T) -> (wall: Timing, cpu: Timing) {
  var cpu: [Double] = []
  let wall = measure(runs: 21, operationsPerRun: count) { () -> T in
    let start = threadCPUNanoseconds()
    defer { cpu.append((threadCPUNanoseconds() - start) / Double(count)) }
    return calls()
  }
  return (wall, Timing(samples: Array(cpu.dropFirst())))  // the first run is the warm-up
}

/// The anchor: `setSelected` on the Swift controller, `count` calls per run.
@MainActor
func measureAnchor(count: Int) -> (wall: Timing, cpu: Timing) {
  let swift = SwiftSegment()
  return measureCalls(count: count) { () -> Int? in
    select(swift, count: count)
    return swift.selected
  }
}

@MainActor
func measureCalls() throws -> (wall: Double, cpu: Double) {
  let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))
  try registry.load(menuPath)
  try registry.load(jsonPath)
  let silent = TerminalIO(write: { _ in }, readLine: { _ in nil })
  let menu = try registry.makeSegmentController("org.instantsearch.menu/menu", terminal: silent)
  let json = try registry.makeSegmentController(
    "org.instantsearch.jsonlines/segment", terminal: silent)
  let clear = try registry.makeClearController(
    "org.instantsearch.jsonlines/clear", terminal: silent)
  let count = 200_000
  let (anchor, anchorCPU) = measureAnchor(count: count)
  let menuCall = measure(runs: 21, operationsPerRun: count) { select(menu, count: count) }
  let jsonCall = measure(runs: 21, operationsPerRun: count) { select(json, count: count) }
  let render = measure(runs: 21, operationsPerRun: count / 10) {
    var total = 0
    for _ in 0..<(count / 10) { total &+= clear.render().utf8.count }
    return total
  }
  var calls = Table(columns: ["call", "median", "p99", "ratio to the Swift anchor"])
  calls.append([
    "Swift controller, setSelected (anchor)", formatNanoseconds(anchor.median),
    formatNanoseconds(anchor.p99), "1×",
  ])
  calls.append([
    "Swift plugin (kit), setSelected", formatNanoseconds(menuCall.median),
    formatNanoseconds(menuCall.p99), formatRatio(menuCall.median, anchor.median),
  ])
  calls.append([
    "C plugin, setSelected (writes a JSON line back through the host)",
    formatNanoseconds(jsonCall.median), formatNanoseconds(jsonCall.p99),
    formatRatio(jsonCall.median, anchor.median),
  ])
  calls.append([
    "C plugin, clear render (size, then fill a buffer)", formatNanoseconds(render.median),
    formatNanoseconds(render.p99), formatRatio(render.median, anchor.median),
  ])
  print("\nOne controller call through SelectableSegmentController / the clear adapter")
  print("(200 000 calls per run, 21 runs; target ≤ 1 µs)\n")
  print(calls.markdown)
  return (anchor.median, anchorCPU.median)
}

/// One call of an ABI 1.2 kind's setter or input through its handle: the host builds the C
/// values (borrowed strings, structs, arrays), makes one C call, and the plugin copies what it
/// keeps. Against the same Swift anchor as above.
@MainActor
func measureKindCalls(anchor: (wall: Double, cpu: Double)) throws {
  let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))
  try registry.load(menuPath)
  try registry.load(jsonPath)
  let hit = PluginHit(
    position: 0, objectID: "p1", json: #"{"objectID":"p1","name":"Phone"}"#,
    highlights: [(attribute: "name", value: "<em>Phone</em>")])
  let values = ["apple", "samsung", "sony"].enumerated().map {
    PluginFacetValue(value: $1, count: 10 - $0, isSelected: $0 == 0)
  }
  let cHits: PluginHitsHandle = try registry.makeHandle(
    "org.instantsearch.jsonlines/hits", services: .silent)
  let swiftHits: PluginHitsHandle = try registry.makeHandle(
    "org.instantsearch.menu/cards", services: .silent)
  let cFacets: PluginFacetListHandle = try registry.makeHandle(
    "org.instantsearch.jsonlines/facet-list", services: .silent)
  let swiftFacets: PluginFacetListHandle = try registry.makeHandle(
    "org.instantsearch.menu/chips", services: .silent)
  let cBox: PluginSearchBoxHandle = try registry.makeHandle(
    "org.instantsearch.jsonlines/search-box", services: .silent)
  cFacets.setValues(values, attribute: "brand")
  let count = 100_000
  let rows: [(String, () -> Void)] = [
    ("C plugin, hits setHits (no hits)", { cHits.setHits([], total: 0) }),
    ("C plugin, hits setHits (1 hit, 1 highlight)", { cHits.setHits([hit], total: 1) }),
    (
      "Swift plugin (kit), hits setHits (1 hit, 1 highlight)",
      { swiftHits.setHits([hit], total: 1) }
    ),
    (
      "C plugin, facet list setValues (3 values)", { cFacets.setValues(values, attribute: "brand") }
    ),
    (
      "Swift plugin (kit), facet list setValues (3 values)",
      {
        swiftFacets.setValues(values, attribute: "brand")
      }
    ),
    ("C plugin, search box setQuery", { cBox.setQuery("phone") }),
    ("C plugin, facet list handleInput (a value, one event)", { _ = cFacets.handleInput("sony") }),
  ]
  var calls = Table(columns: [
    "call", "median", "p99", "ratio to the Swift anchor", "CPU median", "CPU ratio",
  ])
  for (name, call) in try rows + everyKindRows(registry, hit: hit, values: values)
  where callsOnly.map({ $0.isEmpty || name.contains($0) }) ?? true {
    let (timing, cpu) = measureCalls(count: count) {
      for _ in 0..<count { call() }
    }
    calls.append([
      name, formatNanoseconds(timing.median), formatNanoseconds(timing.p99),
      formatRatio(timing.median, anchor.wall), formatNanoseconds(cpu.median),
      formatRatio(cpu.median, anchor.cpu),
    ])
  }
  print("\nOne call of an ABI 1.2 kind through its handle (100 000 calls per run, 21 runs;")
  print("target ≤ 1 µs; CPU: the thread's CPU time, without the waits for a core; the anchor")
  print("takes \(formatNanoseconds(anchor.wall)), \(formatNanoseconds(anchor.cpu)) of CPU)\n")
  print(calls.markdown)
}

/// One setter of every 1.2 kind on the reading plugin, with one or three items where it takes
/// some (and a page of 20 hits): the host's cost of lending them and the C call, since the
/// plugin only reads them.
@MainActor
func everyKindRows(_ registry: PluginRegistry, hit: PluginHit, values: [PluginFacetValue]) throws
  -> [(String, () -> Void)]
{
  try registry.load(kindsPath)
  func handle<Kind>(_ id: String) throws -> PluginControllerHandle<Kind> {
    try registry.makeHandle("bench.reading/\(id)", services: .silent)
  }
  let box: PluginSearchBoxHandle = try handle("search-box")
  let hits: PluginHitsHandle = try handle("hits")
  let facets: PluginFacetListHandle = try handle("facet-list")
  let filters: PluginCurrentFiltersHandle = try handle("current-filters")
  let stats: PluginStatsHandle = try handle("stats")
  let loading: PluginLoadingHandle = try handle("loading")
  let pages: PluginPaginationHandle = try handle("pagination")
  let menu: PluginHierarchicalMenuHandle = try handle("hierarchical-menu")
  let range: PluginNumberRangeHandle = try handle("number-range")
  let toggle: PluginToggleHandle = try handle("toggle")
  let relevant: PluginRelevantSortHandle = try handle("relevant-sort")
  let data: PluginCustomDataHandle = try handle("custom-data")
  let dynamic: PluginDynamicFacetsHandle = try handle("dynamic-facets")
  let number: PluginNumberHandle = try handle("number")
  let list: PluginFilterListHandle = try handle("filter-list")
  let federated: PluginMultiIndexHitsHandle = try handle("multi-index-hits")
  let comparison = PluginNumber(comparison: ">=", number: 10, bounds: 0...100)
  let items = [PluginFilterItem(text: "\"price\" < 25", attribute: "price", isSelected: true)]
  let sections = [
    PluginHitsSection(indexName: "products", hits: [hit], total: 1),
    PluginHitsSection(indexName: "articles", hits: [hit], total: 1),
  ]
  let figures = PluginStats(hitCount: 42, page: 1, pageCount: 3, hitsPerPage: 20, text: "42 hits")
  let page = (0..<20).map {
    PluginHit(position: $0, objectID: "p\($0)", json: hit.json, highlights: hit.highlights)
  }
  return [
    ("reader, search box setQuery", { box.setQuery("phone") }),
    ("reader, hits setHits (no hits)", { hits.setHits([], total: 0) }),
    ("reader, hits setHits (1 hit, 1 highlight)", { hits.setHits([hit], total: 1) }),
    ("reader, hits setHits (20 hits, 1 highlight each)", { hits.setHits(page, total: 20) }),
    ("reader, facet list setValues (3 values)", { facets.setValues(values, attribute: "brand") }),
    (
      "reader, current filters setFilters (1 filter)",
      {
        filters.setFilters([(group: "brand", text: "brand:sony")])
      }
    ),
    ("reader, stats setStats", { stats.setStats(figures) }),
    ("reader, loading setLoading", { loading.setLoading(true) }),
    ("reader, pagination setPages", { pages.setPages(page: 1, pageCount: 3) }),
    ("reader, hierarchical menu setValues (3 values)", { menu.setValues(values) }),
    (
      "reader, number range setRange",
      {
        range.setRange(PluginNumberRange(bounds: 0...100, lower: 10), attribute: "price")
      }
    ),
    ("reader, toggle setToggle", { toggle.setToggle(label: "free", isOn: true, count: 12) }),
    ("reader, relevant sort setState", { relevant.setState(.relevant) }),
    ("reader, custom data setItems (1 item)", { data.setItems([#"{"banner":"sale"}"#]) }),
    (
      "reader, dynamic facets setFacets (1 facet, 3 values)",
      {
        dynamic.setFacets([PluginDynamicFacet(attribute: "brand", values: values)])
      }
    ),
    ("reader, number setNumber", { number.setNumber(comparison, attribute: "price") }),
    ("reader, filter list setItems (1 item)", { list.setItems(items, selectionMode: .single) }),
    (
      "reader, multi-index hits setSections (2 sections, 1 hit each)",
      {
        federated.setSections(sections)
      }
    ),
  ]
}

MainActor.assumeIsolated {
  do {
    let anchor: (wall: Double, cpu: Double)
    if callsOnly?.isEmpty == false {
      let (wall, cpu) = measureAnchor(count: 200_000)
      anchor = (wall.median, cpu.median)
    } else {
      anchor = try measureCalls()
    }
    try measureKindCalls(anchor: anchor)
  } catch { fatalError("\(error)") }
}
try? FileManager.default.removeItem(atPath: clangPath)
try? FileManager.default.removeItem(atPath: kindsPath)
