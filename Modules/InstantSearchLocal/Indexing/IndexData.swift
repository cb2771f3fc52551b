import InstantSearchCore

/// The records of a primary index and everything built from them, shared by its replicas.
///
/// Immutable once built. Records are kept as compact JSON bytes (parsed again only for the hits
/// a response returns); searching uses the inverted index, facet columns, numeric columns and
/// the per-attribute sort ranks.
final class IndexData: Sendable {
  /// How many records.
  let count: Int
  /// The matches of short prefixes typed before, kept within a bound (built on demand).
  let prefixUnions = PrefixUnionCache()
  /// The records' compact JSON, compressed in blocks (owned, or in place in a mapped snapshot).
  let recordBytes: RecordBytes
  /// The searchable attribute paths, one slot each, in priority order.
  let slots: [String]
  /// The ranking level of each slot (slots of one `searchableAttributes` entry share it).
  let slotLevels: [Int]
  /// Whether each slot's positions are ignored by the attribute criterion.
  let slotUnordered: [Bool]
  /// The inverted index.
  let terms: TermIndex
  /// Faceted attributes (declared ones, and `_tags`).
  let facets: [String: FacetColumn]
  /// Numeric attributes (booleans count as 0 and 1).
  let numerics: [String: NumericColumn]
  /// For each sort attribute, each record's dense rank ascending (`UInt32.max` when missing),
  /// and how many distinct values there are.
  let sortRanks: [String: (ranks: IndexArray<UInt32>, distinct: Int)]
  /// Each record's `_geoloc` points.
  let geo: GeoColumn
  /// The size of the records' JSON as loaded.
  let jsonSize: Int
  /// Each record's objectID hashed (`String.hashValue`, for this process only), to find a
  /// record by objectID without reading them all (``BaseObjectIDs``); `nil` for an index read
  /// from a snapshot.
  let objectIDHashes: [Int]?

  /// The record's JSON value.
  ///
  /// - Complexity: none when the calling thread keeps the record parsed, else decompressing
  ///   the record's block (a few kilobytes) unless the thread keeps it decoded, then parsing
  ///   the record.
  func record(_ number: UInt32) -> JSON {
    // A mapped block that fails its checksum is never parsed; the search is refused after.
    recordBytes.parsedRecord(Int(number)) ?? .null
  }

  /// Refuses a search that read records of a snapshot block failing its checksum (or of an index
  /// where one failed before): what it found may be wrong.
  ///
  /// - Throws: `SearchError.http` 500 naming the snapshot file, the section and the block.
  func checkIntegrity() throws {
    if let failure = recordBytes.failure {
      throw SearchError.http(status: 500, message: failure.description)
    }
  }

  /// Builds the index of `records` for a primary and its replicas.
  ///
  /// - Parameters:
  ///   - records: the records, JSON objects (checked by the caller).
  ///   - settings: the primary's settings (searchable attributes come from it).
  ///   - replicaSettings: the replicas' settings (their facets and sort attributes are added).
  ///   - twoStage: whether words are added to the inverted index on a second thread (by
  ///     default, for a large index on a machine of more than one core).
  ///   - slotsOf: an index whose searchable slots this one takes (see ``Builder``).
  ///   - progress: called now and then with the number of records indexed.
  /// - Throws: `CancellationError` as soon as the calling task is cancelled (checked before each
  ///   record and between the steps of ``Builder/finish()``); what was built is freed.
  convenience init(
    records: [JSON], settings: IndexSettings, replicaSettings: [IndexSettings],
    twoStage: Bool? = nil, slotsOf: IndexData? = nil, progress: (Int) -> Void
  ) throws {
    try self.init(
      settings: settings, replicaSettings: replicaSettings, expectedCount: { _ in records.count },
      twoStage: twoStage, slotsOf: slotsOf,
      forEachRecord: { add in
        for (position, record) in records.enumerated() {
          try add(record, nil)
          if position % 10_000 == 9_999 { progress(position + 1) }
        }
      })
    progress(records.count)
  }

  /// Builds the index of the records `forEachRecord` hands over one at a time (from a file, as
  /// they are parsed), holding none of them after it is added.
  ///
  /// - Parameters:
  ///   - settings: the primary's settings (searchable attributes come from it).
  ///   - replicaSettings: the replicas' settings (their facets and sort attributes are added).
  ///   - expectedCount: about how many records will come, given how many the sample holds
  ///     (called once, after the first 1000 records or the last), to reserve the store once.
  ///   - twoStage: whether words are added to the inverted index on a second thread (by
  ///     default, for a large index on a machine of more than one core).
  ///   - slotsOf: an index whose searchable slots this one takes (see ``Builder``).
  ///   - forEachRecord: calls its argument with each record, a JSON object checked by the
  ///     caller, and, for a record read from a file, the file's bytes from where the record
  ///     starts (valid during the call; the store copies the record's own when they are
  ///     already its compact JSON).
  /// - Throws: `CancellationError` as soon as the calling task is cancelled (checked before each
  ///   record and between the steps of ``Builder/finish()``), or what `forEachRecord` throws;
  ///   what was built is freed.
  /// How many first records an index samples before it starts: the keys they hold are the
  /// searchable attributes when none are declared, and they predict the room to reserve.
  static let sampleSize = 1000

  convenience init(
    settings: IndexSettings, replicaSettings: [IndexSettings],
    expectedCount: @escaping (_ sampled: Int) -> Int, twoStage: Bool? = nil,
    slotsOf: IndexData? = nil,
    forEachRecord: (_ add: (JSON, _ text: UnsafeBufferPointer<UInt8>?) throws -> Void) throws
      -> Void
  ) throws {
    // The first records name the searchable attributes when the settings do not.
    var sample: [JSON] = []
    var builder: Builder?
    func start() {
      var started = Builder(
        settings: settings, replicaSettings: replicaSettings, sample: sample[...],
        expectedCount: expectedCount(sample.count), twoStage: twoStage, slotsOf: slotsOf)
      for record in sample { started.add(record) }
      sample = []
      builder = started
    }
    var number = 0
    var hashes: [Int] = []
    try forEachRecord { given, text in
      try Task.checkCancellation()
      // A record without an objectID is stored with the one it is given, written from its
      // value (its text lacks the member).
      let record = GeneratedObjectID.inserted(into: given, number: number)
      hashes.append(record["objectID"]?.scalarText?.hashValue ?? 0)
      let text = given["objectID"] == nil ? nil : text
      number += 1
      if builder != nil {
        builder?.add(record, text: text)
      } else {
        sample.append(record)
        if sample.count == Self.sampleSize { start() }
      }
    }
    if builder == nil { start() }
    // Moved out, so finishing does not copy what the optional still holds.
    guard let finished = builder.take() else { preconditionFailure("the builder was started") }
    try self.init(finished, objectIDHashes: hashes)
  }

  /// Finishes `builder` and takes what it built.
  ///
  /// - Throws: `CancellationError` when the calling task is cancelled between two steps.
  private init(_ builder: consuming Builder, objectIDHashes: [Int]) throws {
    var builder = builder
    // The store first: its batch buffers and queue are gone before the words are finished.
    recordBytes = builder.finishStore()
    try builder.finish()
    count = builder.count
    slots = builder.slots
    slotLevels = builder.slotLevels
    slotUnordered = builder.slotUnordered
    terms = builder.terms
    facets = builder.facets
    numerics = builder.numerics
    sortRanks = builder.sortRanks
    geo = builder.geo
    jsonSize = recordBytes.jsonCount
    self.objectIDHashes = objectIDHashes
  }

  /// An index from its finished parts, as a snapshot stores them (`Snapshot/`).
  init(
    count: Int, recordBytes: RecordBytes, slots: [String],
    slotLevels: [Int],
    slotUnordered: [Bool], terms: TermIndex, facets: [String: FacetColumn],
    numerics: [String: NumericColumn],
    sortRanks: [String: (ranks: IndexArray<UInt32>, distinct: Int)],
    geo: GeoColumn, jsonSize: Int
  ) {
    self.count = count
    self.recordBytes = recordBytes
    self.slots = slots
    self.slotLevels = slotLevels
    self.slotUnordered = slotUnordered
    self.terms = terms
    self.facets = facets
    self.numerics = numerics
    self.sortRanks = sortRanks
    self.geo = geo
    objectIDHashes = nil
    self.jsonSize = jsonSize
  }

  /// Dense ranks ascending: numbers before strings before booleans (false < true); missing
  /// values get `UInt32.max`.
  static func denseRanks(_ values: [JSON?]) -> (ranks: IndexArray<UInt32>, distinct: Int) {
    let order = sortPrecedes
    let present = values.indices.filter { values[$0] != nil }
    let sorted: [Int]
    if present.allSatisfy({ values[$0]?.doubleValue != nil }) {
      // All numbers (the usual case): sort plain pairs.
      sorted = present.map { (values[$0]!.doubleValue!, $0) }.sorted { $0 < $1 }.map(\.1)
    } else {
      sorted = present.sorted { order(values[$0]!, values[$1]!) }
    }
    var ranks = [UInt32](repeating: .max, count: values.count)
    var rank: UInt32 = 0
    var previous: JSON?
    for index in sorted {
      let value = values[index]!
      if let previous, previous != value { rank += 1 }
      ranks[index] = rank
      previous = value
    }
    return (IndexArray(ranks), sorted.isEmpty ? 0 : Int(rank) + 1)
  }

  /// The order of sort values: numbers ascending, then texts by their UTF-8 bytes, then
  /// `false` and `true`.
  static func sortPrecedes(_ a: JSON, _ b: JSON) -> Bool {
    switch (a, b) {
    case (.number(let x), .number(let y)): return x < y
    case (.string(let x), .string(let y)): return x.utf8.lexicographicallyPrecedes(y.utf8)
    case (.bool(let x), .bool(let y)): return !x && y
    case (.number, _): return true
    case (.string, .bool): return true
    default: return false
    }
  }

  /// A record's value for a sort attribute, as ranking reads it: the first scalar at the
  /// attribute's path (a top-level key named with dots first, as ``RecordColumns`` resolves it).
  static func sortValue(of record: JSON, _ attribute: String) -> JSON? {
    let path = AttributePath(attribute)
    let found =
      record[attribute]
      ?? path.components.first.flatMap { head in
        path.isDotted ? record[head].flatMap { path.nested(in: $0, from: 1) } : nil
      }
    var first: JSON?
    found?.forEachScalar { scalar in
      if first == nil { first = scalar }
    }
    return first
  }

  /// About how many bytes the records and their indexes hold.
  var byteCount: Int {
    func strings(_ values: [String]) -> Int {
      values.reduce(values.count * 16) { $0 + ($1.utf8.count > 15 ? $1.utf8.count + 32 : 0) }
    }
    var total = recordBytes.capacity + geo.byteCount + (objectIDHashes?.capacity ?? 0) * 8
    total += terms.lookupByteCount + terms.sorted.byteCount
    total += terms.typos.byteCount
    total += terms.postingStarts.byteCount + terms.postingRecords.byteCount
    total += terms.postingPlaces.byteCount
    for column in facets.values {
      total += strings(column.displays) + column.ids.capacity * 24 + column.numbers.capacity * 9
      total += column.recordStarts.byteCount + column.recordValues.byteCount
      total += column.singleValues?.byteCount ?? 0
      total += column.postingStarts.byteCount + column.postingRecords.byteCount
      total += (column.valueBitmapCache.madeBitmaps?.words.capacity ?? 0) * 8
    }
    for column in numerics.values {
      total += column.values.byteCount + column.records.byteCount
    }
    for (attribute, (ranks, _)) in sortRanks where facets[attribute]?.isNumeric != true {
      total += ranks.byteCount
    }
    return total
  }
}
