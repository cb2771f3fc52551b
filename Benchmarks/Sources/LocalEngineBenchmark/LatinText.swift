// LATIN=1: what accented text costs. Records of French, German, Spanish, Portuguese, Polish,
// Czech, Swedish and Turkish words, and their twin with every word written without its
// accents (`crème` → `creme`, `straße` → `strasse`), which the engine folds to the same
// tokens (but for `łódź`, whose `ł` folding keeps: it is searched as `łódź` on one side and
// `lodz` on the other): built and searched alternately, with hit counts checked equal. The
// twin is the anchor: an ASCII text takes the engine's byte paths throughout.

import BenchmarkSupport
import Foundation
import InstantSearchCore
import InstantSearchLocal

/// Accented words and the same without accents.
let latinWords: [(latin: String, ascii: String)] = [
  ("crème", "creme"), ("brûlée", "brulee"), ("château", "chateau"), ("forêt", "foret"),
  ("élève", "eleve"), ("garçon", "garcon"), ("naïve", "naive"), ("façade", "facade"),
  ("déjà", "deja"), ("été", "ete"), ("hôtel", "hotel"), ("rôle", "role"), ("côte", "cote"),
  ("île", "ile"), ("noël", "noel"), ("fête", "fete"), ("müller", "muller"),
  ("straße", "strasse"), ("größe", "grosse"), ("schön", "schon"), ("über", "uber"),
  ("mañana", "manana"), ("niño", "nino"), ("señor", "senor"), ("café", "cafe"),
  ("résumé", "resume"), ("société", "societe"), ("économie", "economie"),
  ("température", "temperature"), ("ação", "acao"), ("coração", "coracao"), ("łódź", "lodz"),
  ("kraków", "krakow"), ("příliš", "prilis"), ("žluťoučký", "zlutoucky"),
  ("smörgåsbord", "smorgasbord"), ("fjäll", "fjall"), ("şehir", "sehir"), ("çay", "cay"),
]

/// Words without accents in either language.
let plainWords = [
  "maison", "table", "rouge", "livre", "jardin", "porte", "grand", "petit", "nuit", "soleil",
  "haus", "garten", "casa", "libro", "mesa", "rio", "lampe", "papier",
]

/// The records, and their twin without accents: the same words in the same places.
func latinRecords(count: Int) -> (latin: [JSON], ascii: [JSON]) {
  var state: UInt64 = 0x51_7CC1_B727_220A
  func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int(state >> 33) % bound
  }
  func text(_ words: Int, capitalized: Bool) -> (String, String) {
    var latin: [String] = []
    var ascii: [String] = []
    for position in 0..<words {
      var pair =
        next(2) == 0
        ? latinWords[next(latinWords.count)]
        : { ($0, $0) }(plainWords[next(plainWords.count)])
      if capitalized && position == 0 { pair = (pair.0.capitalized, pair.1.capitalized) }
      latin.append(pair.0)
      ascii.append(pair.1)
    }
    return (latin.joined(separator: " "), ascii.joined(separator: " "))
  }
  var latin: [JSON] = []
  var ascii: [JSON] = []
  for number in 0..<count {
    let name = text(4 + next(3), capitalized: true)
    let description = text(16, capitalized: true)
    let brand = text(1, capitalized: true)
    let price = JSON.number(Double(next(100_000)) / 100)
    for side in 0..<2 {
      let record: JSON = [
        "objectID": .string(String(number)),
        "name": .string(side == 0 ? name.0 : name.1),
        "description": .string(side == 0 ? description.0 : description.1),
        "brand": .string(side == 0 ? brand.0 : brand.1), "price": price,
      ]
      if side == 0 { latin.append(record) } else { ascii.append(record) }
    }
  }
  return (latin, ascii)
}

/// The queries: accented as typed, the same without accents, and plain words.
let latinQueries: [(type: String, latin: String, ascii: String)] =
  [
    ("crème", "creme"), ("château forêt", "chateau foret"), ("straße", "strasse"), ("soc", "soc"),
    ("fête hôt", "fete hot"), ("łódź", "lodz"), ("señor niñ", "senor nin"),
  ].map {
    ("accented words", $0.0, $0.1)
  }
  + [("creme brulee", "creme brulee"), ("resume", "resume"), ("smorg", "smorg")].map {
    ("the same unaccented", $0.0, $0.1)
  }
  + [
    ("maison", "maison"), ("rouge jar", "rouge jar"), ("ma", "ma"), ("table livre", "table livre"),
  ]
  .map { ("plain words", $0.0, $0.1) }

/// Builds both indices alternately and runs the queries on both, alternately, and reports.
func compareLatinWithASCII(count: Int, rounds: Int = 15) throws {
  let (latin, ascii) = latinRecords(count: count)
  let settings: JSON = [
    "searchableAttributes": ["name", "brand", "description"],
    "attributesForFaceting": ["searchable(brand)", "price"],
  ]
  var builds: [[Double]] = [[], []]
  var clients: [LocalClient] = []
  for round in 0..<3 {
    for (side, records) in [latin, ascii].enumerated() {
      let start = nowNanoseconds()
      let client = LocalClient()
      try client.addIndex(named: "products", records: records, settings: settings)
      builds[side].append(Double(nowNanoseconds() - start))
      if round == 0 { clients.append(client) }
    }
  }
  let (latinBuild, asciiBuild) = (Timing(samples: builds[0]), Timing(samples: builds[1]))
  report(
    "\(count) records (\(megabytes(latin.reduce(0) { $0 + JSONWriter().bytes($1).count }))"
      + " of JSON) built 3 times each, alternately: accented \(latinBuild), unaccented "
      + "\(asciiBuild), \(formatRatio(latinBuild.median, asciiBuild.median))\n")
  var table = Table(columns: [
    "queries", "accented median", "accented p99", "unaccented median", "unaccented p99",
    "accented / unaccented", "equal counts",
  ])
  var all: [[Double]] = [[], []]
  for type in ["accented words", "the same unaccented", "plain words"] {
    var samples: [[Double]] = [[], []]
    var equal = 0
    let queries = latinQueries.filter { $0.type == type }
    for query in queries {
      var counts = [0, 0]
      for _ in 0..<rounds {
        for (side, text) in [query.latin, query.ascii].enumerated() {
          let start = nowNanoseconds()
          let response = try clients[side].search(
            indexName: "products", parameters: ["query": .string(text), "facets": ["brand"]])
          samples[side].append(Double(nowNanoseconds() - start))
          counts[side] = response["nbHits"]?.intValue ?? -1
        }
      }
      if counts[0] == counts[1] {
        equal += 1
      } else {
        report("\"\(query.latin)\": \(counts[0]) hits, \"\(query.ascii)\": \(counts[1])")
      }
    }
    all[0] += samples[0]
    all[1] += samples[1]
    table.append(row("\(type) (\(queries.count))", samples, "\(equal)/\(queries.count)"))
  }
  table.append(row("**all \(latinQueries.count)**", all, ""))
  report(table.markdown + "\n")
}

/// A table row of the two sides' timings.
private func row(_ name: String, _ samples: [[Double]], _ equal: String) -> [String] {
  let (latin, ascii) = (Timing(samples: samples[0]), Timing(samples: samples[1]))
  return [
    name, formatNanoseconds(latin.median), formatNanoseconds(latin.p99),
    formatNanoseconds(ascii.median), formatNanoseconds(ascii.p99),
    formatRatio(latin.median, ascii.median), equal,
  ]
}
