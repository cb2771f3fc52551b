import InstantSearchCore
import Testing

@testable import InstantSearchLocal

/// The facet, numeric and sort columns an index builds are the ones their definition gives,
/// computed here the plain way, record by record through `value(atPath:)`: values numbered as
/// first seen by their normalized text (in ascending order when all are numbers), each record's
/// values without repeats, the numbers of every top-level key and dotted facet sorted, the first
/// scalar of each sort attribute ranked.
@Suite("The columns built from the records")
struct ColumnBuildTests {
  /// Records with every kind of column value: strings in two cases, numbers (with -0 and 0),
  /// booleans, arrays with repeats and nested arrays, nested objects, a dotted path also given
  /// as a literal key, nulls, missing values, keys in changing order, a facet whose values
  /// start late, one that turns from single values to several, one from numbers to text.
  static func mixedRecords() -> [JSON] {
    (0..<1500).map { index -> JSON in
      var members: [(String, JSON)] = [
        ("objectID", .string("r\(index)")),
        ("color", index % 9 == 0 ? .null : .string(["Red", "red", "Blue", "GREEN"][index % 4])),
        ("price", .number(index % 13 == 0 ? -0.0 : Double(index % 97) * 1.5)),
        ("size", index < 700 ? .number(Double(index % 5)) : .string(["S", "M", "3"][index % 3])),
        ("flags", index % 5 == 0 ? .array([1, 1, 2, 1]) : .array([.bool(index % 2 == 0)])),
        ("nested", .array([.array([.number(Double(index % 3))]), .string("x\(index % 4)")])),
        ("meta", ["level": .number(Double(index % 6)), "tier": .string("t\(index % 3)")]),
        ("rank", index % 11 == 0 ? .string("z\(index % 7)") : .number(Double(index % 50))),
      ]
      if index >= 300 { members.append(("late", .string("l\(index % 10)"))) }
      if index % 17 == 0 { members.append(("meta.level", .number(100))) }
      if index % 3 == 0 { members.append(("_tags", ["Sale", "sale", "new"])) }
      if index % 46 == 10 { members.append(("multi", ["a", "a", "b", "a"])) }
      if index % 2 == 1 { members.append(("multi", "c")) }
      if index % 7 == 0 { members.append(("missing", .null)) }
      if index % 4 == 1 { members.reverse() }
      return .object(JSONObject(members))
    }
  }

  static let mixedSettings: JSON = [
    "searchableAttributes": ["color", "late"],
    "attributesForFaceting": [
      "color", "price", "size", "flags", "nested", "meta.level", "meta.tier", "late", "multi",
      "missing", "rank",
    ],
    "customRanking": ["desc(rank)", "asc(meta.level)", "asc(price)", "desc(size)"],
  ]

  static func build(_ records: [JSON], settings: JSON, replicas: [JSON] = []) throws
    -> IndexData
  {
    try IndexData(
      records: records, settings: IndexSettings(json: settings, source: "settings"),
      replicaSettings: replicas.map { try IndexSettings(json: $0, source: "replica") }
    ) { _ in }
  }

  /// A facet column as its definition gives it: the value ids, the value texts and numbers,
  /// each record's ids.
  static func expectedFacet(_ attribute: String, _ records: [JSON])
    -> (displays: [String], numbers: [Double?], perRecord: [[Int]], numeric: Bool)
  {
    var ids: [String: Int] = [:]
    var displays: [String] = []
    var numbers: [Double?] = []
    var perRecord: [[Int]] = []
    for record in records {
      var own: [Int] = []
      record.value(atPath: attribute)?.forEachScalar { scalar in
        guard let text = scalar.scalarText else { return }
        let key = attribute == "_tags" ? text : Tokenizer.facetKey(text)
        if ids[key] == nil {
          ids[key] = displays.count
          displays.append(text)
          numbers.append(scalar.doubleValue)
        }
        if !own.contains(ids[key]!) { own.append(ids[key]!) }
      }
      perRecord.append(own)
    }
    guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else {
      return (displays, numbers, perRecord, false)
    }
    let order = numbers.indices.sorted { numbers[$0]! < numbers[$1]! }
    var rank = [Int](repeating: 0, count: order.count)
    for (position, id) in order.enumerated() { rank[id] = position }
    return ([], order.map { numbers[$0] }, perRecord.map { $0.map { rank[$0] } }, true)
  }

  /// Each record's value ids in a built column, whatever its layout.
  static func perRecord(_ column: FacetColumn, count: Int) -> [[Int]] {
    (0..<count).map { record in
      if let single = column.singleValues {
        return single.isEmpty || single[record] == .max ? [] : [Int(single[record])]
      }
      let range = Int(column.recordStarts[record])..<Int(column.recordStarts[record + 1])
      return range.map { Int(column.recordValues[$0]) }
    }
  }

  /// The numeric columns as their definition gives them: every top-level number, boolean and
  /// number element of an array, then the numbers of each dotted facet; stably sorted by value.
  static func expectedNumerics(_ records: [JSON], facets: [String])
    -> [String: [(Double, UInt32)]]
  {
    var columns: [String: [(Double, UInt32)]] = [:]
    for (number, record) in records.enumerated() {
      let number = UInt32(number)
      for (key, value) in record.objectValue ?? JSONObject() {
        switch value {
        case .number(let numeric): columns[key, default: []].append((numeric, number))
        case .bool(let flag): columns[key, default: []].append((flag ? 1 : 0, number))
        case .array(let elements):
          for numeric in elements.compactMap(\.doubleValue) {
            columns[key, default: []].append((numeric, number))
          }
        default: break
        }
      }
      for name in facets where name.contains(".") {
        record.value(atPath: name)?.forEachScalar { scalar in
          if let numeric = scalar.doubleValue {
            columns[name, default: []].append((numeric, number))
          }
        }
      }
    }
    return columns.mapValues { pairs in
      pairs.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
        .map(\.element)
    }
  }

  static func checkColumns(_ index: IndexData, _ records: [JSON], sortAttributes: [String])
    throws
  {
    #expect(index.count == records.count)
    for (attribute, column) in index.facets {
      let expected = expectedFacet(attribute, records)
      #expect(column.isNumeric == expected.numeric, "\(attribute)")
      #expect(column.displays == expected.displays, "\(attribute)")
      #expect(
        column.numbers.map { $0?.bitPattern } == expected.numbers.map { $0?.bitPattern },
        "\(attribute)")
      let own = perRecord(column, count: records.count)
      #expect(own == expected.perRecord, "\(attribute)")
      let single = expected.perRecord.allSatisfy { $0.count <= 1 }
      #expect((column.singleValues != nil) == single, "\(attribute)")
      for id in 0..<column.valueCount {
        let holding = expected.perRecord.indices.filter { expected.perRecord[$0].contains(id) }
        #expect(column.posting(Int32(id)).map(Int.init) == holding, "\(attribute) \(id)")
      }
      if !expected.numeric {
        for (id, display) in column.displays.enumerated() {
          #expect(column.id(of: display) == Int32(id), "\(attribute) \(display)")
        }
      }
    }
    var expectedNumerics = expectedNumerics(records, facets: Array(index.facets.keys))
    for (attribute, column) in index.facets where column.isNumeric {
      expectedNumerics[attribute] = nil
    }
    #expect(Set(index.numerics.keys) == Set(expectedNumerics.keys))
    for (attribute, pairs) in expectedNumerics {
      let column = try #require(index.numerics[attribute])
      #expect(Array(column.values).map(\.bitPattern) == pairs.map(\.0.bitPattern), "\(attribute)")
      #expect(Array(column.records) == pairs.map(\.1), "\(attribute)")
    }
    #expect(Set(index.sortRanks.keys) == Set(sortAttributes))
    for attribute in sortAttributes {
      let firsts = records.map { record -> JSON? in
        var first: JSON?
        record.value(atPath: attribute)?.forEachScalar { if first == nil { first = $0 } }
        return first
      }
      let expected = IndexData.denseRanks(firsts)
      let built = try #require(index.sortRanks[attribute])
      #expect(Array(built.ranks) == Array(expected.ranks), "\(attribute)")
      #expect(built.distinct == expected.distinct, "\(attribute)")
    }
  }

  @Test("facets, numbers, dotted paths, arrays, nulls and missing values give their columns")
  func mixedColumns() throws {
    let records = Self.mixedRecords()
    for twoStage in [false, true] {
      let index = try IndexData(
        records: records, settings: IndexSettings(json: Self.mixedSettings, source: "settings"),
        replicaSettings: [], twoStage: twoStage
      ) { _ in }
      #expect(index.facets.count == 12)
      #expect(index.facets["size"]?.isNumeric == false)
      #expect(index.facets["price"]?.isNumeric == true)
      #expect(index.facets["late"]?.singleValues != nil)
      #expect(index.facets["multi"]?.singleValues == nil)
      try Self.checkColumns(
        index, records, sortAttributes: ["rank", "meta.level", "price", "size"])
    }
  }

  @Test("the demo products and their replicas give their columns")
  func demoColumns() throws {
    let records = DemoDataset.records(count: 3000)
    let index = try Self.build(
      records, settings: DemoDataset.settings, replicas: Array(DemoDataset.replicaSettings.values))
    #expect(index.facets.count == 9)
    try Self.checkColumns(index, records, sortAttributes: ["price", "rating", "popularity"])
  }

  @Test("a column read through a path splits it once and reads what value(atPath:) reads")
  func attributePaths() {
    let record: JSON = [
      "a": ["b": ["c": 1]], "a.b": 2, "x": ["": ["y": 3]], "plain": "p",
    ]
    for name in ["a", "a.b", "a.b.c", "a.c", "x..y", "plain", "plain.z", "none", ""] {
      #expect(AttributePath(name).value(in: record) == record.value(atPath: name), "\(name)")
    }
  }
}
