// Typo-tolerant search on a large vocabulary (issue 14): the engine's typo index against the
// vocabulary scan it replaced, in one process, on a generated corpus of real-text shape.
//
// Usage: LargeVocabularyBenchmark [records ...] (default: 200000)
//        LargeVocabularyBenchmark --load PATH   (a child: loads PATH, prints time and peak memory)
//        LargeVocabularyBenchmark --open [records]   (opening the corpus and the 100k demo
//        products as folders: the streaming load against parsing the whole tree first)
//        LargeVocabularyBenchmark --folders DIR [records]   (writes those two folders in DIR and
//        stops, to profile one `--load DIR/corpus` or `--load DIR/products`)
//        INDEX_ONLY=1 LargeVocabularyBenchmark  (the index alone: no scan, no checks, no open;
//                                                 profiling, and 1M records)
//        CHECK_WORDS=N LargeVocabularyBenchmark  (check the candidates of N words, not 2000)
//        CHECK_SCAN_WORDS=N LargeVocabularyBenchmark  (of which N also word by word, not 40)
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

/// The allowed typos of a word under the default settings (1 from 4 letters, 2 from 8).
func budget(_ word: String) -> Int {
  word.count >= 8 ? 2 : (word.count >= 4 ? 1 : 0)
}

if arguments.count >= 2 && arguments[1] == "--open" {
  try benchmarkOpening(corpusSize: arguments.count > 2 ? Int(arguments[2]) ?? 200_000 : 200_000)
  exit(0)
}

if arguments.count >= 3 && arguments[1] == "--folders" {
  let folders = try openingFolders(
    corpusSize: arguments.count > 3 ? Int(arguments[3]) ?? 200_000 : 200_000, in: arguments[2])
  for (_, _, (folder, size)) in folders { report("\(folder) (\(megabytes(size)) of JSON)") }
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
  let (folder, jsonSize) = try writeDatasetFolder(
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
    var table = Table(columns: ["", "measured"])
    table.append(["records' JSON (an array)", megabytes(jsonSize)])
    table.append(["index build (in process, from JSON values)", formatNanoseconds(build)])
    table.append(["memory held (counted)", megabytes(held)])
    table.append(["peak resident memory of this process", megabytes(peakResidentBytes())])
    report("\n" + table.markdown + "\n")
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

/// Stops unless the index gives the scan's typo candidates, with the scan's typos, for the
/// words of ``checkWords(_:corpus:)`` (`CHECK_WORDS`, 2,000 by default), each matched whole and
/// as a prefix. The scan looks up all of them in one pass over the vocabulary per part
/// (``LocalClient/scannedTypoCandidates(indexName:words:)``), the words split in parts over the
/// cores; `CHECK_SCAN_WORDS` of them (40 by default, evenly spaced) are also looked up with the
/// scan that is the timing anchor below, one word at a time, which the batched scan must equal.
func checkCandidates(_ client: LocalClient, corpus: TextCorpus) throws {
  let environment = ProcessInfo.processInfo.environment
  let count = environment["CHECK_WORDS"].flatMap { Int($0) } ?? 2000
  let singly = min(count, environment["CHECK_SCAN_WORDS"].flatMap { Int($0) } ?? 40)
  let requests = checkWords(count, corpus: corpus).flatMap { word in
    [false, true].map { (word: word, isPrefix: $0, maxTypos: budget(word)) }
  }
  let start = nowNanoseconds()
  let parts = ProcessInfo.processInfo.activeProcessorCount * 4
  let mismatches = Locked<[String]>([])
  DispatchQueue.concurrentPerform(iterations: parts) { part in
    let own = Array(
      requests[(requests.count * part / parts)..<(requests.count * (part + 1) / parts)])
    let expected = try! client.scannedTypoCandidates(indexName: "corpus", words: own)
    for (request, expected) in zip(own, expected) {
      let found = try! client.typoCandidates(
        indexName: "corpus", word: request.word, isPrefix: request.isPrefix,
        maxTypos: request.maxTypos, source: .index)
      if found != expected {
        mismatches.withLock { $0.append("\(request.word) prefix: \(request.isPrefix)") }
      }
    }
  }
  let batched = Double(nowNanoseconds() - start)
  let singleStart = nowNanoseconds()
  let step = count / max(singly, 1)
  DispatchQueue.concurrentPerform(iterations: singly * 2) { index in
    let request = requests[index / 2 * step * 2 + index % 2]
    let scanned = try! client.typoCandidates(
      indexName: "corpus", word: request.word, isPrefix: request.isPrefix,
      maxTypos: request.maxTypos, source: .scan)
    let batched = try! client.scannedTypoCandidates(indexName: "corpus", words: [request])
    if scanned != batched[0] {
      mismatches.withLock { $0.append("\(request.word) prefix: \(request.isPrefix) (batched)") }
    }
  }
  let failed = mismatches.withLock { $0 }
  precondition(failed.isEmpty, "candidates differ from the scan's for \(failed.prefix(10))")
  report(
    "Typo candidates equal the scan's for \(count) words of every band, length and form, whole "
      + "and as prefixes (\(formatNanoseconds(batched)) to check; the batched scan equals the "
      + "scan word by word on \(singly) of them, \(formatNanoseconds(Double(nowNanoseconds() - singleStart))))."
  )
}

/// The words whose candidates are checked: `count` of them, taking in turn each frequency band
/// (the ranks from one of ``TextCorpus/bands`` to the next, and the ten most frequent), each
/// length of 4 to 12 letters, and six forms: the word; with one, and with two, substituted
/// letters; with two neighbours swapped; cut short (a prefix typed so far); cut short with a
/// substituted letter.
func checkWords(_ count: Int, corpus: TextCorpus) -> [String] {
  var generator = SeededGenerator(seed: 99)
  let vocabulary = corpus.vocabulary
  let edges = [0] + TextCorpus.bands.filter { $0 < vocabulary.count } + [vocabulary.count]
  let bands = edges.count - 1
  return (0..<count).map { index in
    let band = edges[index % bands]..<edges[index % bands + 1]
    let length = 4 + index / bands % 9
    // The first word of that length from a random rank of the band on, or the drawn word when
    // the band has none of that length (the ten most frequent words).
    let start = Int.random(in: band, using: &generator)
    let word =
      (0..<band.count).lazy.map {
        vocabulary[band.lowerBound + (start - band.lowerBound + $0) % band.count]
      }
      .first { $0.utf8.count == length } ?? vocabulary[start]
    let cut = String(
      word.prefix(Int.random(in: min(4, word.count)...word.count, using: &generator)))
    switch index / (bands * 9) % 6 {
    case 0: return word
    case 1: return TextCorpus.misspell(word, 1, using: &generator)
    case 2: return TextCorpus.misspell(word, 2, using: &generator)
    case 3:
      var bytes = Array(word.utf8)
      let position = Int.random(in: 0..<bytes.count - 1, using: &generator)
      bytes.swapAt(position, position + 1)
      return String(decoding: bytes, as: UTF8.self)
    case 4: return cut
    default: return TextCorpus.misspell(cut, 1, using: &generator)
    }
  }
}

/// The hits (objectIDs in order) and nbHits of a response.
func hits(_ response: JSON) -> [String] {
  let ids = (response["hits"]?.arrayValue ?? []).compactMap { $0["objectID"]?.stringValue }
  return ids + ["nbHits \(response["nbHits"]?.intValue ?? -1)"]
}

/// Times the index alone on the workload, for profiling: median and p99 per query type, and
/// with `SLOWEST=N` the N queries whose slowest run was the slowest. `QUERY=TEXT` times only the
/// workload's queries that start with that text, `RUNS=N` times (9 by default), to profile one of them.
func timeIndex(_ client: LocalClient, _ queries: [VocabularyQuery]) {
  var samples: [String: [Double]] = [:]
  var types: [String] = []
  var timed: [(query: VocabularyQuery, timing: Timing)] = []
  let environment = ProcessInfo.processInfo.environment
  let runs = environment["RUNS"].flatMap { Int($0) } ?? 9
  let only = environment["QUERY"]
  for query in queries where only.map(query.text.hasPrefix) ?? true {
    if !types.contains(query.type) { types.append(query.type) }
    let on: JSON = ["query": .string(query.text)]
    let timing = measure(runs: runs) { try! client.search(indexName: "corpus", parameters: on) }
    samples[query.type, default: []] += timing.samples
    timed.append((query, timing))
  }
  let shown = environment["SLOWEST"].flatMap { Int($0) } ?? 0
  for (query, timing) in timed.sorted(by: { $0.timing.quantile(1) > $1.timing.quantile(1) })
    .prefix(shown)
  {
    report(
      "slowest: \(query.type) \"\(query.text.prefix(60))\": max \(formatNanoseconds(timing.quantile(1))),"
        + " median \(formatNanoseconds(timing.median))")
  }
  var table = Table(columns: ["query type", "queries", "index median", "index p99"])
  for type in types {
    let timing = Timing(samples: samples[type]!)
    table.append([
      type, String(timed.filter { $0.query.type == type }.count),
      formatNanoseconds(timing.median), formatNanoseconds(timing.p99),
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
