import Foundation
import InstantSearchCore
import InstantSearchLocal
import InstantSearchTestSupport
import Testing

/// `changeRecords` and `mergeChanges` against a full rebuild. After every batch of random saves,
/// replacements, partial updates and deletes, an engine built from scratch with `addIndex` on
/// the records in the index's order (first added first; a replaced record keeps its place, a
/// deleted one saved again goes last) must answer a fixed battery of searches with the same
/// bytes, `processingTimeMS` aside, on the primary, its standard and its virtual replica, and
/// on a primary without settings.
@Suite("Record changes answer as a full rebuild")
struct RecordChangeEquivalenceTests {
  static let settings: JSON = [
    "searchableAttributes": ["name", "brand", "description"],
    "attributesForFaceting": ["brand", "categories", "searchable(color)", "price"],
    "customRanking": ["desc(popularity)"], "attributeForDistinct": "brand",
    "replicas": ["products_price_asc", "virtual(products_relevant)"],
  ]

  static let replicaSettings: [String: JSON] = [
    "products_price_asc": [
      "ranking": [
        "asc(price)", "typo", "geo", "words", "filters", "proximity", "attribute", "exact",
        "custom",
      ]
    ],
    "products_relevant": ["customRanking": ["asc(price)"]],
  ]

  /// The primary's rules: one that changes the filters and gives user data, which the segments
  /// answer; one that pins a record, which merges the changes first.
  static let rules: JSON = [
    [
      "objectID": "audio", "conditions": [["pattern": "wireless", "anchoring": "contains"]],
      "consequence": ["params": ["filters": "price > 20"], "userData": ["banner": "audio"]],
    ],
    [
      "objectID": "pin", "conditions": [["pattern": "phone", "anchoring": "contains"]],
      "consequence": ["promote": [["objectID": "p3", "position": 0]]],
    ],
  ]

  /// Every index name compared: the primary, its two replicas, and the primary without settings.
  static let indexNames = ["products", "products_price_asc", "products_relevant", "plain"]

  /// The searches each index answers after every step.
  static let battery: [JSON] = [
    ["query": ""],
    ["query": "wireless"],
    ["query": "wirless"],
    ["query": "headphnes red"],
    ["query": "hea"],
    ["query": "télé"],
    ["query": "", "filters": "brand:Sony OR price > 50"],
    ["query": "", "facetFilters": [["brand:Apple", "brand:Sony"]]],
    ["query": "", "facets": ["brand", "categories", "price"]],
    ["query": "wireless", "facets": ["*"], "maxValuesPerFacet": 2],
    [
      "query": "hea", "facets": ["brand", "price"], "sortFacetValuesBy": "alpha",
      "maxValuesPerFacet": 3,
    ],
    ["query": "headphnes red", "facets": ["price", "categories"]],
    ["query": "", "page": 1, "hitsPerPage": 3],
    ["query": "", "offset": 2, "length": 4],
    ["query": "wirless", "offset": 1],
    ["query": "wirless headphnes", "typoTolerance": "min"],
    ["query": "wirless headphnes", "typoTolerance": "strict"],
    ["query": "", "aroundLatLng": "48.85, 2.35", "aroundRadius": 2_000_000],
    ["query": "", "insideBoundingBox": [[52.0, 10.0, 44.0, -2.0]]],
    ["query": "", "optionalFilters": ["brand:Apple"]],
    ["query": "wireless", "attributesToSnippet": ["description:5"]],
  ]

  /// Searches the two segments cannot answer exactly: they merge the changes first, so they
  /// run every ``mergingEvery`` steps only.
  static let mergingBattery: [JSON] = [
    ["query": "phone", "distinct": 1],
    ["query": "red phone"],
    ["query": "", "distinct": 2, "facets": ["brand", "price"]],
    ["query": "wirless", "getRankingInfo": true],
  ]
  static let mergingEvery = 4

  /// The seeds of the random test, and the steps each runs.
  static let seeds: [UInt64] = [1, 2, 3]
  static let steps = 60

  /// A step that also folds the pending changes into a new base, every this many steps.
  static let mergeEvery = 15

  @Test("random batches of changes answer as a full rebuild, merged or not", arguments: seeds)
  func randomBatches(seed: UInt64) throws {
    var maker = RecordMaker(seed: seed)
    let client = LocalClient()
    try client.addIndex(
      named: "products", records: maker.initialRecords(40), settings: Self.settings,
      replicaSettings: Self.replicaSettings)
    try client.addIndex(named: "plain", records: maker.initialRecords(24))
    try client.setRules(Rule.list(json: Self.rules), indexName: "products")
    #expect(
      Self.answer(client, "products", ["query": "wireless"])["userData"] == [["banner": "audio"]])
    // The engine gives the records without objectID theirs: the model starts from what it holds.
    var models = [
      "products": ModelIndex(try client.records(ofIndex: "products")),
      "plain": ModelIndex(try client.records(ofIndex: "plain")),
    ]
    guard try Self.expectRebuildAnswers(client, models, "seed \(seed), after loading") else {
      return
    }
    for step in 1...Self.steps {
      let primary = maker.chance(70) ? "products" : "plain"
      let changes = maker.batch(for: models[primary]!)
      let context =
        "seed \(seed), step \(step), \(primary) changed by [\(Self.describe(changes))]"
      let ids = try client.changeRecords(inIndex: primary, changes)
      try #require(ids.count == changes.count, "\(context): returned \(ids)")
      for (change, id) in zip(changes, ids) {
        switch change {
        case .save(let record):
          if let given = record["objectID"]?.stringValue {
            #expect(id == given, "\(context): save of \(given) returned \(id)")
          }
          models[primary]!.save(record, id: id)
        case .delete(let objectID):
          #expect(id == objectID, "\(context): delete of \(objectID) returned \(id)")
          models[primary]!.delete(objectID)
        }
      }
      if primary == "products" && Self.leavesARecord(changes) {
        #expect(client.hasUnmergedChanges(inIndex: primary), "\(context): merged already")
      }
      var merged = ""
      if step % Self.mergeEvery == 0 {
        try client.mergeChanges(inIndex: "products")
        try client.mergeChanges(inIndex: "plain")
        merged = ", then both merged"
      }
      // The battery runs on the base and the changes side by side: nothing merges them.
      let unmerged = client.hasUnmergedChanges(inIndex: "products")
      guard try Self.expectRebuildAnswers(client, models, context + merged) else { return }
      #expect(client.hasUnmergedChanges(inIndex: "products") == unmerged, "\(context)")
      if step % Self.mergingEvery == 0 {
        guard
          try Self.expectRebuildAnswers(
            client, models, context + ", searches that merge", battery: Self.mergingBattery)
        else { return }
      }
    }
  }

  @Test("a search the segments cannot answer exactly merges the changes first")
  func fallbackMerges() throws {
    let client = try Self.shelfClient()
    try client.changeRecords(
      inIndex: "products",
      [.save(["objectID": "s9", "name": "blue wireless speaker", "brand": "Bose", "price": 80])])
    #expect(client.hasUnmergedChanges(inIndex: "products_relevant"))
    let request: JSON = ["query": "wireless", "getRankingInfo": true]
    let answer = Self.answer(client, "products", request)
    #expect(!client.hasUnmergedChanges(inIndex: "products"))
    let rebuilt = LocalClient()
    try rebuilt.addIndex(
      named: "products", records: try client.records(ofIndex: "products"),
      settings: Self.settings, replicaSettings: Self.replicaSettings)
    #expect(answer.jsonString == Self.answer(rebuilt, "products", request).jsonString)
  }

  @Test("a replica takes no writes, and a save must be an object with a usable objectID")
  func refusedWrites() throws {
    let client = try Self.shelfClient()
    let records = try client.records(ofIndex: "products")
    for (index, changes) in [
      ("products_price_asc", [RecordChange.delete(objectID: "s1")]),
      ("products", [.save(["objectID": "s9", "name": "ok"]), .save(["a", "b"])]),
      ("products", [.save(["objectID": ["nested": 1], "name": "bad id"])]),
      ("products", [.save(["objectID": true])]),
    ] {
      #expect(throws: SearchError.self) { try client.changeRecords(inIndex: index, changes) }
    }
    #expect(throws: SearchError.self) { try client.changeRecords(inIndex: "nope", []) }
    #expect(try client.records(ofIndex: "products") == records)
    #expect(!client.hasUnmergedChanges(inIndex: "products"))
  }

  @Test("a snapshot written after changes holds them, merged")
  func snapshotAfterChanges() throws {
    let client = try Self.shelfClient()
    try client.changeRecords(
      inIndex: "products",
      [
        .save(["objectID": "s7", "name": "white café machine", "brand": "Bose", "price": 120]),
        .delete(objectID: "s1"),
      ])
    let answers = Self.answers(client)
    let path = TestFolders.temporary + "record-changes-\(UUID().uuidString).snapshot"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try client.writeSnapshot(to: path)
    #expect(!client.hasUnmergedChanges(inIndex: "products"))
    let opened = LocalClient()
    _ = try opened.openSnapshot(path)
    #expect(Self.answers(opened) == answers)
    #expect(try opened.records(ofIndex: "products") == client.records(ofIndex: "products"))
  }

  @Test("removing a replica keeps the primary's changes; replacing the index drops them")
  func replicaRemovedOrIndexReplaced() throws {
    let client = try Self.shelfClient()
    let saved: JSON = ["objectID": "s8", "name": "mini wireless charger", "brand": "Apple"]
    try client.changeRecords(inIndex: "products", [.save(saved), .delete(objectID: "s1")])
    let records = try client.records(ofIndex: "products")
    client.removeIndex(named: "products_relevant")
    #expect(try client.records(ofIndex: "products") == records)
    try client.changeRecords(inIndex: "products", [.delete(objectID: "s2")])
    #expect(try client.records(ofIndex: "products") == records.filter { $0["objectID"] != "s2" })
    #expect(
      Self.answer(client, "products", ["query": "charger"])["nbHits"] == 1)

    try client.addIndex(
      named: "products", records: Self.shelf, settings: Self.settings,
      replicaSettings: Self.replicaSettings)
    #expect(!client.hasUnmergedChanges(inIndex: "products"))
    #expect(try client.records(ofIndex: "products") == Self.shelf)
    try client.changeRecords(inIndex: "products", [.delete(objectID: "s3")])
    #expect(try client.records(ofIndex: "products") == Self.shelf.filter { $0["objectID"] != "s3" })
  }

  @Test("a record saved without objectID gets one, which is returned and found")
  func savedWithoutObjectID() throws {
    let client = try Self.shelfClient()
    let before = try client.records(ofIndex: "products").compactMap { $0["objectID"]?.stringValue }
    let ids = try client.changeRecords(
      inIndex: "products",
      [.save(["name": "zanzibar speaker", "brand": "Bose", "price": 42, "popularity": 100])])
    #expect(ids.count == 1)
    let id = try #require(ids.first)
    #expect(!id.isEmpty && !before.contains(id))
    for index in ["products", "products_price_asc", "products_relevant"] {
      let response = try client.search(indexName: index, parameters: ["query": "zanzibar"])
      #expect(Fixtures.ids(response) == [id], "in \(index)")
    }
    let stored = try client.records(ofIndex: "products")
    #expect(stored.compactMap { $0["objectID"]?.stringValue } == before + [id])
    #expect(stored.last?["name"] == "zanzibar speaker")
  }

  @Test("deleting an objectID the index does not hold changes nothing")
  func deleteMissing() throws {
    let client = try Self.shelfClient()
    let answers = Self.answers(client)
    let records = try client.records(ofIndex: "products")
    let ids = try client.changeRecords(inIndex: "products", [.delete(objectID: "no-such-record")])
    #expect(ids == ["no-such-record"])
    #expect(try client.records(ofIndex: "products") == records)
    #expect(Self.answers(client) == answers)
  }

  @Test("mergeChanges leaves every answer as it was, and as a rebuild gives it")
  func mergeKeepsAnswers() throws {
    let client = try Self.shelfClient()
    let mug: JSON = [
      "objectID": "s6", "name": "green naïve café mug", "brand": "Generic", "price": 12.5,
    ]
    let headphones: JSON = [
      "objectID": "s2", "name": "black wireless headphones", "brand": "Sony", "price": 99,
      "popularity": 700,
    ]
    let television: JSON = [
      "objectID": "s3", "name": "red télévision", "brand": "Samsung", "price": 450,
    ]
    try client.changeRecords(
      inIndex: "products",
      [.save(mug), .save(headphones), .delete(objectID: "s3"), .save(television)])
    // s2 keeps its place, s3 saved again after its delete goes last.
    let order = [Self.shelf[0], headphones, Self.shelf[3], Self.shelf[4], mug, television]
    #expect(try client.records(ofIndex: "products") == order)
    let pending = Self.answers(client)
    try client.mergeChanges(inIndex: "products")
    #expect(try client.records(ofIndex: "products") == order)
    #expect(Self.answers(client) == pending)
    let rebuilt = LocalClient()
    try rebuilt.addIndex(
      named: "products", records: order, settings: Self.settings,
      replicaSettings: Self.replicaSettings)
    try rebuilt.addIndex(named: "plain", records: Self.shelf)
    #expect(Self.answers(rebuilt) == pending)
  }

  // MARK: - Comparing with a rebuild

  /// Builds an engine from the models' records and compares every index's answers to the
  /// battery, and the records each primary holds, with the incremental engine's; records an
  /// issue for the first mismatches.
  ///
  /// - Returns: whether everything matched (a mismatch ends the run: later steps would repeat
  ///   it).
  static func expectRebuildAnswers(
    _ client: LocalClient, _ models: [String: ModelIndex], _ context: String,
    battery: [JSON] = battery
  ) throws -> Bool {
    let oracle = LocalClient()
    try oracle.addIndex(
      named: "products", records: models["products"]!.records, settings: settings,
      replicaSettings: replicaSettings)
    try oracle.addIndex(named: "plain", records: models["plain"]!.records)
    try oracle.setRules(Rule.list(json: rules), indexName: "products")
    var mismatches = 0
    for primary in ["products", "plain"] {
      let held = try client.records(ofIndex: primary)
      let expected = models[primary]!.records
      let heldIDs = held.map { $0["objectID"]?.stringValue ?? "-" }
      if heldIDs != models[primary]!.ids {
        mismatches += 1
        Issue.record(
          Comment(
            rawValue: "\(context): \(primary) holds \(heldIDs), in the order a rebuild sees "
              + "\(models[primary]!.ids)"))
      } else if let offset = held.indices.first(where: {
        held[$0].jsonString != expected[$0].jsonString
      }) {
        mismatches += 1
        Issue.record(
          Comment(
            rawValue: "\(context): \(primary) holds \(held[offset].jsonString) at \(offset), "
              + "where a rebuild has \(expected[offset].jsonString)"))
      }
    }
    for index in indexNames {
      for request in battery {
        let incremental = answer(client, index, request)
        let rebuilt = answer(oracle, index, request)
        guard incremental.jsonString != rebuilt.jsonString else { continue }
        mismatches += 1
        if mismatches <= 3 {
          Issue.record(
            Comment(rawValue: mismatchReport(context, index, request, incremental, rebuilt)))
        }
      }
    }
    // What browse and deleteBy work on: every match, in the index's order.
    for index in ["products", "plain"] where battery == Self.battery {
      for parameters in matchingBattery {
        let incremental = try client.matchingRecords(indexName: index, parameters: parameters)
        let rebuilt = try oracle.matchingRecords(indexName: index, parameters: parameters)
        guard incremental.map(\.jsonString) != rebuilt.map(\.jsonString) else { continue }
        mismatches += 1
        Issue.record(
          Comment(
            rawValue: "\(context): \(index) matches \(incremental.count) records for "
              + "\(parameters.jsonString), a rebuild \(rebuilt.count)"))
      }
    }
    return mismatches == 0
  }

  /// The parameters of browse and deleteBy the test matches records with.
  static let matchingBattery: [JSON] = [
    ["query": ""], ["query": "wirless", "filters": "price > 50"],
    ["query": "", "facetFilters": ["brand:Sony"]],
    ["query": "headphnes", "typoTolerance": "min"],
  ]

  /// Whether a batch leaves a record saved: some save's objectID is not deleted after it.
  static func leavesARecord(_ changes: [RecordChange]) -> Bool {
    changes.indices.contains { position in
      guard case .save(let record) = changes[position] else { return false }
      guard let id = record["objectID"]?.stringValue else { return true }
      return !changes[(position + 1)...].contains(.delete(objectID: id))
    }
  }

  /// One search's answer without `processingTimeMS`, or its error as text.
  static func answer(_ client: LocalClient, _ index: String, _ request: JSON) -> JSON {
    Fixtures.timelessAnswer(client, index, request)
  }

  /// Every answer of the battery on every index, as text.
  static func answers(_ client: LocalClient) -> [String] {
    indexNames.flatMap { index in battery.map { answer(client, index, $0).jsonString } }
  }

  /// What a mismatch shows: where it happened, the request, the top-level members that differ,
  /// the first place they differ and both answers (cut short).
  static func mismatchReport(
    _ context: String, _ index: String, _ request: JSON, _ incremental: JSON, _ rebuilt: JSON
  ) -> String {
    let left = incremental.objectValue ?? JSONObject()
    let right = rebuilt.objectValue ?? JSONObject()
    var members = left.keys.filter {
      right[$0] == nil || left[$0]!.jsonString != right[$0]!.jsonString
    }
    members += right.keys.filter { left[$0] == nil }
    var lines = [
      "\(context): index \(index), request \(request.jsonString)",
      "members that differ: \(members.joined(separator: ", "))",
    ]
    if let (path, one, other) = firstDifference(incremental, rebuilt, at: "") {
      lines.append(
        "first difference at \(path.isEmpty ? "the top" : path): incremental "
          + "\(one?.jsonString ?? "nothing"), rebuilt \(other?.jsonString ?? "nothing")")
    }
    lines.append("incremental: " + clipped(incremental.jsonString))
    lines.append("rebuilt: " + clipped(rebuilt.jsonString))
    return lines.joined(separator: "\n")
  }

  /// The path to the first place two values differ (a member, an element, the order of keys,
  /// the length of an array), with the two values there.
  static func firstDifference(_ one: JSON, _ other: JSON, at path: String)
    -> (String, JSON?, JSON?)?
  {
    guard one.jsonString != other.jsonString else { return nil }
    switch (one, other) {
    case (.object(let left), .object(let right)):
      for (key, value) in left {
        guard let counterpart = right[key] else { return (path + "." + key, value, nil) }
        if let difference = firstDifference(value, counterpart, at: path + "." + key) {
          return difference
        }
      }
      if let key = right.keys.first(where: { left[$0] == nil }) {
        return (path + "." + key, nil, right[key])
      }
      return (
        path + " (order of keys)", .array(left.keys.map { .string($0) }),
        .array(right.keys.map { .string($0) })
      )
    case (.array(let left), .array(let right)):
      for (offset, (value, counterpart)) in zip(left, right).enumerated() {
        if let difference = firstDifference(value, counterpart, at: path + "[\(offset)]") {
          return difference
        }
      }
      return (
        path + " (length)", .number(Double(left.count)), .number(Double(right.count))
      )
    default:
      return (path, one, other)
    }
  }

  /// The text, cut to its first 1,500 characters.
  static func clipped(_ text: String) -> String {
    text.count <= 1_500 ? text : String(text.prefix(1_500)) + "…"
  }

  /// A batch as `save p3, save (no objectID), delete p5`.
  static func describe(_ changes: [RecordChange]) -> String {
    changes.map { change in
      switch change {
      case .save(let record): "save " + (record["objectID"]?.stringValue ?? "(no objectID)")
      case .delete(let objectID): "delete " + objectID
      }
    }.joined(separator: ", ")
  }

  // MARK: - A small fixed index

  /// Five records, read easily.
  static let shelf: [JSON] = [
    [
      "objectID": "s1", "name": "red wireless headphones", "brand": "Sony",
      "description": "wireless headphones with a long battery", "categories": ["Audio"],
      "price": 199, "popularity": 500, "_geoloc": ["lat": 48.85, "lng": 2.35],
    ],
    [
      "objectID": "s2", "name": "blue phone case", "brand": "Apple",
      "categories": [["Phones", "Cases"], "Accessories"], "price": 29.99, "popularity": 300,
      "color": "blue",
    ],
    [
      "objectID": "s3", "name": "télévision écran", "brand": "Samsung", "description": nil,
      "categories": ["TV"], "price": 899, "popularity": 300, "color": nil,
    ],
    [
      "objectID": "s4", "name": "naïve café speaker", "brand": "Bose",
      "description": "a wireless speaker for the café", "categories": ["Audio", "Kitchen"],
      "popularity": 800, "_geoloc": ["lat": 45.76, "lng": 4.84],
    ],
    [
      "objectID": "s5", "name": "white headset", "brand": "Generic", "categories": ["Audio"],
      "price": 15, "color": "white",
    ],
  ]

  /// An engine with the shelf as `products` (with its replicas) and as `plain`.
  static func shelfClient() throws -> LocalClient {
    let client = LocalClient()
    try client.addIndex(
      named: "products", records: shelf, settings: settings, replicaSettings: replicaSettings)
    try client.addIndex(named: "plain", records: shelf)
    return client
  }
}

// MARK: - The model

extension RecordChangeEquivalenceTests {
  /// An index as a full rebuild sees it: the records in order, each under its objectID. A save
  /// replaces a record in place or appends it; a delete removes it.
  struct ModelIndex {
    private(set) var entries: [(id: String, record: JSON)]

    /// The model of an index holding `records` (each with its objectID), in that order.
    init(_ records: [JSON]) {
      entries = records.map { ($0["objectID"]?.stringValue ?? "", $0) }
    }

    /// The records, in order.
    var records: [JSON] { entries.map { $0.record } }

    /// The objectIDs, in order.
    var ids: [String] { entries.map { $0.id } }

    /// The record with this objectID.
    func record(_ id: String) -> JSON? {
      entries.first { $0.id == id }?.record
    }

    /// Saves a record under `id`, which it gets as its last member when it has no objectID.
    mutating func save(_ record: JSON, id: String) {
      var record = record
      if record["objectID"] == nil { record["objectID"] = .string(id) }
      if let position = entries.firstIndex(where: { $0.id == id }) {
        entries[position].record = record
      } else {
        entries.append((id, record))
      }
    }

    /// Removes the record with this objectID, if any.
    mutating func delete(_ id: String) {
      entries.removeAll { $0.id == id }
    }
  }

  // MARK: - Random records and changes

  /// Random records from small vocabularies, so that most searches match many of them, and
  /// random batches of changes to a model. The same seed gives the same records and batches.
  struct RecordMaker {
    static let colors = ["red", "blue", "black", "white", "green", "rouge"]
    static let kinds = [
      "wireless headphones", "headphones", "phone case", "phone", "speaker", "télévision",
      "headset", "charger", "naïve café mug", "café machine",
    ]
    static let adjectives = ["wireless", "portable", "smart", "naïve", "mini", "pro"]
    static let words = [
      "wireless", "sound", "headphones", "battery", "télévision", "écran", "naïve", "café", "phone",
      "case", "red", "blue", "noise", "cancelling", "heavy", "light", "for", "the", "with", "and",
    ]
    static let brands = ["Apple", "Sony", "Samsung", "Bose", "Generic"]
    static let categories = ["Audio", "Phones", "TV", "Accessories", "Kitchen", "Sale"]

    var random: SeededGenerator
    var counter = 0

    init(seed: UInt64) {
      random = SeededGenerator(seed: seed)
    }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
      Int.random(in: range, using: &random)
    }

    /// True `percent` times in 100.
    mutating func chance(_ percent: Int) -> Bool {
      int(1...100) <= percent
    }

    /// One of `values`.
    mutating func pick<Value>(_ values: [Value]) -> Value {
      values[int(0...values.count - 1)]
    }

    /// An objectID never given before.
    mutating func newID() -> String {
      counter += 1
      return "p\(counter)"
    }

    /// `count` records, a quarter of them without objectID.
    mutating func initialRecords(_ count: Int) -> [JSON] {
      (0..<count).map { _ in record(id: chance(25) ? nil : newID()) }
    }

    /// A record: name, brand, description (sometimes null), categories (sometimes nested), price
    /// (an integer or not, sometimes missing), popularity (sometimes missing, often tied), color
    /// (sometimes null or missing), `_geoloc` on some.
    mutating func record(id: String?) -> JSON {
      var record = JSONObject()
      if let id { record["objectID"] = .string(id) }
      record["name"] = name()
      record["brand"] = .string(pick(Self.brands))
      record["description"] = chance(8) ? .null : description()
      record["categories"] = categoryList()
      if let price = price() { record["price"] = price }
      if chance(80) { record["popularity"] = popularity() }
      if !chance(10) { record["color"] = chance(15) ? .null : .string(pick(Self.colors)) }
      if chance(40) { record["_geoloc"] = geoloc() }
      return .object(record)
    }

    /// The record with one or two members changed, added or removed.
    mutating func changed(_ record: JSON) -> JSON {
      var record = record
      for _ in 0..<int(1...2) {
        switch int(0...7) {
        case 0: record["name"] = name()
        case 1: record["price"] = price()
        case 2: record["popularity"] = chance(25) ? nil : popularity()
        case 3: record["brand"] = .string(pick(Self.brands))
        case 4: record["color"] = chance(40) ? .null : .string(pick(Self.colors))
        case 5: record["categories"] = categoryList()
        case 6: record["_geoloc"] = record["_geoloc"] == nil ? geoloc() : nil
        default: record["description"] = description()
        }
      }
      return record
    }

    mutating func name() -> JSON {
      let adjective = chance(50) ? pick(Self.adjectives) + " " : ""
      return .string(pick(Self.colors) + " " + adjective + pick(Self.kinds))
    }

    mutating func description() -> JSON {
      .string((0..<int(4...12)).map { _ in pick(Self.words) }.joined(separator: " "))
    }

    mutating func categoryList() -> JSON {
      if chance(20) {
        return [[.string(pick(Self.categories)), .string(pick(Self.categories))], "Sale"]
      }
      return .array((0..<int(1...3)).map { _ in .string(pick(Self.categories)) })
    }

    mutating func price() -> JSON? {
      switch int(0...9) {
      case 0, 1: nil
      case 2, 3, 4: .number(Double(int(5...300)) + pick([0.5, 0.99, 0.25]))
      default: .number(Double(int(5...300)))
      }
    }

    mutating func popularity() -> JSON {
      .number(Double(int(0...5) * 100))
    }

    mutating func geoloc() -> JSON {
      [
        "lat": .number(Double(int(4_000...5_500)) / 100),
        "lng": .number(Double(int(-500...1_500)) / 100),
      ]
    }

    /// One to five changes to the index `model` describes: new records (some without objectID),
    /// replacements, partial updates, deletes of held and of missing objectIDs, and an objectID
    /// saved twice. Each change is drawn against the index as the earlier ones left it (but for
    /// records saved without objectID, whose ID is not known yet).
    mutating func batch(for model: ModelIndex) -> [RecordChange] {
      var working = model
      var changes: [RecordChange] = []
      func save(_ record: JSON) {
        changes.append(.save(record))
        if let id = record["objectID"]?.stringValue { working.save(record, id: id) }
      }
      let size = int(1...5)
      while changes.count < size {
        switch working.ids.isEmpty ? 0 : int(0...99) {
        case 0..<25:
          save(record(id: chance(20) ? nil : newID()))
        case 25..<45:
          save(record(id: pick(working.ids)))
        case 45..<65:
          save(changed(working.record(pick(working.ids))!))
        case 65..<85:
          let id = pick(working.ids)
          changes.append(.delete(objectID: id))
          working.delete(id)
        case 85..<90:
          changes.append(.delete(objectID: "missing-" + newID()))
        default:
          // The same objectID twice: a new or a held record, then a change of it.
          let id = chance(50) ? newID() : pick(working.ids)
          save(record(id: id))
          if changes.count < size { save(changed(working.record(id)!)) }
        }
      }
      return changes
    }
  }
}
