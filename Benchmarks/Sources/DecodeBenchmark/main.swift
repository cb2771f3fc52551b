// Decoding a search response: a realistic 1000-hit answer (highlight and ranking objects on
// every hit, facets and stats), decoded into `SearchResponse`, against Foundation's
// `JSONSerialization` on the same bytes in the same run.
import BenchmarkSupport
import Foundation
import InstantSearchCore
import InstantSearchLocal

/// The benchmark's draws from Core's deterministic generator.
extension SeededGenerator {
  mutating func pick<T>(_ values: [T]) -> T {
    values[Int(next() % UInt64(values.count))]
  }

  mutating func number(below bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}

let words = [
  "wireless", "headphones", "noise", "cancelling", "bluetooth", "speaker", "portable", "smart",
  "watch", "fitness", "tracker", "camera", "lens", "zoom", "laptop", "gaming", "keyboard",
  "mouse", "monitor", "curved", "ultra", "slim", "battery", "charger", "fast", "cable", "usb",
  "stand", "case", "leather", "premium", "sound", "bass", "studio", "travel", "compact",
]
let brands = ["Sony", "Samsung", "Apple", "Bose", "JBL", "Logitech", "Canon", "Dell", "Anker"]
let categories = ["Audio", "Headphones", "Computers", "Cameras", "Accessories", "Wearables"]

/// One highlight object for a text, marking the query word "so".
func highlight(_ text: String, matched: Bool) -> JSON {
  var object: JSONObject = [
    "value": .string(matched ? "<em>So</em>" + text.dropFirst(2) : text),
    "matchLevel": .string(matched ? "partial" : "none"),
    "matchedWords": matched ? ["so"] : [],
  ]
  if matched { object["fullyHighlighted"] = false }
  return .object(object)
}

/// A realistic search response with `count` hits.
func makeResponse(hits count: Int) -> [UInt8] {
  var generator = SeededGenerator(seed: 42)
  var hits: [JSON] = []
  for index in 0..<count {
    let name = (0..<3).map { _ in generator.pick(words) }.joined(separator: " ")
    let description = (0..<5).map { _ in generator.pick(words) }.joined(separator: " ")
    let brand = generator.pick(brands)
    let hitCategories = (0..<(2 + generator.number(below: 2))).map { _ in
      generator.pick(categories)
    }
    let matched = generator.number(below: 3) == 0
    hits.append([
      "objectID": .string(String(100_000 + index)),
      "name": .string(name),
      "description": .string(description),
      "brand": .string(brand),
      "categories": .array(hitCategories.map(JSON.string)),
      "price": .number(Double(generator.number(below: 100_000)) / 100),
      "rating": .number(Double(generator.number(below: 5) + 1)),
      "free_shipping": .bool(generator.number(below: 2) == 0),
      "popularity": .number(Double(generator.number(below: 50_000))),
      "image": .string("https://cdn.example.com/images/\(100_000 + index).jpg"),
      "_highlightResult": [
        "name": highlight(name, matched: matched),
        "description": highlight(description, matched: false),
        "brand": highlight(brand, matched: brand.hasPrefix("So")),
        "categories": .array(hitCategories.map { highlight($0, matched: false) }),
      ],
      "_rankingInfo": [
        "nbTypos": 0, "firstMatchedWord": .number(Double(generator.number(below: 3))),
        "proximityDistance": 0, "userScore": .number(Double(count - index)),
        "geoDistance": 0, "geoPrecision": 1, "nbExactWords": 1, "words": 1, "filters": 0,
      ],
    ])
  }
  let response: JSON = [
    "hits": .array(hits),
    "nbHits": 12_345, "page": 0, "nbPages": 13, "hitsPerPage": .number(Double(count)),
    "facets": [
      "brand": .object(
        JSONObject(brands.enumerated().map { ($1, .number(Double(900 - $0 * 70))) })),
      "categories": .object(
        JSONObject(categories.enumerated().map { ($1, .number(Double(2000 - $0 * 150))) })),
    ],
    "facets_stats": ["price": ["min": 1.5, "max": 999.99, "avg": 250.25, "sum": 3_089_336.25]],
    "exhaustiveFacetsCount": true, "exhaustiveNbHits": true, "exhaustiveTypo": true,
    "exhaustive": ["facetsCount": true, "nbHits": true, "typo": true],
    "query": "so", "params": .string("query=so&hitsPerPage=\(count)&facets=%5B%22brand%22%5D"),
    "index": "products", "renderingContent": [:], "processingTimeMS": 3,
  ]
  return JSONWriter().bytes(response)
}

let bytes = makeResponse(hits: 1000)

/// The three files the parser is compared with `json.loads` on, with their names.
func pythonInputs() -> [(name: String, bytes: [UInt8])] {
  var products: [UInt8] = [UInt8(ascii: "[")]
  for (index, record) in DemoDataset.records(count: 100_000).enumerated() {
    if index > 0 { products.append(UInt8(ascii: ",")) }
    JSONWriter().write(record, to: &products)
  }
  products.append(UInt8(ascii: "]"))
  return [
    ("search response, 1000 hits", bytes),
    ("TED-talks-like export, 2550 talks", makeTalksExport(count: 2550)),
    ("100k demo products, one array", products),
  ]
}

// `--write DIR` writes the three files (response.json, talks.json, products.json) for profiling
// the parser on them, and stops.
if let flag = CommandLine.arguments.firstIndex(of: "--write"),
  flag + 1 < CommandLine.arguments.count
{
  let directory = CommandLine.arguments[flag + 1]
  for (input, file) in zip(pythonInputs(), ["response", "talks", "products"]) {
    try Data(input.bytes).write(to: URL(fileURLWithPath: "\(directory)/\(file).json"))
  }
  exit(0)
}

/// Prints `JSONParser.parse` against Python's `json.loads` on the three files: more pairs for the
/// small files, whose parses take milliseconds.
func printPythonComparison() throws {
  if let cpu = pinToCurrentCPU() { print("(both sides on CPU \(cpu))") }
  var python = Table(columns: [
    "bytes", "size", "`JSONParser.parse`", "Python `json.loads`", "speed vs Python",
    "same, CPU time", "per pair, CPU time",
  ])
  // `--file PATH` compares the parser on that file alone (a dataset of one's own).
  var inputs: [((name: String, bytes: [UInt8]), Int)]
  if let flag = CommandLine.arguments.firstIndex(of: "--file"),
    flag + 1 < CommandLine.arguments.count
  {
    let path = CommandLine.arguments[flag + 1]
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    inputs = [((path, bytes), max(5, 200_000_000 / max(bytes.count, 1)))]
  } else {
    inputs = Array(zip(pythonInputs(), [41, 21, 9]))
  }
  for ((name, input), pairs) in inputs {
    guard let row = try compareWithPython(name, input, pairs: pairs) else {
      print("\n(python3 not found: no comparison with json.loads)")
      return
    }
    python.append(row)
  }
  print("\n" + python.markdown)
}

// `--python` runs only the comparison with `json.loads`. With `--hold-anchor-tree` it first
// decodes the response through `JSONSerialization` as often as the whole run does and keeps one
// of the trees alive until the end, as the whole run's check did: the heap that leaves behind
// slows every parse of this process (see
// Benchmarks/history/2026-12-01-the-parser-against-pythons-json-loads.md).
if CommandLine.arguments.contains("--python") {
  var held: Any?
  if CommandLine.arguments.contains("--hold-anchor-tree") {
    for _ in 0..<42 {
      let tree = try JSONSerialization.jsonObject(with: Data(bytes))
      if held == nil { held = tree }
    }
  }
  try printPythonComparison()
  blackHole(held)
  exit(0)
}

/// Runs the comparison with `json.loads` in a fresh process of this binary (`--python`), and
/// stops this one if that fails.
///
/// Not in this process: the decoders timed above leave glibc's heap holding 15 MB of
/// Foundation's tree among 13 MB of freed holes, and every parse made after that takes up to
/// twice as long (a parse's thousands of allocations come from scattered holes), while Python's
/// process is untouched, so the ratio measured here would be the heap's, not the parser's.
func runPythonComparisonInFreshProcess() throws {
  fflush(nil)
  let child = Process()
  child.executableURL = URL(
    fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
  child.arguments = ["--python"]
  try child.run()
  child.waitUntilExit()
  guard child.terminationReason == .exit, child.terminationStatus == 0 else {
    FileHandle.standardError.write(
      Data("the comparison with json.loads failed in its own process\n".utf8))
    exit(1)
  }
}

let data = Data(bytes)
let megabytes = Double(bytes.count) / 1_000_000

// Check both decoders read the whole thing before timing them.
let decoded = try SearchResponse(bytes: bytes)
precondition(decoded.hits.count == 1000 && decoded.hits[999].objectID == "100999")
precondition(decoded.hits[0].highlight(for: "name") != nil)
let anchorCheck = try JSONSerialization.jsonObject(with: data) as? [String: Any]
precondition((anchorCheck?["hits"] as? [Any])?.count == 1000)

// Alternate the decoders in rounds, so machine noise hits all of them alike.
let rounds = 7
let runsPerRound = 5
var samples: [String: [Double]] = [:]
for _ in 0..<rounds {
  samples["anchor", default: []] += try measure(runs: runsPerRound, warmup: 1) {
    try JSONSerialization.jsonObject(with: data)
  }.samples
  samples["response", default: []] += try measure(runs: runsPerRound, warmup: 1) {
    try SearchResponse(bytes: bytes)
  }.samples
  samples["parse", default: []] += try measure(runs: runsPerRound, warmup: 1) {
    try JSONParser.parse(bytes)
  }.samples
}
let anchor = Timing(samples: samples["anchor"]!)
let response = Timing(samples: samples["response"]!)
let parseOnly = Timing(samples: samples["parse"]!)
let anchorMedian = anchor.median
let runs = rounds * runsPerRound

func row(_ name: String, _ timing: Timing) -> [String] {
  let seconds = timing.median / 1e9
  return [
    name, String(format: "%.2f ms", timing.median / 1e6),
    String(format: "%.2f ms", timing.p99 / 1e6),
    String(format: "%.0f MB/s", megabytes / seconds),
    String(format: "%.2f×", anchorMedian / timing.median),
  ]
}

print(
  "Response: 1000 hits, \(bytes.count) bytes (\(String(format: "%.0f", Double(bytes.count) / 1000)) KB), \(runs) runs each\n"
)
var table = Table(columns: ["decoder", "median", "p99", "throughput", "speed vs anchor"])
table.append(row("`SearchResponse(bytes:)` (typed response, hits as JSON)", response))
table.append(row("`JSONParser.parse` (the JSON tree only)", parseOnly))
table.append(row("anchor: `JSONSerialization.jsonObject`", anchor))
print(table.markdown)

// The parser against Python's `json.loads` on the same bytes (parses alternating one at a time),
// in a process of its own.
try runPythonComparisonInFreshProcess()
