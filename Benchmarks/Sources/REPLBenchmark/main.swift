// The REPL's two budgets: startup to the first prompt with the 10k demo index (≤ 300 ms), and
// one command on a 100k-record index (≤ 20 ms). Anchors, measured in the same run: building
// the demo engine alone (startup), and one search through a bare searcher with the same
// parameters (commands), so the ratios show what the session and its widgets add.
//
// Run: cd Benchmarks && swift run -c release REPLBenchmark
import BenchmarkSupport
import Foundation
import InstantSearchControllers
import InstantSearchCore
import InstantSearchLocal
import InstantSearchREPL

/// A session configuration that prints nothing.
func quietConfiguration() -> SessionConfiguration {
  SessionConfiguration(
    output: SessionOutput(write: { _ in }, writeError: { _ in }),
    terminal: TerminalIO(write: { _ in }, readLine: { _ in nil }))
}

/// Times an async body `runs` times after `warmup` untimed runs.
@MainActor
func measureAsync(runs: Int, warmup: Int = 1, _ body: () async throws -> Void) async rethrows
  -> Timing
{
  for _ in 0..<warmup { try await body() }
  var samples: [Double] = []
  for _ in 0..<runs {
    let start = nowNanoseconds()
    try await body()
    samples.append(Double(nowNanoseconds() - start))
  }
  return Timing(samples: samples)
}

/// Runs one command and stops if it failed (a failed command would time an error path).
@MainActor
func run(_ session: Session, _ line: String) async {
  guard await session.execute(line) == .succeeded else {
    fatalError("REPLBenchmark: \(line) failed")
  }
}

/// Startup: the table of the time to the first prompt, against building the demo engine.
@MainActor
func measureStartup() async throws {
  // Startup: a session opening the demo index (building the 10k engine, listing the indices,
  // wiring the widgets, running the first search): what happens before the first prompt.
  let engineOnly = measure(runs: 7) { LocalClient.demo() }
  let startup = await measureAsync(runs: 7) {
    let session = Session(configuration: quietConfiguration())
    _ = await session.start(LaunchOptions())
  }
  var table = Table(columns: ["startup (10k demo)", "median", "p99", "vs anchor"])
  table.append([
    "anchor: build the demo engine", engineOnly.description, formatNanoseconds(engineOnly.p99),
    "1×",
  ])
  table.append([
    "session open + first search", startup.description, formatNanoseconds(startup.p99),
    formatRatio(startup.median, engineOnly.median),
  ])
  let binary = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../.build/release/instantsearch").standardized.path
  if FileManager.default.isExecutableFile(atPath: binary) {
    let process = try measure(runs: 7) { () throws -> Int32 in
      let child = Process()
      child.executableURL = URL(fileURLWithPath: binary)
      let input = Pipe()
      child.standardInput = input
      child.standardOutput = FileHandle.nullDevice
      child.standardError = FileHandle.nullDevice
      try child.run()
      input.fileHandleForWriting.write(Data("quit\n".utf8))
      try input.fileHandleForWriting.close()
      child.waitUntilExit()
      return child.terminationStatus
    }
    table.append([
      "process: start, open, first search, quit", process.description,
      formatNanoseconds(process.p99), formatRatio(process.median, engineOnly.median),
    ])
  }
  print(table.markdown)
  print("\nBudget: ≤ 300 ms to the first prompt.\n")
}

/// Commands on 100k records: the table of each command's time, against a bare searcher's.
@MainActor
func measureCommands() async throws {
  let count = 100_000
  let folder = try writeDatasetFolder(
    DemoDataset.indexName, records: DemoDataset.records(count: count),
    settings: DemoDataset.settings, others: DemoDataset.replicaSettings
  ).folder
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let loadStart = nowNanoseconds()
  let session = Session(configuration: quietConfiguration())
  guard await session.start(LaunchOptions(dataPath: folder)) == .succeeded else {
    fatalError("REPLBenchmark: cannot open \(folder)")
  }
  let loadTime = Double(nowNanoseconds() - loadStart)

  var rows: [(String, Timing)] = []
  func row(_ name: String, _ timing: Timing) { rows.append((name, timing)) }
  var flip = false
  row(
    "search phone / search laptop",
    await measureAsync(runs: 21) {
      flip.toggle()
      await run(session, flip ? "search phone" : "search laptop")
    })
  await run(session, "search phone")
  row(
    "sort 1 / sort 0",
    await measureAsync(runs: 21) {
      flip.toggle()
      await run(session, flip ? "sort 1" : "sort 0")
    })
  row(
    "filter add / rm or:brand brand:Apple",
    await measureAsync(runs: 21) {
      flip.toggle()
      await run(
        session, flip ? "filter add or:brand brand:Apple" : "filter rm or:brand brand:Apple")
    })
  row("facets brand", await measureAsync(runs: 21) { await run(session, "facets brand") })
  row(
    "page 2 / page 1",
    await measureAsync(runs: 21) {
      flip.toggle()
      await run(session, flip ? "page 2" : "page 1")
    })
  row("hits", await measureAsync(runs: 21) { await run(session, "hits") })
  // The anchor, measured after the commands so both run on a warm machine: the same searches
  // through a bare searcher on an engine holding the same records.
  let engine = LocalClient()
  _ = try engine.loadFolder(folder)
  var query = Query("phone")
  query.facets = ["*"]
  let searcher = HitsSearcher(service: engine, indexName: DemoDataset.indexName, query: query)
  let anchor = try await measureAsync(runs: 21) {
    flip.toggle()
    searcher.query.query = flip ? "phone" : "laptop"
    _ = try await searcher.searchAndWait()
  }
  var commands = Table(columns: ["command (100k records)", "median", "p99", "vs anchor"])
  commands.append([
    "anchor: searcher.searchAndWait(phone / laptop)", anchor.description,
    formatNanoseconds(anchor.p99), "1×",
  ])
  for (name, timing) in rows {
    commands.append([
      name, timing.description, formatNanoseconds(timing.p99),
      formatRatio(timing.median, anchor.median),
    ])
  }
  print(commands.markdown)
  print(
    "\nBudget: ≤ 20 ms per command. Opening the 100k folder (parse, index, first search): "
      + formatNanoseconds(loadTime) + ".")
}

@MainActor
func main() async throws {
  print("## REPL\n")
  try await measureStartup()
  try await measureCommands()
}

try await main()
