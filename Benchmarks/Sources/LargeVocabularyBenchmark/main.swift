// Typo-tolerant search on a large vocabulary (issue 14): the engine's typo index against the
// vocabulary scan it replaced, in one process, on a generated corpus of real-text shape.
//
// Usage: LargeVocabularyBenchmark [records ...] (default: 200000)
//        LargeVocabularyBenchmark --load PATH   (a child: loads PATH, prints time and peak memory)
//        LargeVocabularyBenchmark --open [records]   (opening the corpus and the 100k demo
//        products as folders: the streaming load against parsing the whole tree first)
//        INDEX_ONLY=1 LargeVocabularyBenchmark  (the index alone: no scan, no checks; profiling)
//        CHECK_WORDS=N LargeVocabularyBenchmark  (check the candidates of N words, not 1000)
//
// Before timing anything it checks, on thousands of words, that the index gives the scan's
// candidates with the scan's typos, and on every query that the responses are the same.

import BenchmarkSupport
import Dispatch
import Foundation
import InstantSearchCore
@_spi(Reference) import InstantSearchLocal

/// Prints a line at once (stdout is block-buffered when piped).
func report(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func megabytes(_ bytes: Int) -> String {
  String(format: "%.1f MiB", Double(bytes) / 1_048_576)
}

/// The CPU time this process has used, user and system, in nanoseconds: what a load costs
/// whatever else the machine runs (its wall time grows with the load average).
func cpuNanoseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

let arguments = CommandLine.arguments
if arguments.count >= 3 && arguments[1].hasPrefix("--load") {
  // Child mode: a fresh process, so the peak is the load's alone.
  let start = nowNanoseconds()
  let cpuStart = cpuNanoseconds()
  let client =
    arguments[1] == "--load-values" && arguments.count == 4
    ? try loadAsValues(arguments[2], name: arguments[3]) : LocalClient()
  if arguments[1] == "--load" { try client.load(arguments[2]) }
  let elapsed = Double(nowNanoseconds() - start)
  let cpu = cpuNanoseconds() - cpuStart
  print("\(elapsed) \(peakResidentBytes()) \(client.memoryFootprint) \(cpu)")
  exit(0)
}

/// Loads `path` in a child process (`--load`: streamed, `--load-values NAME`: the whole tree
/// first): wall time, peak resident memory, memory held, CPU time.
func loadInChild(_ path: String, mode: String = "--load", name: String? = nil) throws -> (
  nanoseconds: Double, peak: Int, held: Int, cpu: Double
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = [mode, path] + (name.map { [$0] } ?? [])
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let fields = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isWhitespace)
  guard fields.count == 4, let time = Double(fields[0]), let peak = Int(fields[1]),
    let held = Int(fields[2]), let cpu = Double(fields[3])
  else { fatalError("the loading child printed \(String(decoding: output, as: UTF8.self))") }
  return (time, peak, held, cpu)
}

/// Writes records and settings as a folder (`NAME.json`, an array, and `NAME_settings.json`),
/// with the settings files of `others` (replicas) by name.
func writeFolder(
  _ name: String, records: [JSON], settings: JSON, others: [String: JSON] = [:]
) throws -> (String, Int) {
  let folder = NSTemporaryDirectory() + "large-vocabulary-\(getpid())-\(name)"
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  var bytes: [UInt8] = [UInt8(ascii: "[")]
  let writer = JSONWriter()
  for (index, record) in records.enumerated() {
    if index > 0 { bytes.append(UInt8(ascii: ",")) }
    writer.write(record, to: &bytes)
  }
  bytes.append(UInt8(ascii: "]"))
  try Data(bytes).write(to: URL(fileURLWithPath: folder + "/\(name).json"))
  for (file, json) in [(name, settings)] + others.map({ ($0.key, $0.value) }) {
    try Data(writer.bytes(json)).write(
      to: URL(fileURLWithPath: folder + "/\(file)_settings.json"))
  }
  return (folder, bytes.count)
}

/// The allowed typos of a word under the default settings (1 from 4 letters, 2 from 8).
func budget(_ word: String) -> Int {
  word.count >= 8 ? 2 : (word.count >= 4 ? 1 : 0)
}

if arguments.count >= 2 && arguments[1] == "--open" {
  try benchmarkOpening(corpusSize: arguments.count > 2 ? Int(arguments[2]) ?? 200_000 : 200_000)
  exit(0)
}

let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let indexOnly = ProcessInfo.processInfo.environment["INDEX_ONLY"] != nil
let corpus = TextCorpus(words: 300_000)
for size in sizes.isEmpty ? [200_000] : sizes {
  report("## \(size) records, \(corpus.vocabulary.count) words\n")
  var records = corpus.records(count: size)
  let texts = records.prefix(400).map { record in
    (record["title"]?.stringValue ?? "", record["body"]?.stringValue ?? "")
  }
  let (folder, jsonSize) = try writeFolder(
    "corpus", records: records, settings: TextCorpus.settings)
  defer { try? FileManager.default.removeItem(atPath: folder) }

  let start = nowNanoseconds()
  let client = LocalClient()
  try client.addIndex(named: "corpus", records: records, settings: TextCorpus.settings)
  let build = Double(nowNanoseconds() - start)
  records = []
  let held = client.memoryFootprint

  let queries = corpus.workload(perBand: 4, texts: texts)
  if indexOnly {
    timeIndex(client, queries)
    continue
  }
  try checkCandidates(client, corpus: corpus)
  try timeWorkload(client, queries)

  let load = try loadInChild(folder)
  var table = Table(columns: ["", "measured"])
  table.append(["records' JSON (an array)", megabytes(jsonSize)])
  table.append(["index build (in process, from JSON values)", formatNanoseconds(build)])
  table.append(["memory held (counted)", megabytes(held)])
  table.append(["open the folder (read, parse, index), child process", formatNanoseconds(load.0)])
  table.append([
    "peak resident memory while opening",
    megabytes(load.peak)
      + String(format: " (%.2f× the JSON)", Double(load.peak) / Double(jsonSize)),
  ])
  report("\n" + table.markdown + "\n")
}

/// Stops unless the index gives the scan's typo candidates, with the scan's typos, for words of
/// every band, misspelt and as prefixes, matched whole and as prefixes.
func checkCandidates(_ client: LocalClient, corpus: TextCorpus) throws {
  var generator = SeededGenerator(seed: 99)
  var drawn: [String] = []
  let count = ProcessInfo.processInfo.environment["CHECK_WORDS"].flatMap { Int($0) } ?? 1000
  for _ in 0..<count {
    let word = corpus.vocabulary[Int.random(in: 0..<corpus.vocabulary.count, using: &generator)]
    switch drawn.count % 4 {
    case 0: drawn.append(word)
    case 1: drawn.append(TextCorpus.misspell(word, 1, using: &generator))
    case 2: drawn.append(TextCorpus.misspell(word, 2, using: &generator))
    default: drawn.append(String(word.prefix(max(4, word.count - 2))))
    }
  }
  let words = drawn
  let mismatches = Locked<[String]>([])
  let start = nowNanoseconds()
  DispatchQueue.concurrentPerform(iterations: words.count) { index in
    let word = words[index]
    for isPrefix in [false, true] {
      let found = try! client.typoCandidates(
        indexName: "corpus", word: word, isPrefix: isPrefix, maxTypos: budget(word), source: .index)
      let expected = try! client.typoCandidates(
        indexName: "corpus", word: word, isPrefix: isPrefix, maxTypos: budget(word), source: .scan)
      if found != expected { mismatches.withLock { $0.append("\(word) prefix: \(isPrefix)") } }
    }
  }
  let failed = mismatches.withLock { $0 }
  precondition(failed.isEmpty, "candidates differ from the scan's for \(failed.prefix(10))")
  report(
    "Typo candidates equal the scan's for \(words.count) words, whole and as prefixes "
      + "(\(formatNanoseconds(Double(nowNanoseconds() - start))) to check).")
}

/// The hits (objectIDs in order) and nbHits of a response.
func hits(_ response: JSON) -> [String] {
  let ids = (response["hits"]?.arrayValue ?? []).compactMap { $0["objectID"]?.stringValue }
  return ids + ["nbHits \(response["nbHits"]?.intValue ?? -1)"]
}

/// Times the index alone on the workload, for profiling: median and p99 per query type.
func timeIndex(_ client: LocalClient, _ queries: [VocabularyQuery]) {
  var samples: [String: [Double]] = [:]
  var types: [String] = []
  for query in queries {
    if !types.contains(query.type) { types.append(query.type) }
    let on: JSON = ["query": .string(query.text)]
    samples[query.type, default: []] +=
      measure(runs: 9) { try! client.search(indexName: "corpus", parameters: on) }.samples
  }
  var table = Table(columns: ["query type", "queries", "index median", "index p99"])
  for type in types {
    let timing = Timing(samples: samples[type]!)
    table.append([
      type, String(queries.filter { $0.type == type }.count), formatNanoseconds(timing.median),
      formatNanoseconds(timing.p99),
    ])
  }
  report(table.markdown)
}

/// Times the workload: the index (typo tolerance on and off) against the scan.
func timeWorkload(_ client: LocalClient, _ queries: [VocabularyQuery]) throws {
  var samples: [String: (index: [Double], scan: [Double], off: [Double])] = [:]
  var types: [String] = []
  for query in queries {
    if !types.contains(query.type) { types.append(query.type) }
    let on: JSON = ["query": .string(query.text)]
    let off: JSON = ["query": .string(query.text), "typoTolerance": false]
    let index = measure(runs: 9) {
      try! client.search(indexName: "corpus", parameters: on, typoCandidates: .index)
    }
    // The scan once: timed, and its hits (objectIDs in order) must be the index's.
    let scanStart = nowNanoseconds()
    let expected = try client.search(
      indexName: "corpus", parameters: on, typoCandidates: .scan)
    let scan = Timing(samples: [Double(nowNanoseconds() - scanStart)])
    let found = try client.search(indexName: "corpus", parameters: on, typoCandidates: .index)
    precondition(hits(found) == hits(expected), "responses differ for \"\(query.text)\"")
    let disabled = measure(runs: 9) { try! client.search(indexName: "corpus", parameters: off) }
    samples[query.type, default: ([], [], [])].index += index.samples
    samples[query.type, default: ([], [], [])].scan += scan.samples
    samples[query.type, default: ([], [], [])].off += disabled.samples
  }
  var table = Table(columns: [
    "query type", "queries", "index median", "index p99", "scan median", "scan p99",
    "ratio (median)", "typo tolerance off: median", "p99",
  ])
  for type in types {
    let (index, scan, off) = samples[type]!
    let a = Timing(samples: index)
    let b = Timing(samples: scan)
    let c = Timing(samples: off)
    table.append([
      type, String(queries.filter { $0.type == type }.count), formatNanoseconds(a.median),
      formatNanoseconds(a.p99), formatNanoseconds(b.median), formatNanoseconds(b.p99),
      formatRatio(a.median, b.median), formatNanoseconds(c.median), formatNanoseconds(c.p99),
    ])
  }
  report("Hits and order equal the scan's on all \(queries.count) queries.\n")
  report(table.markdown)
}
