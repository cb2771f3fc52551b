import BenchmarkSupport
import Foundation
import InstantSearchCore
import InstantSearchLocal

/// What opening a folder cost before records were streamed: the whole records file parsed into
/// JSON values, then indexed (`addIndex`). The anchor of `--open`, run as a child like the
/// streaming load.
func loadAsValues(_ folder: String, name: String) throws -> LocalClient {
  func json(_ file: String) throws -> JSON {
    try JSONParser.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))))
  }
  let records = try json(name + ".json").arrayValue ?? []
  let settings = try json(name + "_settings.json")
  var replicas: [String: JSON] = [:]
  for entry in settings["replicas"]?.arrayValue ?? [] {
    guard var replica = entry.stringValue else { continue }
    if replica.hasPrefix("virtual(") { replica = String(replica.dropFirst(8).dropLast()) }
    replicas[replica] = try? json(replica + "_settings.json")
  }
  let client = LocalClient()
  try client.addIndex(named: name, records: records, settings: settings, replicaSettings: replicas)
  return client
}

/// The two folders `--open` opens, written as `corpus` and `products` in `base` (temporary
/// folders of this process when `nil`): each one's label, index name, path and JSON size.
func openingFolders(corpusSize: Int, in base: String? = nil) throws -> [(
  String, String, (String, Int)
)] {
  let corpus = TextCorpus(words: 300_000)
  let demo = DemoDataset.records(count: 100_000)
  return [
    (
      "\(corpusSize / 1000)k text corpus", "corpus",
      try writeDatasetFolder(
        "corpus", records: corpus.records(count: corpusSize),
        settings: TextCorpus.settings, others: [:], path: base.map { $0 + "/corpus" })
    ),
    (
      "100k demo products", DemoDataset.indexName,
      try writeDatasetFolder(
        DemoDataset.indexName, records: demo, settings: DemoDataset.settings,
        others: DemoDataset.replicaSettings, path: base.map { $0 + "/" + DemoDataset.indexName })
    ),
  ]
}

/// `--open [records]`: opening the generated corpus and the 100k demo products as folders, each
/// in fresh child processes, the streaming load against the whole-tree anchor, alternating.
func benchmarkOpening(corpusSize: Int, rounds: Int = 3) throws {
  let folders = try openingFolders(corpusSize: corpusSize)
  defer {
    for (_, _, (folder, _)) in folders { try? FileManager.default.removeItem(atPath: folder) }
  }
  var table = Table(columns: [
    "folder", "JSON", "open, streamed (CPU)", "peak RSS, streamed", "open, whole tree (anchor)",
    "peak RSS, whole tree", "time ratio (CPU)", "memory ratio",
  ])
  for (label, name, (folder, size)) in folders {
    var streamed: [(nanoseconds: Double, peak: Int, held: Int, cpu: Double)] = []
    var whole: [(nanoseconds: Double, peak: Int, held: Int, cpu: Double)] = []
    for _ in 0..<rounds {
      streamed.append(try loadInChild(folder, mode: "--load"))
      whole.append(try loadInChild(folder, mode: "--load-values", name: name))
    }
    let time = Timing(samples: streamed.map(\.nanoseconds))
    let anchor = Timing(samples: whole.map(\.nanoseconds))
    let cpu = Timing(samples: streamed.map(\.cpu))
    let anchorCPU = Timing(samples: whole.map(\.cpu))
    let peak = streamed.map(\.peak).sorted()[rounds / 2]
    let anchorPeak = whole.map(\.peak).sorted()[rounds / 2]
    func share(_ bytes: Int) -> String {
      megabytes(bytes) + String(format: " (%.2f× the JSON)", Double(bytes) / Double(size))
    }
    table.append([
      label, megabytes(size),
      "\(formatNanoseconds(time.median)) (\(formatNanoseconds(cpu.median)))", share(peak),
      "\(formatNanoseconds(anchor.median)) (\(formatNanoseconds(anchorCPU.median)))",
      share(anchorPeak),
      "\(formatRatio(anchor.median, time.median)) (\(formatRatio(anchorCPU.median, cpu.median)))",
      String(format: "%.2f×", Double(anchorPeak) / Double(peak)),
    ])
  }
  report("\n" + table.markdown + "\n")
}
