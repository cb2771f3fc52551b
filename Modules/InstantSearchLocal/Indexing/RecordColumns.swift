import InstantSearchCore

/// The columns an index takes from its records besides their words, their JSON and their
/// points, filled a record at a time while it is built: a facet column for each faceted
/// attribute (``FacetColumn/Collector``), a numeric column for each top-level attribute holding
/// numbers, booleans or arrays of numbers and for each dotted facet holding numbers
/// (``NumericColumn``), and each sort attribute's values (``SortValues``).
///
/// Paths are resolved once (``AttributePath``). A record's top-level members are walked once,
/// each key found by its id (``RecordKeys``), and the id says which path the key names whole,
/// which dotted paths start with it and which numeric column it fills: no path is split and no
/// key is looked up in a dictionary of columns per record.
///
/// Not thread-safe: filled by one caller, then finished once (on any thread).
struct RecordColumns: Sendable {
  /// What ``finish()`` gives: the columns as ``IndexData`` keeps them.
  struct Finished: Sendable {
    /// The facet columns by attribute.
    var facets: [String: FacetColumn] = [:]
    /// The numeric columns by attribute, sorted (none for a numeric facet, which answers
    /// numeric filters itself).
    var numerics: [String: NumericColumn] = [:]
    /// Each sort attribute's dense ranks and how many distinct values it has.
    var sortRanks: [String: (ranks: IndexArray<UInt32>, distinct: Int)] = [:]
  }

  /// The facet and sort paths, each once.
  private let paths: [AttributePath]
  /// By path: the head (the first component) of a dotted path, -1 for a path without a dot.
  private let pathHeads: [Int]
  private let pathByName: [String: Int]
  private let headByName: [String: Int]
  private var keys = RecordKeys()
  /// By key id: the path the key names whole, the head it is, its numeric column (-1: none).
  private var keyPaths: [Int] = []
  private var keyHeads: [Int] = []
  private var keyNumerics: [Int] = []
  private var numerics: [NumericColumn] = []
  private var numericNames: [String] = []
  private var numericByName: [String: Int] = [:]
  private var facets: [FacetColumn.Collector]
  /// By facet: its path.
  private let facetPaths: [Int]
  /// The dotted facets, whose numbers also fill a numeric column of their name, and that column
  /// once a number came (-1 before).
  private var dottedFacets: [(facet: Int, column: Int)]
  private let sortAttributes: [String]
  /// By sort attribute: its path.
  private let sortPaths: [Int]
  private var sortValues: [SortValues]
  /// The current record's value at each path, and of each head.
  private var found: [JSON?]
  private var heads: [JSON?]
  private let expectedCount: Int
  /// How many records were added.
  private(set) var count = 0
  /// After how many records the columns reserve what they predict for the records expected.
  static let sampleSize = 1000

  /// Empty columns for the facets `facetNames` (`_tags` matches case-sensitively) and the sort
  /// attributes, for about `expectedCount` records.
  init(facetNames: [String], sortAttributes: [String], expectedCount: Int) {
    var paths: [AttributePath] = []
    var pathByName: [String: Int] = [:]
    func path(_ name: String) -> Int {
      if let known = pathByName[name] { return known }
      paths.append(AttributePath(name))
      pathByName[name] = paths.count - 1
      return paths.count - 1
    }
    let facetPaths = facetNames.map(path)
    self.facetPaths = facetPaths
    sortPaths = sortAttributes.map(path)
    var headByName: [String: Int] = [:]
    pathHeads = paths.map { path in
      guard let first = path.components.first else { return -1 }
      if let known = headByName[first] { return known }
      headByName[first] = headByName.count
      return headByName.count - 1
    }
    self.paths = paths
    self.pathByName = pathByName
    self.headByName = headByName
    facets = facetNames.map {
      FacetColumn.Collector(
        attribute: $0, caseSensitive: $0 == "_tags", expectedCount: expectedCount)
    }
    dottedFacets = facetNames.indices.filter { paths[facetPaths[$0]].isDotted }.map { ($0, -1) }
    self.sortAttributes = sortAttributes
    sortValues = sortAttributes.map { _ in SortValues(expectedCount: expectedCount) }
    found = Array(repeating: nil, count: paths.count)
    heads = Array(repeating: nil, count: headByName.count)
    self.expectedCount = expectedCount
  }

  /// Adds record `number` (the next one), a JSON object.
  mutating func add(_ record: JSON, _ number: UInt32) {
    for index in found.indices { found[index] = nil }
    for index in heads.indices { heads[index] = nil }
    if case .object(let object) = record {
      for position in object.indices {
        let (key, value) = object[position]
        let id = keys.id(of: key, at: position)
        if id == keyPaths.count {
          keyPaths.append(pathByName[key] ?? -1)
          keyHeads.append(headByName[key] ?? -1)
          keyNumerics.append(-1)
        }
        if keyPaths[id] >= 0 { found[keyPaths[id]] = value }
        if keyHeads[id] >= 0 { heads[keyHeads[id]] = value }
        addNumbers(of: value, key: key, id: id, number)
      }
    }
    for (index, head) in pathHeads.enumerated() where head >= 0 && found[index] == nil {
      if let value = heads[head] { found[index] = paths[index].nested(in: value, from: 1) }
    }
    for index in facets.indices {
      if let value = found[facetPaths[index]] {
        value.forEachScalar { facets[index].append($0) }
      }
      facets[index].endRecord()
    }
    addDottedNumbers(number)
    for (index, path) in sortPaths.enumerated() {
      var first: JSON?
      found[path]?.forEachScalar { scalar in
        if first == nil { first = scalar }
      }
      sortValues[index].append(first)
    }
    count += 1
    if count == Self.sampleSize { reserveAsSampled() }
  }

  /// Adds a top-level member's numbers (a boolean as 0 or 1, an array's number elements) to the
  /// numeric column of its key.
  @inline(__always)
  private mutating func addNumbers(of value: JSON, key: String, id: Int, _ number: UInt32) {
    switch value {
    case .number(let numeric):
      numerics[numericColumn(key: key, id: id)].append(numeric, number)
    case .bool(let flag):
      numerics[numericColumn(key: key, id: id)].append(flag ? 1 : 0, number)
    case .array(let elements):
      for element in elements {
        if let numeric = element.doubleValue {
          numerics[numericColumn(key: key, id: id)].append(numeric, number)
        }
      }
    default: break
    }
  }

  /// Adds the numbers of the dotted facets (nested members, arrays flattened) to the numeric
  /// columns of their paths.
  private mutating func addDottedNumbers(_ number: UInt32) {
    for index in dottedFacets.indices {
      let path = facetPaths[dottedFacets[index].facet]
      guard let value = found[path] else { continue }
      value.forEachScalar { scalar in
        guard let numeric = scalar.doubleValue else { return }
        if dottedFacets[index].column < 0 {
          dottedFacets[index].column = numericColumn(named: paths[path].name)
        }
        numerics[dottedFacets[index].column].append(numeric, number)
      }
    }
  }

  /// The numeric column of key `id`, made when its first number comes.
  @inline(__always)
  private mutating func numericColumn(key: String, id: Int) -> Int {
    if keyNumerics[id] < 0 { keyNumerics[id] = numericColumn(named: key) }
    return keyNumerics[id]
  }

  /// The numeric column of the attribute `name` (a top-level key, or a dotted facet's path).
  private mutating func numericColumn(named name: String) -> Int {
    if let known = numericByName[name] { return known }
    var column = NumericColumn()
    if count >= Self.sampleSize { column.reserveCapacity(expectedCount - count) }
    numerics.append(column)
    numericNames.append(name)
    numericByName[name] = numerics.count - 1
    return numerics.count - 1
  }

  /// Reserves, in every column, the room the sample predicts for the records expected.
  private mutating func reserveAsSampled() {
    for index in facets.indices { facets[index].reserveAsSampled() }
    for index in numerics.indices {
      let predicted = numerics[index].values.count * max(expectedCount, count) / count
      numerics[index].reserveCapacity(predicted * 21 / 20 + 16)
    }
  }

  /// Finishes every column: facets numbered and posted, numeric columns sorted, sort
  /// attributes ranked; each column's building arrays are freed as it is finished.
  ///
  /// - Throws: `CancellationError` when the calling task is cancelled between two columns.
  mutating func finish() throws -> Finished {
    var finished = Finished()
    while let collector = facets.popLast() {
      try Task.checkCancellation()
      let column = collector.finish()
      finished.facets[column.attribute] = column
    }
    for (index, name) in numericNames.enumerated() {
      var column = NumericColumn()
      swap(&column, &numerics[index])
      // A numeric facet answers numeric filters itself: no second column.
      if finished.facets[name]?.isNumeric == true { continue }
      try Task.checkCancellation()
      column.finish()
      finished.numerics[name] = column
    }
    numerics = []
    for (index, attribute) in sortAttributes.enumerated() {
      try Task.checkCancellation()
      // A single-valued numeric facet already holds the dense ranks: share its column.
      if let column = finished.facets[attribute], column.isNumeric,
        let single = column.singleValues, single.count == count
      {
        finished.sortRanks[attribute] = (single, column.valueCount)
      } else {
        finished.sortRanks[attribute] = sortValues[index].ranks()
      }
      sortValues[index] = SortValues(expectedCount: 0)
    }
    return finished
  }
}
