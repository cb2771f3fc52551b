import BenchmarkSupport
import Foundation
import InstantSearchCore
import InstantSearchLocal

// tantivy (PyPI's `tantivy`, the Rust engine's Python binding, in a virtual environment under
// .build/) as the local engine's anchor: the same records and text queries, every word required
// in any searchable attribute, the last as a prefix, and typo tolerance as fuzzy terms with
// Algolia's word-length rules (one typo from 4 letters, two from 8; a transposition is one).
// Both sides are timed in alternating rounds in one run, and their hit counts compared.

/// A Python process holding a tantivy index of the records, answering one query per line.
final class TantivyIndex {
  private let child: PythonChild
  /// The build (documents added, committed, the reader reloaded), in nanoseconds.
  let build: Double

  private static let script =
    tantivyPrelude + """
      records = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8")]
      start = time.perf_counter_ns()
      index = tantivy.Index(schema)
      writer = index.writer(heap_size=200_000_000, num_threads=1)
      for record in records:
          writer.add_document(document(record))
      writer.commit()
      writer.wait_merging_threads()
      index.reload()
      searcher = index.searcher()
      build = time.perf_counter_ns() - start
      Occur = tantivy.Occur
      def word_query(word, prefix, typos):
          distance = 0
          if typos:
              distance = 2 if len(word) >= 8 else 1 if len(word) >= 4 else 0
          alternatives = []
          for field in fields:
              if distance or prefix:
                  alternatives.append(tantivy.Query.fuzzy_term_query(
                      schema, field, word, distance=distance, transposition_cost_one=True,
                      prefix=prefix))
              else:
                  alternatives.append(tantivy.Query.term_query(schema, field, word))
          return tantivy.Query.boolean_query([(Occur.Should, query) for query in alternatives])
      def query(words, typos):
          if not words:
              return tantivy.Query.all_query()
          parts = [word_query(word, i == len(words) - 1, typos) for i, word in enumerate(words)]
          return tantivy.Query.boolean_query([(Occur.Must, part) for part in parts])
      print("ready", build, flush=True)
      for line in sys.stdin:
          request = json.loads(line)
          start = time.perf_counter_ns()
          result = searcher.search(query(request["words"], request["typos"]), 20, count=True)
          wall = time.perf_counter_ns() - start
          print(result.count, wall, flush=True)
      """

  /// Builds the index of `records` in the Python of `python`; nil when it cannot.
  init?(python: String, records: [JSON]) {
    guard let file = temporaryNDJSON(records, name: "tantivy-records") else { return nil }
    defer { unlink(file) }
    guard let child = PythonChild(python: python, script: Self.script, arguments: [file]),
      let line = child.readLine(), line.hasPrefix("ready "), let build = Double(line.dropFirst(6))
    else { return nil }
    self.child = child
    self.build = build
  }

  /// Runs one query: its hit count and its time in nanoseconds; nil if the child stopped.
  func search(words: [String], typos: Bool) -> (count: Int, nanoseconds: Double)? {
    let request: JSON = ["words": .array(words.map { .string($0) }), "typos": .bool(typos)]
    child.send(String(decoding: JSONWriter().bytes(request), as: UTF8.self))
    guard let line = child.readLine() else { return nil }
    let fields = line.split(separator: " ").compactMap { Double($0) }
    return fields.count == 2 ? (Int(fields[0]), fields[1]) : nil
  }
}

/// The text queries of the comparison: the workload's words, and misspelt ones for typos.
let tantivyQueries: [(type: String, text: String)] =
  ["s", "sam", "lap", "w", "head", "sma"].map { ("prefix, one word", $0) }
  + ["samsung gam", "sony wireless hea", "apple smart wa", "dell pro lap", "gaming con"].map {
    ("prefix, several words", $0)
  }
  + ["samsung", "laptop", "wireless headphones", "camera", "bose speaker", "smart watch"].map {
    ("full words", $0)
  }
  + ["samsnug", "lpatop", "wirless headphnes", "camrea", "bluetoth speaker", "smartwach"].map {
    ("misspelt", $0)
  }

/// The engine against tantivy on `records`, typo tolerance off and on, in alternating rounds;
/// and the same searches over HTTP from `serve` (``ServedIndex``), against tantivy's time.
func compareWithTantivy(_ client: LocalClient, records: [JSON], rounds: Int = 15) throws {
  guard let python = pythonEnvironment("tantivy-venv", with: "tantivy"),
    let tantivy = TantivyIndex(python: python, records: records)
  else {
    report("(no Python with PyPI's tantivy: no comparison with tantivy)")
    return
  }
  let served = try ServedIndex(records: records, settings: DemoDataset.settings)
  var table = Table(columns: [
    "queries", "typos", "engine median", "engine p99", "tantivy median", "tantivy p99",
    "engine / tantivy", "equal counts", "over HTTP median", "HTTP / tantivy",
  ])
  var differences: [String] = []
  for typos in [false, true] {
    for type in ["prefix, one word", "prefix, several words", "full words", "misspelt", "all"] {
      let queries = tantivyQueries.filter { type == "all" || $0.type == type }
      var ours: [Double] = []
      var theirs: [Double] = []
      var overHTTP: [Double] = []
      var equal = 0
      for (_, text) in queries {
        let parameters: JSON = [
          "query": .string(text), "typoTolerance": .bool(typos), "hitsPerPage": 20,
        ]
        let words = text.split(separator: " ").map(String.init)
        var count = 0
        var tantivyCount = 0
        for _ in 0..<rounds {
          let start = nowNanoseconds()
          let response = try client.search(
            indexName: DemoDataset.indexName, parameters: parameters)
          ours.append(Double(nowNanoseconds() - start))
          count = response["nbHits"]?.intValue ?? -1
          guard let answer = tantivy.search(words: words, typos: typos) else { return }
          theirs.append(answer.nanoseconds)
          tantivyCount = answer.count
          let http = try served.search(parameters)
          overHTTP.append(http.nanoseconds)
          if http.count != count && type != "all" {
            differences.append("\"\(text)\" over HTTP: \(http.count), in process \(count)")
          }
        }
        if count == tantivyCount {
          equal += 1
        } else if type != "all" {
          differences.append(
            "\"\(text)\" typos \(typos ? "on" : "off"): engine \(count), tantivy \(tantivyCount)")
        }
      }
      let (engine, anchor) = (Timing(samples: ours), Timing(samples: theirs))
      let http = Timing(samples: overHTTP)
      table.append([
        type == "all" ? "**all \(queries.count)**" : "\(type) (\(queries.count))",
        typos ? "on" : "off", formatNanoseconds(engine.median), formatNanoseconds(engine.p99),
        formatNanoseconds(anchor.median), formatNanoseconds(anchor.p99),
        formatRatio(engine.median, anchor.median), "\(equal)/\(queries.count)",
        formatNanoseconds(http.median), formatRatio(http.median, anchor.median),
      ])
    }
  }
  report(
    "tantivy built its index in \(formatNanoseconds(tantivy.build)) (one thread); each query "
      + "\(rounds) times on each side, alternating (the engine's full response, 20 hits with "
      + "highlighting; tantivy's count and top 20; over HTTP, the client's time for the same "
      + "search sent to serve in this process, one at a time on a kept connection):\n")
  report(table.markdown + "\n")
  if !differences.isEmpty {
    report("hit counts that differ:\n" + differences.map { "- " + $0 }.joined(separator: "\n"))
  }
}
