// The server under load, on 127.0.0.1 only: N concurrent clients search (a bounded number of
// requests each) while nobody writes, then while one client writes batches of records; the
// anchor is the same searches in process on LocalClient, in the same run. Prints throughput,
// median and p99 latency of each phase, and the ratios. Then `wrk` (Debian's package) sends a
// search-UI workload (facets brand and categories) with 8 and 32 connections, and the same
// against nginx (Debian's nginx-light, started and stopped here) serving one static response of
// the workload's median size: the machine's HTTP ceiling, in the same run.
//
// CLIENTS (8), REQUESTS per client (150), RECORDS in the index (20000), WRITE_BATCH (20) and
// WRK_SECONDS (5; 0 skips the wrk part) can be set in the environment; ENGINE_LOOP=SECONDS only
// runs the wrk workload's searches on the engine in process, for a profiler (ENGINE_LOOP_ONLY=0,3
// only those bodies; ENGINE_LOOP_BODIES=JSON bodies of its own, one a line, instead;
// ENGINE_LOOP_WRITES=N after N records added or updated and not merged;
// ENGINE_LOOP_ROUTER=1 through the router, bytes in and out; ENGINE_LOOP_THREADS=N on N threads
// at once);
// SERVER_THREADS=N answers with N threads instead of serve's default.
import BenchmarkSupport
import Foundation
import InstantSearchClient
import InstantSearchCore
import InstantSearchLocal
import InstantSearchServer

// The process set up as `serve` sets up its own (its malloc arenas).
ProcessMemory.capArenasForServing()
let environment = ProcessInfo.processInfo.environment
let clients = Int(environment["CLIENTS"] ?? "") ?? 8
let requests = Int(environment["REQUESTS"] ?? "") ?? 150
let recordCount = Int(environment["RECORDS"] ?? "") ?? 20_000
let writeBatch = Int(environment["WRITE_BATCH"] ?? "") ?? 20
let wrkSeconds = Int(environment["WRK_SECONDS"] ?? "") ?? 5
let queries = ["sam", "phone", "laptop 4k", "tv", "wireless head", "a", "camera", "watch", ""]

/// One phase's latencies (nanoseconds) and wall time.
struct Phase {
  var latencies: [Double]
  var seconds: Double
  var throughput: Double { Double(latencies.count) / seconds }
  var timing: Timing { Timing(samples: latencies) }
}

/// Runs `clients` concurrent searchers of `requests` searches each, with `search`.
func runPhase(_ search: @escaping @Sendable (String) async throws -> Void) async throws -> Phase {
  let start = nowNanoseconds()
  let latencies = try await withThrowingTaskGroup(of: [Double].self) { group in
    for client in 0..<clients {
      group.addTask {
        var samples: [Double] = []
        for number in 0..<requests {
          let query = queries[(client + number) % queries.count]
          let began = nowNanoseconds()
          try await search(query)
          samples.append(Double(nowNanoseconds() - began))
        }
        return samples
      }
    }
    return try await group.reduce(into: []) { $0 += $1 }
  }
  return Phase(latencies: latencies, seconds: Double(nowNanoseconds() - start) / 1e9)
}

var settings = DemoDataset.settings
settings["replicas"] = nil
let folder = try writeDatasetFolder(
  "products", records: DemoDataset.records(count: recordCount), settings: settings
).folder
defer { try? FileManager.default.removeItem(atPath: folder) }
let writer = JSONWriter()

let engine = try ServerEngine.open(folder: folder).0
engine.start()
/// The server's routes over the engine, every request allowed.
let router = Router(
  engine: engine, access: AccessControl(appID: nil, adminKey: nil, searchKey: nil))

/// A batch operation adding the record `new-<number>`, a phone of the brand Writer.
func addition(_ number: Int, name: Int, price: Int) -> JSON {
  [
    "action": "addObject",
    "body": [
      "objectID": .string("new-\(number)"), "name": .string("written phone \(name)"),
      "brand": "Writer", "price": .number(Double(price)),
    ],
  ]
}

if let seconds = Double(environment["ENGINE_LOOP"] ?? "") {
  // For a profiler: only the wrk workload's searches on the engine, one thread, for a while.
  if let count = Int(environment["ENGINE_LOOP_WRITES"] ?? ""), count > 0 {
    // The searches of an index with that many records changed and not merged, as after a
    // writer's phase: half added, half existing ones given a new price (the index then
    // leaves those out and the changes hold them).
    let records: [JSON] = (0..<count).map { offset in
      offset % 2 == 0
        ? addition(offset, name: offset, price: offset)
        : [
          "action": "partialUpdateObject",
          "body": [
            "objectID": .string(String(offset * 37 % recordCount + 1)),
            "price": .number(Double(offset)),
          ],
        ]
    }
    let answer = router.answer(
      ServerRequest(
        method: "POST", path: "/1/indexes/products/batch",
        body: writer.bytes(["requests": .array(records)])))
    guard answer.status == 200 else { fatalError("the writes failed: \(answer.body)") }
    engine.waitUntilPublished()
  }
  var bodies = uiBodies
  if let only = environment["ENGINE_LOOP_ONLY"] {  // body numbers, "0,11"
    bodies = only.split(separator: ",").compactMap { Int($0) }.map { bodies[$0] }
  }
  if let given = environment["ENGINE_LOOP_BODIES"] {  // bodies of its own, one a line
    bodies = given.split(separator: "\n").map(String.init)
  }
  let parsed = try bodies.map { try JSON(parsing: Array($0.utf8)) }
  // ENGINE_LOOP_ROUTER=1: through the router instead, the body's bytes in, the response's out.
  let routed: [ServerRequest]? =
    environment["ENGINE_LOOP_ROUTER"] == "1"
    ? bodies.map {
      ServerRequest(method: "POST", path: "/1/indexes/products/query", body: Array($0.utf8))
    } : nil
  // ENGINE_LOOP_THREADS=N: N threads run the loop at once (what N cores give a process).
  let threads = max(1, Int(environment["ENGINE_LOOP_THREADS"] ?? "") ?? 1)
  let (results, elapsed) = onThreads(
    threads, seconds: seconds,
    initial: { (spent: [UInt64](repeating: 0, count: parsed.count), samples: [Double]()) },
    round: { state in
      for (index, body) in parsed.enumerated() {
        let began = nowNanoseconds()
        if let routed {
          blackHole(router.answer(routed[index]).text)
        } else {
          do {
            blackHole(try engine.local.search(indexName: "products", parameters: body))
          } catch {
            fatalError("search \(body.jsonString) failed: \(error)")
          }
        }
        let took = nowNanoseconds() - began
        state.spent[index] += took
        state.samples.append(Double(took))
      }
    })
  let samples = results.flatMap(\.samples)
  let searches = samples.count
  let rounds = Double(searches / parsed.count)
  let spent = (0..<parsed.count).map { index in results.reduce(0) { $0 + $1.spent[index] } }
  for (body, time) in zip(parsed, spent) {
    let hits = try engine.local.search(indexName: "products", parameters: body)["nbHits"]
    print(formatNanoseconds(Double(time) / rounds), hits?.jsonString ?? "?", body.jsonString)
  }
  let timing = Timing(samples: samples)
  print("median \(formatNanoseconds(timing.median)), p99 \(formatNanoseconds(timing.p99))")
  print(
    "\(searches) searches on \(threads) thread(s), \(Int(Double(searches) / (Double(elapsed) / 1e9)))/s, mean \(formatNanoseconds(Double(elapsed) * Double(threads) / Double(searches)))"
  )
  try engine.close()
  exit(0)
}
var limits = SearchServer.Limits()
if let threads = Int(environment["SERVER_THREADS"] ?? ""), threads > 0 { limits.threads = threads }
let server = SearchServer(router: router, limits: limits, log: RequestLog(quiet: true))
let port = try server.start(address: "127.0.0.1", port: 0)
let url = URL(string: "http://127.0.0.1:\(port)/1/indexes/products/query")!

@Sendable func overHTTP(_ query: String) async throws {
  let body = Data(writer.bytes(["query": .string(query), "facets": ["brand"]]))
  let response = try await HTTPTransport.live.send(
    HTTPRequest(method: "POST", url: url, body: body, timeout: .seconds(30)))
  guard response.status == 200 else { throw APIError(response.status, "search failed") }
}

let local = engine.local
let anchor = try await runPhase { query in
  blackHole(
    try local.search(
      indexName: "products", parameters: ["query": .string(query), "facets": ["brand"]]))
}
let quiet = try await runPhase(overHTTP)

/// The writer: batches of new records until the searchers are done.
let stopWriting = Locked(false)
let written = Locked(0)
let writing = Task {
  let batchURL = URL(string: "http://127.0.0.1:\(port)/1/indexes/products/batch")!
  var next = 0
  while !stopWriting.withLock({ $0 }) {
    let records: [JSON] = (0..<writeBatch).map { offset in
      addition(next + offset, name: next, price: offset)
    }
    next += writeBatch
    let body = Data(writer.bytes(["requests": .array(records)]))
    _ = try await HTTPTransport.live.send(
      HTTPRequest(method: "POST", url: batchURL, body: body, timeout: .seconds(60)))
    written.withLock { $0 += writeBatch }
  }
}
let busy = try await runPhase(overHTTP)
stopWriting.withLock { $0 = true }
try await writing.value
engine.waitUntilPublished()
let loadBefore = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
let wrkTable = wrkSeconds > 0 ? try wrkComparison(port: port) : nil
server.stop()

var table = Table(columns: ["phase", "requests", "req/s", "median", "p99"])
for (name, phase) in [
  ("in process (anchor)", anchor), ("HTTP, no writes", quiet), ("HTTP, one writer", busy),
] {
  table.append([
    name, "\(phase.latencies.count)", String(format: "%.0f", phase.throughput),
    formatNanoseconds(phase.timing.median), formatNanoseconds(phase.timing.p99),
  ])
}
print(
  "\(clients) clients × \(requests) searches on \(recordCount) records; the writer sent "
    + "\(written.withLock { $0 }) records in batches of \(writeBatch) during the last phase")
print(table.markdown)
print(
  "HTTP / in process, median: \(formatRatio(quiet.timing.median, anchor.timing.median)); "
    + "with writes / without, p99: \(formatRatio(busy.timing.p99, quiet.timing.p99)), "
    + "throughput: \(formatRatio(busy.throughput, quiet.throughput))")
if let wrkTable {
  print(
    "\nwrk -t2, \(wrkSeconds) s a run, a \(uiBodies.count)-search UI workload (facets brand and "
      + "categories) against serve (\(limits.threads) threads), and nginx serving one static "
      + "response of its median size; load average before: "
      + loadBefore.split(separator: " ").prefix(3).joined(separator: " "))
  print(wrkTable.markdown)
}
try engine.close()

/// Runs `round` again and again on `threads` threads at once until `seconds` have passed since
/// the start, each thread with a state of its own, made by `initial`.
/// - Returns: each thread's state at the end, and the nanoseconds the whole took.
func onThreads<State: Sendable>(
  _ threads: Int, seconds: Double, initial: @Sendable () -> State,
  round: @Sendable (inout State) -> Void
) -> (states: [State], nanoseconds: UInt64) {
  let start = nowNanoseconds()
  let states = Locked<[State]>([])
  DispatchQueue.concurrentPerform(iterations: threads) { _ in
    var state = initial()
    while Double(nowNanoseconds() - start) < seconds * 1e9 { round(&state) }
    states.withLock { $0.append(state) }
  }
  return (states.withLock { $0 }, nowNanoseconds() - start)
}

/// Searches a second that `threads` threads answering `requests` through the router, one after
/// another in turn, make together in `seconds`.
func routerRate(_ requests: [ServerRequest], threads: Int, seconds: Double) -> Double {
  let (counts, elapsed) = onThreads(
    threads, seconds: seconds, initial: { 0 },
    round: { count in
      for request in requests { blackHole(router.answer(request).text) }
      count += requests.count
    })
  return Double(counts.reduce(0, +)) / (Double(elapsed) / 1e9)
}

/// The search-UI workload wrk sends: prefixes, full words and filters, each with facets.
var uiBodies: [String] {
  let texts = [
    "s", "sam", "lap", "w", "head", "sma", "samsung gam", "sony wireless hea", "apple smart wa",
    "dell pro lap", "samsung", "laptop", "wireless headphones", "camera", "", "smart watch",
  ]
  var bodies = texts.map { text in
    JSONWriter().bytes(["query": .string(text), "facets": ["brand", "categories"]])
  }
  for (text, filters) in [
    ("s", "brand:Samsung"), ("laptop", "price:100 TO 800"), ("wireless", "free_shipping:true"),
    ("", "brand:Apple AND price:500 TO 2000"), ("pro", "categories:Audio"),
  ] {
    bodies.append(
      JSONWriter().bytes([
        "query": .string(text), "filters": .string(filters), "facets": ["brand", "categories"],
      ]))
  }
  return bodies.map { String(decoding: $0, as: UTF8.self) }
}

/// wrk against serve and against nginx at 8 and 32 connections, in one table.
@MainActor func wrkComparison(port: Int) throws -> Table {
  let script = NSTemporaryDirectory() + "wrk-\(UUID().uuidString).lua"
  try wrkScript(path: "/1/indexes/products/query", bodies: uiBodies)
    .write(toFile: script, atomically: true, encoding: .utf8)
  defer { unlink(script) }
  let sizes = try uiBodies.map { body in
    JSONWriter().bytes(
      try engine.local.search(
        indexName: "products", parameters: try JSON(parsing: Array(body.utf8)))
    ).count
  }.sorted()
  let median = sizes[sizes.count / 2]
  let padding = String(repeating: "x", count: max(median - 12, 0))
  let nginx = try StaticNginx(body: Array(#"{"pad":"\#(padding)"}"#.utf8))
  defer { nginx.stop() }
  var table = Table(columns: [
    "target", "connections", "req/s", "median", "p99", "errors", "of nginx",
  ])
  // The same searches in process on one thread, as the rate two cores would give: the engine
  // (JSON in, JSON out), then the router (the body's bytes in, the response's bytes out).
  let parsed = try uiBodies.map { try JSON(parsing: Array($0.utf8)) }
  let requests = uiBodies.map { body in
    ServerRequest(method: "POST", path: "/1/indexes/products/query", body: Array(body.utf8))
  }
  let inProcess: [(String, Timing)] = try [
    (
      "engine in process",
      measure(runs: 15, operationsPerRun: parsed.count) {
        try parsed.map { try engine.local.search(indexName: "products", parameters: $0) }
      }
    ),
    (
      "router in process",
      measure(runs: 15, operationsPerRun: requests.count) {
        requests.map { router.answer($0).text }
      }
    ),
  ]
  for (name, timing) in inProcess {
    let rate = 2e9 / timing.median
    table.append([
      name + ", one thread (× 2 cores)", "-", String(format: "%.0f", rate),
      formatNanoseconds(timing.median), "-", "0", "-",
    ])
  }
  // The router on two threads at once, measured rather than doubled: the rate the request path
  // could reach with HTTP taking nothing (the threads share caches, memory and malloc).
  let routed = routerRate(requests, threads: 2, seconds: 3)
  table.append([
    "router in process, two threads", "-", String(format: "%.0f", routed), "-", "-", "0", "-",
  ])
  for connections in [8, 32] {
    let ceiling = try WrkRun.run(
      url: nginx.url, connections: connections, seconds: wrkSeconds, script: nil)
    let served = try WrkRun.run(
      url: "http://127.0.0.1:\(port)", connections: connections, seconds: wrkSeconds,
      script: script)
    for (name, run) in [("serve", served), ("nginx, static \(median) B", ceiling)] {
      table.append([
        name, "\(connections)", String(format: "%.0f", run.rate), formatNanoseconds(run.median),
        formatNanoseconds(run.p99), "\(run.errors)",
        String(format: "%.1f%%", 100 * run.rate / ceiling.rate),
      ])
    }
  }
  return table
}
