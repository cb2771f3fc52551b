// Opening a snapshot against loading the same index from its JSON export, in one run.
//
// For each size, the demo products (with their replicas) are written as an export folder, loaded
// once and written as a snapshot; then fresh child processes alternate: one opens the snapshot
// (`LocalClient.load` on the file, which maps it, checks every section but the records and reads
// the index in place), one loads the folder (parse and index). Each child reports its wall time,
// its peak resident memory, the time of its first search (which makes what opening deferred)
// and the answer to that search, which must agree. Usage: SnapshotBenchmark [records ...] (default:
// 100000 1000000); SNAPSHOT_ROUNDS sets the rounds (default 3).

import BenchmarkSupport
import Foundation
import InstantSearchCore
import InstantSearchLocal

/// Prints a line at once (stdout is block-buffered when piped).
func report(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The child: loads `path` (a folder or a snapshot), then prints the time it took, the CPU time
/// the process used so far (what the load costs however loaded the machine is), its peak
/// resident memory, the time of a first search and that search's first hit.
func child(_ path: String) throws -> Never {
  let start = nowNanoseconds()
  let client = LocalClient()
  try client.load(path)
  let elapsed = nowNanoseconds() - start
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  let cpu = [usage.ru_utime, usage.ru_stime].reduce(0) { $0 + $1.tv_sec * 1_000_000 + $1.tv_usec }
  let searching = nowNanoseconds()
  let response = try client.search(
    indexName: DemoDataset.priceAscending, parameters: ["query": "samsung pho", "hitsPerPage": 1])
  let searched = nowNanoseconds() - searching
  let first = response["hits"]?[0]?["objectID"]?.stringValue ?? "-"
  print(
    "\(elapsed) \(cpu * 1000) \(peakResidentBytes()) \(searched) "
      + "\(response["nbHits"]?.intValue ?? -1) \(first)")
  exit(0)
}

/// One child's figures: wall time, CPU time of the process up to the end of the load (both in
/// nanoseconds), peak resident bytes, the first search's wall time, and its answer.
typealias ChildRun = (nanoseconds: Double, cpu: Double, peak: Int, search: Double, answer: String)

/// Runs a child on `path`.
func runChild(_ path: String) throws -> ChildRun {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["--child", path]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  let fields = output.split(whereSeparator: \.isWhitespace)
  guard process.terminationStatus == 0, fields.count == 6, let time = Double(fields[0]),
    let cpu = Double(fields[1]), let peak = Int(fields[2]), let search = Double(fields[3])
  else { fatalError("the child on \(path) printed \(output)") }
  return (time, cpu, peak, search, fields[4...].joined(separator: " "))
}

let arguments = CommandLine.arguments
if arguments.count == 3 && arguments[1] == "--child" { try child(arguments[2]) }

let sizes = arguments.dropFirst().compactMap { Int($0) }
let rounds = Int(ProcessInfo.processInfo.environment["SNAPSHOT_ROUNDS"] ?? "") ?? 3
let load =
  (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
  .split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
report("load average at start: \(load)\n")
var table = Table(columns: [
  "products", "JSON", "snapshot", "open snapshot", "CPU", "first search", "peak RSS",
  "load JSON (anchor)", "CPU", "first search", "peak RSS", "time ratio", "memory ratio",
])
for size in sizes.isEmpty ? [100_000, 1_000_000] : sizes {
  let (folder, jsonSize) = try writeDatasetFolder(
    DemoDataset.indexName, records: DemoDataset.records(count: size),
    settings: DemoDataset.settings, others: DemoDataset.replicaSettings)
  let snapshot = folder + "/products.snapshot"
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let writing = nowNanoseconds()
  do {
    // Dropped before the children run, so they do not compete with it for memory.
    let client = LocalClient()
    try client.load(folder)
    try client.writeSnapshot(to: snapshot)
  }
  report(
    "\(size): loaded and wrote the snapshot in \(formatNanoseconds(Double(nowNanoseconds() - writing)))"
  )
  let snapshotSize =
    (try FileManager.default.attributesOfItem(atPath: snapshot)[.size] as? Int) ?? 0
  var opened: [ChildRun] = []
  var loaded: [ChildRun] = []
  for _ in 0..<rounds {
    opened.append(try runChild(snapshot))
    loaded.append(try runChild(folder))
  }
  guard Set(opened.map(\.answer) + loaded.map(\.answer)).count == 1 else {
    fatalError("the snapshot and the folder answered differently: \(opened) \(loaded)")
  }
  let open = Timing(samples: opened.map(\.nanoseconds))
  let anchor = Timing(samples: loaded.map(\.nanoseconds))
  let openPeak = opened.map(\.peak).sorted()[rounds / 2]
  let anchorPeak = loaded.map(\.peak).sorted()[rounds / 2]
  table.append([
    "\(size / 1000)k", megabytes(jsonSize), megabytes(snapshotSize),
    "\(formatNanoseconds(open.median)) (min \(formatNanoseconds(open.min)))",
    formatNanoseconds(Timing(samples: opened.map(\.cpu)).median),
    formatNanoseconds(Timing(samples: opened.map(\.search)).median), megabytes(openPeak),
    formatNanoseconds(anchor.median), formatNanoseconds(Timing(samples: loaded.map(\.cpu)).median),
    formatNanoseconds(Timing(samples: loaded.map(\.search)).median), megabytes(anchorPeak),
    formatRatio(anchor.median, open.median),
    String(format: "%.2f×", Double(anchorPeak) / Double(openPeak)),
  ])
}
let endLoad =
  (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
  .split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
report("\n" + table.markdown + "\n\nload average at end: \(endLoad)")
