import BenchmarkSupport
import Foundation
import InstantSearchCore

/// tantivy's side of the write benchmark, in a Python child (PyPI's `tantivy`): an index of the
/// same records, then one record per write (add, commit, reload: searchable) and one batch.
struct TantivyWriter {
  /// Each one-record write's time to searchable, in nanoseconds.
  var oneByOne: Timing
  /// The batch's time to searchable.
  var batch: Double

  private static let script =
    tantivyPrelude + """
      index = tantivy.Index(schema)
      writer = index.writer(heap_size=200_000_000, num_threads=1)
      for line in open(sys.argv[1], encoding="utf-8"):
          writer.add_document(document(json.loads(line)))
      writer.commit()
      index.reload()
      print("ready", flush=True)
      for line in sys.stdin:
          records = json.loads(line)
          start = time.perf_counter_ns()
          for record in records:
              writer.delete_documents_by_term("objectID", record["objectID"])
              writer.add_document(document(record))
          writer.commit()
          index.reload()
          index.searcher()
          print(time.perf_counter_ns() - start, flush=True)
      """

  /// Runs tantivy's side on `records`: `writes` one-record writes, then a batch of `batchSize`;
  /// nil when there is no Python with tantivy.
  init?(records: [JSON], writes: Int = 40, batchSize: Int = batchSize) {
    guard let python = pythonEnvironment("tantivy-venv", with: "tantivy") else { return nil }
    guard let file = temporaryNDJSON(records, name: "tantivy-writes") else { return nil }
    defer { unlink(file) }
    guard let child = PythonChild(python: python, script: Self.script, arguments: [file]),
      child.readLine() == "ready"
    else { return nil }
    func send(_ records: [JSON]) -> Double? {
      child.send(String(decoding: JSONWriter().bytes(.array(records)), as: UTF8.self))
      return child.readLine().flatMap { Double($0) }
    }
    var samples: [Double] = []
    for number in 0..<writes {
      guard let time = send([product(number)]) else { return nil }
      samples.append(time)
    }
    guard let batch = send((0..<batchSize).map { product(1_000_000 + $0) }) else { return nil }
    oneByOne = Timing(samples: samples)
    self.batch = batch
  }
}
