// The local engine against SQLite FTS5, in one process, on generated products.
//
// A 62-query search-UI workload runs on both with the same matching rules (all words, prefix on
// the last one, no typos; synonyms expanded by hand for SQLite), and the benchmark checks that nbHits and facet counts are equal before
// it prints any timing. Usage: LocalEngineBenchmark [records ...] (default: 100000 1000000).
// TANTIVY=1 compares the engine with tantivy instead (TantivyAnchor.swift), and the same
// searches over HTTP from `serve` in this process (OverHTTP.swift; SERVER_THREADS=N for N
// threads instead of serve's default). LATIN=1 measures accented
// text against the same records without accents (LatinText.swift).

import BenchmarkSupport
import CSQLite
import Foundation
import InstantSearchCore
@_spi(Reference) import InstantSearchLocal

// MARK: - Workload

/// One search of the workload, expressed once and translated for both engines.
struct WorkloadQuery {
  var type: String
  var text = ""
  var index = DemoDataset.indexName
  var brands: [String] = []
  var category: String?
  var priceRange: ClosedRange<Double>?
  var freeShipping: Bool?
  var page = 0
  /// Disjunctive faceting on brand: a second request counts brands without the brand filter.
  var disjunctive = false
  /// For a query with synonyms: the FTS5 query with them expanded (the engine expands them
  /// itself from ``synonyms``).
  var expandedMatch: String?
  /// For a query a rule rewrites: what the engine is sent (`text` and the filters are what the
  /// rule makes of it, and what SQLite runs).
  var engineText: String?
  /// The request's `ruleContexts`.
  var ruleContexts: [String] = []

  /// The rules the primary index holds: a query edit with a filter, a brand placeholder with an
  /// automatic facet filter, a banner (`userData`, `renderingContent`) and pinned records. All
  /// but the first need a rule context, and the first's trigger is in no other query, so the
  /// other queries match as they would without them (they still pay for the rules' matching).
  static func rules(pinning pinned: [String]) -> JSON {
    [
      [
        "objectID": "cheap", "conditions": [["pattern": "cheap", "anchoring": "contains"]],
        "consequence": [
          "params": [
            "query": ["edits": [["type": "remove", "delete": "cheap"]]],
            "filters": "price:0 TO 500",
          ]
        ],
      ],
      [
        "objectID": "brand",
        "conditions": [
          ["pattern": "{facet:brand}", "anchoring": "startsWith", "context": "brand-intent"]
        ],
        "consequence": ["params": ["automaticFacetFilters": ["brand"]]],
      ],
      [
        "objectID": "banner",
        "conditions": [["pattern": "gaming", "anchoring": "contains", "context": "banner"]],
        "consequence": [
          "userData": ["title": "Gaming week"],
          "params": ["renderingContent": ["facetOrdering": ["facets": ["order": ["brand"]]]]],
        ],
      ],
      [
        "objectID": "pin", "conditions": [["context": "pin"]],
        "consequence": [
          "promote": [["objectIDs": .array(pinned.map { .string($0) }), "position": 0]]
        ],
      ],
    ]
  }

  /// The synonyms the primary index holds. Their triggers are in no other query of the
  /// workload, so the other queries match as they would without them.
  static let synonyms: JSON = [
    [
      "objectID": "1", "type": "oneWaySynonym", "input": "earphones",
      "synonyms": ["earbuds", "headphones"],
    ],
    ["objectID": "2", "type": "oneWaySynonym", "input": "tv", "synonyms": ["television"]],
    ["objectID": "3", "type": "oneWaySynonym", "input": "cell phone", "synonyms": ["smartphone"]],
    ["objectID": "4", "type": "altCorrection1", "word": "labtop", "corrections": ["laptop"]],
    [
      "objectID": "5", "type": "oneWaySynonym", "input": "pc",
      "synonyms": ["laptop", "chromebook"],
    ],
    [
      "objectID": "6", "type": "oneWaySynonym", "input": "soundsystem",
      "synonyms": ["home theater"],
    ],
  ]

  /// The facets every search asks for.
  static let facetNames = ["brand", "categories", "free_shipping"]
}

func workload() -> [WorkloadQuery] {
  var queries: [WorkloadQuery] = []
  for text in ["s", "sam", "lap", "w", "head", "sma"] {
    queries.append(WorkloadQuery(type: "prefix, one word", text: text))
  }
  for text in [
    "samsung gam", "sony wireless hea", "apple smart wa", "dell pro lap", "gaming con",
    "portable spe",
  ] {
    queries.append(WorkloadQuery(type: "prefix, several words", text: text))
  }
  for text in ["samsung", "laptop", "wireless headphones", "camera", "bose speaker", "smart watch"]
  {
    queries.append(WorkloadQuery(type: "full words", text: text))
  }
  queries += [
    WorkloadQuery(type: "filtered", text: "s", brands: ["Samsung"]),
    WorkloadQuery(type: "filtered", text: "laptop", priceRange: 100...800),
    WorkloadQuery(type: "filtered", text: "wireless", freeShipping: true),
    WorkloadQuery(type: "filtered", text: "pro", category: "Audio"),
    WorkloadQuery(type: "filtered", text: "", brands: ["Apple"], priceRange: 500...2000),
    WorkloadQuery(type: "filtered", text: "sma", category: "Deals", freeShipping: false),
  ]
  for (text, index) in [
    ("s", DemoDataset.priceAscending), ("laptop", DemoDataset.priceAscending),
    ("samsung gam", DemoDataset.priceDescending), ("w", DemoDataset.priceDescending),
    ("", DemoDataset.priceAscending), ("head", DemoDataset.priceDescending),
  ] {
    queries.append(WorkloadQuery(type: "replica-sorted", text: text, index: index))
  }
  queries += [
    WorkloadQuery(type: "empty-query browse"),
    WorkloadQuery(type: "empty-query browse", freeShipping: true),
    WorkloadQuery(type: "empty-query browse", category: "Computers"),
    WorkloadQuery(type: "empty-query browse", priceRange: 10...50),
    WorkloadQuery(type: "empty-query browse", brands: ["Sony"]),
    WorkloadQuery(type: "empty-query browse", page: 1),
  ]
  for (text, brands) in [
    ("s", ["Samsung", "Sony"]), ("", ["Apple", "Dell", "HP"]), ("lap", ["Lenovo", "Asus"]),
    ("wireless", ["Bose", "JBL"]), ("smart", ["Samsung"]), ("", ["Nokia"]),
  ] {
    queries.append(
      WorkloadQuery(type: "disjunctive facets", text: text, brands: brands, disjunctive: true))
  }
  for text in ["zzzz", "samsung qqqq", "xylophone", "apple zebra"] {
    queries.append(WorkloadQuery(type: "no results", text: text))
  }
  for (text, page) in [("s", 40), ("", 49), ("w", 25), ("sam", 30), ("", 10)] {
    queries.append(WorkloadQuery(type: "deep pagination", text: text, page: page))
  }
  for (text, match) in [
    ("earphones", #"("earphones"* OR "earbuds" OR "headphones")"#),
    ("wireless earphones", #""wireless" AND ("earphones"* OR "earbuds" OR "headphones")"#),
    ("sony tv", #""sony" AND ("tv"* OR "television")"#),
    ("samsung cell phone", #""samsung" AND (("cell" "phone"*) OR "smartphone")"#),
    ("labtop", #"("labtop"* OR "laptop")"#),
    ("dell pc", #""dell" AND ("pc"* OR "laptop" OR "chromebook")"#),
    ("soundsystem", #"("soundsystem"* OR ("home" "theater"))"#),
  ] {
    queries.append(WorkloadQuery(type: "synonyms", text: text, expandedMatch: match))
  }
  queries += [
    WorkloadQuery(
      type: "rules", text: "laptop", priceRange: 0...500, engineText: "cheap laptop"),
    WorkloadQuery(
      type: "rules", text: "headphones", brands: ["Sony"], engineText: "sony headphones",
      ruleContexts: ["brand-intent"]),
    WorkloadQuery(type: "rules", text: "gaming con", ruleContexts: ["banner"]),
    WorkloadQuery(type: "rules", text: "samsung", ruleContexts: ["pin"]),
  ]
  return queries
}

// MARK: - Local engine side

func engineRequests(_ query: WorkloadQuery, typoTolerance: Bool = false) -> [JSON] {
  func request(brandFilter: Bool, facets: [String], hitsPerPage: Int) -> JSON {
    var object: JSONObject = [
      "indexName": .string(query.index), "query": .string(query.engineText ?? query.text),
      "facets": .array(facets.map { .string($0) }), "hitsPerPage": .number(Double(hitsPerPage)),
      "page": .number(Double(query.page)), "typoTolerance": .bool(typoTolerance),
    ]
    var facetFilters: [JSON] = []
    // A rule makes the brand filter of a query it rewrites.
    if brandFilter, !query.brands.isEmpty, query.engineText == nil {
      facetFilters.append(.array(query.brands.map { .string("brand:\($0)") }))
    }
    if let category = query.category { facetFilters.append(.string("categories:\(category)")) }
    if let free = query.freeShipping { facetFilters.append(.string("free_shipping:\(free)")) }
    if !facetFilters.isEmpty { object["facetFilters"] = .array(facetFilters) }
    if !query.ruleContexts.isEmpty {
      object["ruleContexts"] = .array(query.ruleContexts.map { .string($0) })
    }
    if let range = query.priceRange, query.engineText == nil {
      object["numericFilters"] = [.string("price:\(range.lowerBound) TO \(range.upperBound)")]
    }
    return .object(object)
  }
  var requests = [request(brandFilter: true, facets: WorkloadQuery.facetNames, hitsPerPage: 20)]
  if query.disjunctive {
    requests.append(request(brandFilter: false, facets: ["brand"], hitsPerPage: 0))
  }
  return requests
}

/// nbHits and facet counts of each request, to compare the two engines.
struct Counts: Equatable {
  var nbHits: [Int] = []
  var facets: [[String: [String: Int]]] = []
}

func engineCounts(_ response: JSON) -> Counts {
  var counts = Counts()
  for result in response["results"]?.arrayValue ?? [] {
    counts.nbHits.append(result["nbHits"]?.intValue ?? -1)
    var facets: [String: [String: Int]] = [:]
    for (name, values) in result["facets"]?.objectValue ?? JSONObject() {
      var map: [String: Int] = [:]
      for (value, count) in values.objectValue ?? JSONObject() { map[value] = count.intValue ?? -1 }
      facets[name] = map
    }
    counts.facets.append(facets)
  }
  return counts
}

// MARK: - SQLite side

final class SQLiteAnchor {
  /// SQLite copies bound strings (`SQLITE_TRANSIENT`).
  static var transient: sqlite3_destructor_type {
    unsafeBitCast(-1, to: sqlite3_destructor_type.self)
  }

  var db: OpaquePointer?

  init(records: [JSON]) {
    sqlite3_open(":memory:", &db)
    exec("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA temp_store=MEMORY;")
    exec(
      """
      CREATE TABLE products(id INTEGER PRIMARY KEY, object_id TEXT, name TEXT, brand TEXT,
        price REAL, rating REAL, free_shipping INTEGER, popularity INTEGER);
      CREATE TABLE product_categories(product_id INTEGER, category TEXT);
      CREATE VIRTUAL TABLE fts USING fts5(name, brand, categories,
        tokenize = 'unicode61 remove_diacritics 2');
      """)
    exec("BEGIN")
    let product = prepare("INSERT INTO products VALUES (?,?,?,?,?,?,?,?)")
    let category = prepare("INSERT INTO product_categories VALUES (?,?)")
    let text = prepare("INSERT INTO fts(rowid, name, brand, categories) VALUES (?,?,?,?)")
    for (offset, record) in records.enumerated() {
      let id = Int64(offset + 1)
      let categories = record["categories"]?.arrayValue?.compactMap(\.stringValue) ?? []
      sqlite3_bind_int64(product, 1, id)
      sqlite3_bind_text(product, 2, record["objectID"]?.stringValue ?? "", -1, Self.transient)
      sqlite3_bind_text(product, 3, record["name"]?.stringValue ?? "", -1, Self.transient)
      sqlite3_bind_text(product, 4, record["brand"]?.stringValue ?? "", -1, Self.transient)
      sqlite3_bind_double(product, 5, record["price"]?.doubleValue ?? 0)
      sqlite3_bind_double(product, 6, record["rating"]?.doubleValue ?? 0)
      sqlite3_bind_int64(product, 7, record["free_shipping"]?.boolValue == true ? 1 : 0)
      sqlite3_bind_int64(product, 8, Int64(record["popularity"]?.doubleValue ?? 0))
      step(product)
      for name in categories {
        sqlite3_bind_int64(category, 1, id)
        sqlite3_bind_text(category, 2, name, -1, Self.transient)
        step(category)
      }
      sqlite3_bind_int64(text, 1, id)
      sqlite3_bind_text(text, 2, record["name"]?.stringValue ?? "", -1, Self.transient)
      sqlite3_bind_text(text, 3, record["brand"]?.stringValue ?? "", -1, Self.transient)
      sqlite3_bind_text(text, 4, categories.joined(separator: " "), -1, Self.transient)
      step(text)
    }
    for statement in [product, category, text] { sqlite3_finalize(statement) }
    exec("COMMIT")
    exec(
      """
      CREATE INDEX products_brand ON products(brand);
      CREATE INDEX products_price ON products(price);
      CREATE INDEX products_popularity ON products(popularity);
      CREATE INDEX categories_product ON product_categories(product_id);
      CREATE INDEX categories_name ON product_categories(category, product_id);
      """)
  }

  func exec(_ sql: String) {
    var message: UnsafeMutablePointer<CChar>?
    if sqlite3_exec(db, sql, nil, nil, &message) != SQLITE_OK {
      fatalError("SQLite: \(String(cString: message!)) in \(sql)")
    }
  }

  func prepare(_ sql: String) -> OpaquePointer? {
    var statement: OpaquePointer?
    if sqlite3_prepare_v2(db, sql, -1, &statement, nil) != SQLITE_OK {
      fatalError("SQLite: \(String(cString: sqlite3_errmsg(db))) in \(sql)")
    }
    return statement
  }

  func step(_ statement: OpaquePointer?) {
    let code = sqlite3_step(statement)
    guard code == SQLITE_DONE || code == SQLITE_ROW else {
      fatalError("SQLite: \(String(cString: sqlite3_errmsg(db)))")
    }
    sqlite3_reset(statement)
  }

  /// Rows of (text, count) or a single count.
  func rows(_ sql: String, _ bind: [String]) -> [(String, Int)] {
    let statement = prepare(sql)
    defer { sqlite3_finalize(statement) }
    for (offset, value) in bind.enumerated() {
      sqlite3_bind_text(statement, Int32(offset + 1), value, -1, Self.transient)
    }
    var result: [(String, Int)] = []
    while sqlite3_step(statement) == SQLITE_ROW {
      let text = sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? ""
      result.append(
        (text, Int(sqlite3_column_int64(statement, sqlite3_column_count(statement) - 1))))
    }
    return result
  }

  /// The FTS5 query: every word, the last as a prefix (the local engine's prefixLast).
  static func match(_ text: String) -> String? {
    let words = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    guard !words.isEmpty else { return nil }
    return words.enumerated().map { offset, word in
      "\"\(word)\"" + (offset == words.count - 1 ? "*" : "")
    }.joined(separator: " ")
  }

  func run(_ query: WorkloadQuery) -> Counts {
    var counts = Counts()
    var bind: [String] = []
    if let match = query.expandedMatch ?? Self.match(query.text) {
      exec("DROP TABLE IF EXISTS temp.m")
      let statement = prepare(
        "CREATE TEMP TABLE m AS SELECT rowid AS id FROM fts WHERE fts MATCH ?")
      sqlite3_bind_text(statement, 1, match, -1, Self.transient)
      _ = sqlite3_step(statement)
      sqlite3_finalize(statement)
      bind = []
    }
    let matched = Self.match(query.text) != nil
    func conditions(brandFilter: Bool) -> String {
      var parts: [String] = []
      if matched { parts.append("p.id IN (SELECT id FROM temp.m)") }
      if brandFilter, !query.brands.isEmpty {
        parts.append("p.brand IN (\(query.brands.map { "'\($0)'" }.joined(separator: ",")))")
      }
      if let category = query.category {
        parts.append(
          "EXISTS (SELECT 1 FROM product_categories c2 WHERE c2.product_id = p.id AND c2.category = '\(category)')"
        )
      }
      if let free = query.freeShipping { parts.append("p.free_shipping = \(free ? 1 : 0)") }
      if let range = query.priceRange {
        parts.append("p.price BETWEEN \(range.lowerBound) AND \(range.upperBound)")
      }
      return parts.isEmpty ? "1" : parts.joined(separator: " AND ")
    }
    let order: String
    switch query.index {
    case DemoDataset.priceAscending: order = "p.price ASC, p.popularity DESC"
    case DemoDataset.priceDescending: order = "p.price DESC, p.popularity DESC"
    default: order = "p.popularity DESC"
    }
    let main = conditions(brandFilter: true)
    counts.nbHits.append(rows("SELECT count(*) FROM products p WHERE \(main)", bind).first?.1 ?? -1)
    blackHole(
      rows(
        "SELECT p.object_id, p.name FROM products p WHERE \(main) ORDER BY \(order) LIMIT 20 OFFSET \(query.page * 20)",
        bind))
    counts.facets.append(facets(main, names: WorkloadQuery.facetNames))
    if query.disjunctive {
      let other = conditions(brandFilter: false)
      counts.nbHits.append(
        rows("SELECT count(*) FROM products p WHERE \(other)", bind).first?.1 ?? -1)
      counts.facets.append(facets(other, names: ["brand"]))
    }
    return counts
  }

  func facets(_ condition: String, names: [String]) -> [String: [String: Int]] {
    var facets: [String: [String: Int]] = [:]
    for name in names {
      let sql: String
      switch name {
      case "categories":
        sql =
          "SELECT c.category, count(*) FROM product_categories c JOIN products p ON p.id = c.product_id WHERE \(condition) GROUP BY c.category"
      case "free_shipping":
        sql =
          "SELECT CASE p.free_shipping WHEN 1 THEN 'true' ELSE 'false' END, count(*) FROM products p WHERE \(condition) GROUP BY p.free_shipping"
      default:
        sql = "SELECT p.\(name), count(*) FROM products p WHERE \(condition) GROUP BY p.\(name)"
      }
      let values = rows(sql, [])
      if !values.isEmpty { facets[name] = Dictionary(uniqueKeysWithValues: values) }
    }
    return facets
  }
}

// MARK: - Run

/// Prints a line at once (stdout is block-buffered when piped).
func report(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
for size in sizes.isEmpty ? [100_000, 1_000_000] : sizes {
  if ProcessInfo.processInfo.environment["LATIN"] != nil {
    // Accented records against their unaccented twin (LatinText.swift), no products.
    report("## \(size) records of accented words\n")
    try compareLatinWithASCII(count: size)
    continue
  }
  report("## \(size) products\n")
  let records = DemoDataset.records(count: size)
  let jsonSize = records.reduce(0) { $0 + JSONWriter().bytes($1).count }

  let before = residentBytes()
  var start = nowNanoseconds()
  let client = LocalClient()
  try client.addIndex(
    named: DemoDataset.indexName, records: records, settings: DemoDataset.settings,
    replicaSettings: DemoDataset.replicaSettings)
  try client.setSynonyms(
    try Synonym.list(json: WorkloadQuery.synonyms), indexName: DemoDataset.indexName)
  // Pin three Samsung products that match `samsung`, so the pinned query's counts are SQLite's.
  let samsung = try client.search(
    indexName: DemoDataset.indexName, parameters: ["query": "samsung", "hitsPerPage": 3, "page": 2])
  let pinned = (samsung["hits"]?.arrayValue ?? []).compactMap { $0["objectID"]?.stringValue }
  try client.setRules(
    try Rule.list(json: WorkloadQuery.rules(pinning: pinned)), indexName: DemoDataset.indexName)
  let engineBuild = Double(nowNanoseconds() - start)
  // Resident growth: an upper bound (it includes temporaries freed but kept by the allocator).
  let engineMemory = residentBytes() - before
  let engineFootprint = client.memoryFootprint

  if ProcessInfo.processInfo.environment["TANTIVY"] != nil {
    // The engine against tantivy on the same records and text queries.
    report("engine build \(formatNanoseconds(engineBuild)) (replicas and all, in process)")
    try compareWithTantivy(client, records: records)
    continue
  }
  if ProcessInfo.processInfo.environment["ENGINE_ONLY"] != nil {
    // Profiling aid: the engine's workload alone, no anchor, no check.
    report(
      "build \(formatNanoseconds(engineBuild)), held \(megabytes(engineFootprint)), "
        + "resident growth \(megabytes(engineMemory)), JSON \(megabytes(jsonSize))")
    // Each query with the rules, then without them (the rules' cost, in the same run).
    var withRules: [Double] = []
    var withoutRules: [Double] = []
    for query in workload() {
      let body: JSON = ["requests": .array(engineRequests(query))]
      let timing = measure(runs: 15) { try! client.multipleQueries(body) }
      withRules.append(timing.median)
      report("\(query.type) \"\(query.text)\": \(formatNanoseconds(timing.median))")
    }
    try client.setRules([], indexName: DemoDataset.indexName)
    for query in workload() where query.type != "rules" {
      let body: JSON = ["requests": .array(engineRequests(query))]
      withoutRules.append(measure(runs: 15) { try! client.multipleQueries(body) }.median)
    }
    let others = Array(withRules.prefix(withoutRules.count))
    let ratios = zip(others, withoutRules).map { $0 / $1 }.sorted()
    report(
      "the \(ratios.count) queries without rule triggers, with the rules set / without: median "
        + String(format: "%.3f×", ratios[ratios.count / 2])
        + " (per-query ratios \(String(format: "%.2f", ratios.first!))–"
        + "\(String(format: "%.2f", ratios.last!)))")
    continue
  }
  start = nowNanoseconds()
  let sqlite = SQLiteAnchor(records: records)
  let sqliteBuild = Double(nowNanoseconds() - start)
  // SQLite's own count of the memory it holds.
  let sqliteMemory = Int(sqlite3_memory_used())
  // JSON parsing speed on the same records, as NDJSON.
  var ndjson: [UInt8] = []
  for record in records {
    JSONWriter().write(record, to: &ndjson)
    ndjson.append(0x0A)
  }
  let parse = measure(runs: 3, warmup: 0) { try! JSONParser.parseLines(ndjson).count }
  ndjson = []

  // Same answers first.
  let queries = workload()
  precondition(queries.count == 62, "the workload has \(queries.count) queries")
  var mismatches = 0
  for query in queries {
    let ours = engineCounts(try client.multipleQueries(["requests": .array(engineRequests(query))]))
    let theirs = sqlite.run(query)
    if ours != theirs {
      mismatches += 1
      report(
        "MISMATCH \(query.type) \"\(query.text)\": engine \(ours.nbHits) SQLite \(theirs.nbHits)")
      if ours.nbHits == theirs.nbHits {
        print("  facets engine \(ours.facets)\n  facets SQLite \(theirs.facets)")
      }
    }
  }
  precondition(mismatches == 0, "\(mismatches) queries disagree with SQLite")
  report("nbHits and facet counts equal SQLite's on all \(queries.count) queries.\n")

  let engineRuns = 15
  let sqliteRuns = size > 200_000 ? 2 : 5
  var engineSamples: [String: [Double]] = [:]
  var sqliteSamples: [String: [Double]] = [:]
  for query in queries {
    let body: JSON = ["requests": .array(engineRequests(query))]
    let ours = measure(runs: engineRuns) { try! client.multipleQueries(body) }
    let theirs = measure(runs: sqliteRuns) { sqlite.run(query) }
    engineSamples[query.type, default: []] += ours.samples
    sqliteSamples[query.type, default: []] += theirs.samples
  }
  var table = Table(columns: [
    "query type", "queries", "engine median", "engine p99", "SQLite median", "SQLite p99",
    "ratio (median)",
  ])
  var types: [String] = []
  for query in queries where !types.contains(query.type) { types.append(query.type) }
  var allEngine: [Double] = []
  var allSQLite: [Double] = []
  for type in types {
    let ours = Timing(samples: engineSamples[type]!)
    let theirs = Timing(samples: sqliteSamples[type]!)
    allEngine += ours.samples
    allSQLite += theirs.samples
    table.append([
      type, String(queries.filter { $0.type == type }.count), formatNanoseconds(ours.median),
      formatNanoseconds(ours.p99), formatNanoseconds(theirs.median), formatNanoseconds(theirs.p99),
      formatRatio(ours.median, theirs.median),
    ])
  }
  let ours = Timing(samples: allEngine)
  let theirs = Timing(samples: allSQLite)
  table.append([
    "**all**", String(queries.count), formatNanoseconds(ours.median), formatNanoseconds(ours.p99),
    formatNanoseconds(theirs.median), formatNanoseconds(theirs.p99),
    formatRatio(ours.median, theirs.median),
  ])
  report(table.markdown)
  var build = Table(columns: ["", "local engine", "SQLite FTS5"])
  build.append([
    "index build", formatNanoseconds(engineBuild), formatNanoseconds(sqliteBuild),
  ])
  build.append([
    "build per 100k records", formatNanoseconds(engineBuild * 100_000 / Double(size)),
    formatNanoseconds(sqliteBuild * 100_000 / Double(size)),
  ])
  build.append([
    "memory held (engine: counted; SQLite: sqlite3_memory_used)",
    megabytes(engineFootprint), megabytes(sqliteMemory),
  ])
  build.append([
    "memory / records' JSON (\(megabytes(jsonSize)))",
    String(format: "%.2f×", Double(engineFootprint) / Double(jsonSize)),
    String(format: "%.2f×", Double(sqliteMemory) / Double(jsonSize)),
  ])
  build.append(["resident growth while building", megabytes(engineMemory), ""])
  build.append([
    "JSON parse of the records (NDJSON)",
    formatNanoseconds(parse.median)
      + String(format: " (%.0f MB/s)", Double(jsonSize) / parse.median * 1000),
    "",
  ])
  report("\n" + build.markdown + "\n")
  try timeWithTypos(client, queries)
}

/// The workload with typo tolerance on (Algolia's default): typo candidates from the engine's
/// index against the vocabulary scan it replaced, after checking that both give the same hits
/// in the same order.
func timeWithTypos(_ client: LocalClient, _ queries: [WorkloadQuery]) throws {
  var index: [String: [Double]] = [:]
  var scan: [String: [Double]] = [:]
  var types: [String] = []
  for query in queries {
    if !types.contains(query.type) { types.append(query.type) }
    let requests = engineRequests(query, typoTolerance: true).map { request in
      (request["indexName"]?.stringValue ?? "", request)
    }
    func run(_ source: TypoCandidateSource) throws -> [JSON] {
      try requests.map { name, parameters in
        var response = try client.search(
          indexName: name, parameters: parameters, typoCandidates: source)
        response["processingTimeMS"] = nil
        return response
      }
    }
    let (found, expected) = (try run(.index), try run(.scan))
    precondition(found == expected, "responses differ for \"\(query.text)\"")
    index[query.type, default: []] += try measure(runs: 15) { try run(.index) }.samples
    scan[query.type, default: []] += try measure(runs: 3) { try run(.scan) }.samples
  }
  report(
    "Typo tolerance on: responses equal with both typo sources on all \(queries.count) queries.\n")
  var table = Table(columns: [
    "query type (typo tolerance on)", "index median", "index p99", "scan median", "scan p99",
    "ratio (median)",
  ])
  for type in types + ["**all**"] {
    let ours = Timing(samples: type == "**all**" ? index.values.flatMap { $0 } : index[type]!)
    let theirs = Timing(samples: type == "**all**" ? scan.values.flatMap { $0 } : scan[type]!)
    table.append([
      type, formatNanoseconds(ours.median), formatNanoseconds(ours.p99),
      formatNanoseconds(theirs.median), formatNanoseconds(theirs.p99),
      formatRatio(ours.median, theirs.median),
    ])
  }
  report(table.markdown + "\n")
}
