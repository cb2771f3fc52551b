import InstantSearchCore

/// The records of a primary index and everything built from them, shared by its replicas.
///
/// Immutable once built. Records are kept as compact JSON bytes (parsed again only for the hits
/// a response returns); searching uses the inverted index, facet columns, numeric columns and
/// the per-attribute sort ranks.
final class IndexData: Sendable {
  /// How many records.
  let count: Int
  /// The records' compact JSON, back to back.
  let recordBytes: [UInt8]
  /// Where each record starts in `recordBytes` (one more entry than records).
  let recordOffsets: [Int]
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
  let sortRanks: [String: (ranks: [UInt32], distinct: Int)]
  /// The size of the records' JSON as loaded.
  let jsonSize: Int

  /// The record's JSON value.
  func record(_ number: UInt32) -> JSON {
    let range = recordOffsets[Int(number)]..<recordOffsets[Int(number) + 1]
    return
      (try? recordBytes.withUnsafeBufferPointer { buffer in
        try JSONParser.parse(UnsafeBufferPointer(rebasing: buffer[range]))
      }) ?? .null
  }

  /// Builds the index of `records` for a primary and its replicas.
  ///
  /// - Parameters:
  ///   - records: the records, JSON objects (checked by the caller).
  ///   - settings: the primary's settings (searchable attributes come from it).
  ///   - replicaSettings: the replicas' settings (their facets and sort attributes are added).
  ///   - progress: called now and then with the number of records indexed.
  init(
    records: [JSON], settings: IndexSettings, replicaSettings: [IndexSettings],
    progress: (Int) -> Void
  ) {
    count = records.count
    let all = [settings] + replicaSettings
    let writer = JSONWriter()

    // Searchable slots: the declared ones, or every attribute in first-seen order.
    var slots: [String] = []
    var levels: [Int] = []
    var unordered: [Bool] = []
    if let declared = settings.searchableAttributes {
      for (level, entry) in declared.enumerated() {
        for attribute in entry.attributes {
          slots.append(attribute)
          levels.append(level)
          unordered.append(entry.unordered)
        }
      }
    } else {
      var seen: Set<String> = []
      for record in records.prefix(1000) {
        for key in record.objectValue?.keys ?? [] where key != "objectID" && !key.hasPrefix("_") {
          if seen.insert(key).inserted {
            slots.append(key)
            levels.append(slots.count - 1)
            unordered.append(false)
          }
        }
      }
    }
    // A place keeps 13 bits for the slot: further attributes are not searchable.
    let slotLimit = Int(WordMatch.slotMask) + 1
    self.slots = Array(slots.prefix(slotLimit))
    slotLevels = Array(levels.prefix(slotLimit))
    slotUnordered = Array(unordered.prefix(slotLimit))

    var facetColumns: [String: FacetColumn] = [
      "_tags": FacetColumn(attribute: "_tags", caseSensitive: true)
    ]
    for settings in all {
      for declaration in settings.attributesForFaceting
      where facetColumns[declaration.attribute] == nil {
        facetColumns[declaration.attribute] = FacetColumn(
          attribute: declaration.attribute, caseSensitive: false)
      }
    }
    let facetNames = Array(facetColumns.keys)
    let dottedFacetNames = facetNames.filter { $0.utf8.contains(UInt8(ascii: ".")) }
    var sortAttributes = Set(all.flatMap(\.sortAttributes))
    if let distinctAttribute = settings.attributeForDistinct {
      sortAttributes.insert(distinctAttribute)
    }

    var bytes: [UInt8] = []
    // Reserve what the first records predict, so the store is not reallocated (and doubled).
    let sample = records.prefix(1000)
    let sampleSize = sample.reduce(0) { $0 + writer.bytes($1).count }
    bytes.reserveCapacity(sampleSize * records.count / max(sample.count, 1) * 21 / 20 + 1024)
    var offsets: [Int] = [0]
    offsets.reserveCapacity(records.count + 1)
    var terms = TermIndex()
    var numerics: [String: NumericColumn] = [:]
    var sortValues: [String: [JSON?]] = [:]
    for attribute in sortAttributes { sortValues[attribute] = [] }

    var facetValues: [(text: String, number: Double?)] = []
    var columns = facetNames.map { facetColumns[$0]! }
    for (position, record) in records.enumerated() {
      let number = UInt32(position)
      let object = record.objectValue ?? JSONObject()
      writer.write(record, to: &bytes)
      offsets.append(bytes.count)

      for (slot, path) in self.slots.enumerated() {
        guard let value = record.value(atPath: path) else { continue }
        var wordPosition: UInt32 = 0
        value.forEachScalar { scalar in
          guard let text = scalar.scalarText else { return }
          Tokenizer.forEachToken(in: text) { token in
            terms.add(token, record: number, place: UInt32(slot) << 16 | min(wordPosition, 0xFFFF))
            wordPosition += 1
          }
          wordPosition += 8
        }
      }
      for (index, name) in facetNames.enumerated() {
        facetValues.removeAll(keepingCapacity: true)
        record.value(atPath: name)?.forEachScalar { scalar in
          guard let text = scalar.scalarText else { return }
          facetValues.append((text, scalar.doubleValue))
        }
        columns[index].appendRecord(number, values: facetValues)
      }
      for (key, value) in object {
        switch value {
        case .number(let numeric):
          numerics[key, default: NumericColumn()].append(numeric, number)
        case .bool(let flag):
          numerics[key, default: NumericColumn()].append(flag ? 1 : 0, number)
        case .array(let elements):
          for element in elements {
            if let numeric = element.doubleValue {
              numerics[key, default: NumericColumn()].append(numeric, number)
            }
          }
        default: break
        }
      }
      for name in dottedFacetNames {
        record.value(atPath: name)?.forEachScalar { scalar in
          if let numeric = scalar.doubleValue {
            numerics[name, default: NumericColumn()].append(numeric, number)
          }
        }
      }
      for attribute in sortAttributes {
        var first: JSON?
        record.value(atPath: attribute)?.forEachScalar { scalar in
          if first == nil { first = scalar }
        }
        sortValues[attribute]!.append(first)
      }
      if position % 10_000 == 9_999 { progress(position + 1) }
    }
    terms.finish()
    for (index, name) in facetNames.enumerated() {
      columns[index].finish()
      facetColumns[name] = columns[index]
      // A numeric facet answers numeric filters itself: no second column.
      if columns[index].isNumeric { numerics[name] = nil }
    }
    columns = []
    for key in numerics.keys { numerics[key]!.finish() }

    var sortRanks: [String: (ranks: [UInt32], distinct: Int)] = [:]
    for (attribute, values) in sortValues {
      // A single-valued numeric facet already holds the dense ranks: share its column.
      if let column = facetColumns[attribute], column.isNumeric, let single = column.singleValues,
        single.count == count
      {
        sortRanks[attribute] = (single, column.valueCount)
      } else {
        sortRanks[attribute] = Self.denseRanks(values)
      }
    }
    recordBytes = bytes.trimmed
    recordOffsets = offsets
    self.terms = terms
    facets = facetColumns
    self.numerics = numerics
    self.sortRanks = sortRanks
    jsonSize = bytes.count
    progress(records.count)
  }

  /// Dense ranks ascending: numbers before strings before booleans (false < true); missing
  /// values get `UInt32.max`.
  static func denseRanks(_ values: [JSON?]) -> (ranks: [UInt32], distinct: Int) {
    func order(_ a: JSON, _ b: JSON) -> Bool {
      switch (a, b) {
      case (.number(let x), .number(let y)): return x < y
      case (.string(let x), .string(let y)): return x.utf8.lexicographicallyPrecedes(y.utf8)
      case (.bool(let x), .bool(let y)): return !x && y
      case (.number, _): return true
      case (.string, .bool): return true
      default: return false
      }
    }
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
    return (ranks, sorted.isEmpty ? 0 : Int(rank) + 1)
  }

  /// About how many bytes the records and their indexes hold.
  var byteCount: Int {
    func strings(_ values: [String]) -> Int {
      values.reduce(values.count * 16) { $0 + ($1.utf8.count > 15 ? $1.utf8.count + 32 : 0) }
    }
    var total = recordBytes.capacity + recordOffsets.capacity * 8
    total += strings(terms.words) + terms.ids.capacity * 24 + terms.sorted.capacity * 4
    for index in terms.postings.indices {
      total += 64 + terms.postings[index].capacity * 4 + terms.places[index].capacity * 4
    }
    for column in facets.values {
      total += strings(column.displays) + column.ids.capacity * 24 + column.numbers.capacity * 9
      total += column.recordStarts.capacity * 4 + column.recordValues.capacity * 4
      total += (column.singleValues?.capacity ?? 0) * 4
      total += column.postingStarts.capacity * 4 + column.postingRecords.capacity * 4
    }
    for column in numerics.values {
      total += column.values.capacity * 8 + column.records.capacity * 4
    }
    for (attribute, (ranks, _)) in sortRanks where facets[attribute]?.isNumeric != true {
      total += ranks.capacity * 4
    }
    return total
  }
}
