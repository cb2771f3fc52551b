// How long a write takes to become searchable, and what it costs the searches and the memory:
// `instantsearch serve`'s engine in process (its router, no HTTP), against tantivy (PyPI's
// `tantivy` in a virtual environment under .build/: add, commit, reload) on the same records.
//
// 1. One record per write at WRITE_RATE writes/s (20) for SECONDS (10) while SEARCHERS threads
//    (8) search: write-to-searchable p50 and p99, and the searches' p99 against the same
//    searches with no writes.
// 2. A batch of BATCH records (10,000): time to searchable.
// 3. UPDATES updates of existing records (100,000, in batches of BATCH), then a merge: peak and
//    settled resident memory against a fresh load.
//
// The process is set up as `serve` sets up its own (ProcessMemory: its malloc arenas).
//
// The same-run anchors: tantivy, and a full rebuild of the index (what a write cost before
// record changes were searched beside the base: `addIndex` of every record, 3 times).
//
// Usage: WriteBenchmark [records] (200000).

import BenchmarkSupport
import Foundation
import InstantSearchCore
import InstantSearchLocal
import InstantSearchServer

// The process set up as `serve` sets up its own (its malloc arenas).
ProcessMemory.capArenasForServing()
let environment = ProcessInfo.processInfo.environment
let recordCount = CommandLine.arguments.dropFirst().compactMap { Int($0) }.first ?? 200_000
let writeRate = Double(environment["WRITE_RATE"] ?? "") ?? 20
let seconds = Double(environment["SECONDS"] ?? "") ?? 10
let searcherCount = Int(environment["SEARCHERS"] ?? "") ?? 8
let batchSize = Int(environment["BATCH"] ?? "") ?? 10_000
let updateCount = Int(environment["UPDATES"] ?? "") ?? 100_000
let queries = ["sam", "phone", "laptop 4k", "wireless head", "camera", "watch", "tv", ""]

func report(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

/// The load average now, its three figures.
func loadAverage() -> String {
  let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
  return text.split(separator: " ").prefix(3).joined(separator: " ")
}

// MARK: - The engine

let folder = NSTemporaryDirectory() + "write-benchmark-" + UUID().uuidString
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }
let records = DemoDataset.records(count: recordCount)
var settings = DemoDataset.settings.objectValue ?? [:]
settings["replicas"] = nil
try Data(JSONWriter().bytes(.array(records))).write(
  to: URL(fileURLWithPath: folder + "/products.json"))
try Data(JSONWriter().bytes(.object(settings))).write(
  to: URL(fileURLWithPath: folder + "/products_settings.json"))
let freshStart = residentBytes()
let (engine, _) = try ServerEngine.open(folder: folder)
engine.start()
let freshLoad = residentBytes() - freshStart
let freshHeap = heapBytes()
let router = Router(
  engine: engine, access: AccessControl(appID: nil, adminKey: nil, searchKey: nil))

/// Sends a write through the router; its task.
func write(_ method: String, _ path: String, _ body: JSON) -> Int {
  let response = router.answer(
    ServerRequest(method: method, path: path, body: JSONWriter().bytes(body)))
  guard let task = response.body["taskID"]?.intValue else {
    fatalError("write refused: \(response.body.jsonString)")
  }
  return task
}

/// Waits until a task is searchable; the nanoseconds since `start`.
func waitSearchable(_ task: Int, since start: UInt64) -> Double {
  while engine.isPublished(task) != true { usleep(200) }
  return Double(nowNanoseconds() - start)
}

/// A new record of the demo's shape.
func product(_ number: Int) -> JSON {
  [
    "objectID": .string("written-\(number)"), "name": .string("Written phone \(number)"),
    "brand": "Writer", "categories": ["Phones"], "price": .number(Double(number % 1000)),
  ]
}

/// Searchers on threads of their own (blocking loops must not hold Swift's cooperative pool,
/// which the rest of the run needs), each searching until stopped.
final class Searchers: @unchecked Sendable {
  // @unchecked Sendable: `samples` is guarded by `lock`; `stopped` is a Locked.
  private let stopped = Locked(false)
  private let lock = NSLock()
  private var samples: [Double] = []
  private let done = DispatchGroup()

  /// Starts `searcherCount` threads searching the rotation of queries.
  init() {
    for searcher in 0..<searcherCount {
      done.enter()
      Thread { [self] in
        var mine: [Double] = []
        var number = searcher
        while !stopped.withLock({ $0 }) {
          let start = nowNanoseconds()
          _ = try? engine.local.search(
            indexName: "products",
            parameters: ["query": .string(queries[number % queries.count]), "facets": ["brand"]])
          mine.append(Double(nowNanoseconds() - start))
          number += 1
        }
        lock.lock()
        samples += mine
        lock.unlock()
        done.leave()
      }.start()
    }
  }

  /// Stops them; every search's nanoseconds, nil when none searched (`SEARCHERS=0`).
  func stop() -> Timing? {
    stopped.withLock { $0 = true }
    done.wait()
    return samples.isEmpty ? nil : Timing(samples: samples)
  }
}

report(
  "\(recordCount) products; \(searcherCount) searchers; load average \(loadAverage())\n")

// 0. The first write of a run opens the write log and records the folder's files (a checksum of
// each): timed apart, so that the rates below are those of a server that took a write already.
let firstStart = nowNanoseconds()
let firstWrite = waitSearchable(
  write("PUT", "/1/indexes/products/first-write", product(-1)), since: firstStart)

// 1. Searches alone, then with one write every 1 / writeRate s.
let quietSearchers = Searchers()
Thread.sleep(forTimeInterval: seconds / 2)
let quiet = quietSearchers.stop()

let busySearchers = Searchers()
var toSearchable: [Double] = []
var pending: [(task: Int, start: UInt64)] = []
let phaseStart = nowNanoseconds()
var written = 0
while Double(nowNanoseconds() - phaseStart) < seconds * 1e9 {
  let start = nowNanoseconds()
  pending.append((write("PUT", "/1/indexes/products/written-\(written)", product(written)), start))
  written += 1
  pending.removeAll { entry in
    guard engine.isPublished(entry.task) == true else { return false }
    toSearchable.append(Double(nowNanoseconds() - entry.start))
    return true
  }
  let next = phaseStart + UInt64(Double(written) / writeRate * 1e9)
  while nowNanoseconds() < next {
    usleep(1000)
    pending.removeAll { entry in
      guard engine.isPublished(entry.task) == true else { return false }
      toSearchable.append(Double(nowNanoseconds() - entry.start))
      return true
    }
  }
}
for entry in pending { toSearchable.append(waitSearchable(entry.task, since: entry.start)) }
let busy = busySearchers.stop()
let writes = Timing(samples: toSearchable)

// 2. One batch.
let batchStart = nowNanoseconds()
let batch: JSON = [
  "requests": .array(
    (0..<batchSize).map { ["action": "addObject", "body": product(1_000_000 + $0)] })
]
let batchSearchable = waitSearchable(
  write("POST", "/1/indexes/products/batch", batch), since: batchStart)

// 3. Updates of existing records while the threads search (each batch of 10,000 starts a
// merge in the background), then the memory.
let mergingSearchers = Searchers()
var peak = residentBytes()
var updated = 0
while updated < updateCount {
  let count = min(batchSize, updateCount - updated)
  let requests: [JSON] = (0..<count).map { offset in
    let record = records[(updated + offset) % records.count]
    return [
      "action": "partialUpdateObject",
      "body": ["objectID": record["objectID"] ?? "", "price": .number(Double(offset))],
    ]
  }
  let task = write("POST", "/1/indexes/products/batch", ["requests": .array(requests)])
  _ = waitSearchable(task, since: nowNanoseconds())
  peak = max(peak, residentBytes())
  updated += count
}
let merging = mergingSearchers.stop()
let beforeMerge = residentBytes() - freshStart
try engine.local.mergeChanges(inIndex: "products")
Thread.sleep(forTimeInterval: 2)
let settled = residentBytes() - freshStart
report(
  "resident growth: after the updates \(megabytes(beforeMerge)), after the merge "
    + "\(megabytes(settled)); engine's own estimate of its indices "
    + "\(megabytes(engine.local.memoryFootprint))")
if let freshHeap, let settledHeap = heapBytes() {
  report(
    "malloc's heap, in use / freed and kept: fresh \(megabytes(freshHeap.inUse)) / "
      + "\(megabytes(freshHeap.freeKept)), settled \(megabytes(settledHeap.inUse)) / "
      + "\(megabytes(settledHeap.freeKept))")
}
let peakGrowth = peak - freshStart

// MARK: - tantivy

let tantivy = TantivyWriter(records: records)

// MARK: - A full rebuild

let rebuild = Timing(
  samples: try (0..<3).map { _ in
    let start = nowNanoseconds()
    try LocalClient().addIndex(named: "products", records: records, settings: .object(settings))
    return Double(nowNanoseconds() - start)
  })

/// A phase's searches' p99 against the searches alone (with that p99 too when `showingQuiet`);
/// "–" with no searcher (`SEARCHERS=0`).
func searchP99(_ timing: Timing?, showingQuiet: Bool) -> String {
  guard let timing, let quiet else { return "–" }
  let quietShown = showingQuiet ? " / \(formatNanoseconds(quiet.p99))" : ""
  return "\(formatNanoseconds(timing.p99))\(quietShown) (\(formatRatio(timing.p99, quiet.p99)))"
}

var table = Table(
  columns: ["what", "engine (record changes)", "full rebuild (median of 3)", "tantivy", "goal"])
table.append([
  "one record per write, to searchable, p50 / p99",
  "\(formatNanoseconds(writes.median)) / \(formatNanoseconds(writes.p99))",
  formatNanoseconds(rebuild.median),
  tantivy.map {
    "\(formatNanoseconds($0.oneByOne.median)) / \(formatNanoseconds($0.oneByOne.p99))"
  } ?? "–", "p99 ≤ 100 ms",
])
table.append([
  "the first write of a run, to searchable", formatNanoseconds(firstWrite),
  formatNanoseconds(rebuild.median), "–", "–",
])
table.append([
  "searches' p99 during the writes / without",
  searchP99(busy, showingQuiet: true), "–", "–", "≤ 2×",
])
table.append([
  "searches' p99 during the \(updateCount) updates (merges running)",
  searchP99(merging, showingQuiet: false), "–", "–", "≤ 2×",
])
table.append([
  "a batch of \(batchSize), to searchable", formatNanoseconds(batchSearchable),
  formatNanoseconds(rebuild.median), tantivy.map { formatNanoseconds($0.batch) } ?? "–",
  "as fast as tantivy",
])
table.append([
  "\(updateCount) updates and a merge: peak / settled resident growth, against a fresh load",
  "\(megabytes(peakGrowth)) / \(megabytes(settled)) against \(megabytes(freshLoad)) "
    + "(\(String(format: "%.2f", Double(settled) / Double(max(freshLoad, 1))))×)", "–", "–",
  "settled ≤ 1.3×",
])
report(
  "\(written) writes at \(Int(writeRate))/s while \(searcherCount) threads searched; "
    + "load average after: \(loadAverage())\n")
report(table.markdown)
try engine.close()
