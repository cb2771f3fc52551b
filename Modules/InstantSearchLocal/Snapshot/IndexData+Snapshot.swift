import InstantSearchCore

extension IndexData {
  /// Adds the records and every index built from them to `writer`, in sections named from
  /// `prefix`, and returns what the manifest keeps of them (counts, attribute names, flags).
  ///
  /// Every array is written as it is held (flat arrays of fixed-width values); the inverted
  /// index's per-term postings and places are written back to back with their offsets.
  func write(to writer: inout SnapshotWriter, prefix: String) -> JSON {
    writer.add(prefix + "records", recordBytes)
    writer.add(prefix + "slotLevels", slotLevels)
    writer.add(prefix + "slotUnordered", slotUnordered.map { $0 ? UInt8(1) : 0 })
    terms.write(to: &writer, prefix: prefix + "t.")
    geo.write(to: &writer, prefix: prefix + "g.")
    let facetNames = facets.keys.sorted()
    let facetEntries: [JSON] = facetNames.enumerated().map { index, name in
      facets[name]!.write(to: &writer, prefix: "\(prefix)f\(index).")
    }
    let numericNames = numerics.keys.sorted()
    for (index, name) in numericNames.enumerated() {
      writer.add("\(prefix)n\(index).values", numerics[name]!.values)
      writer.add("\(prefix)n\(index).records", numerics[name]!.records)
    }
    let sortNames = sortRanks.keys.sorted()
    for (index, name) in sortNames.enumerated() {
      writer.add("\(prefix)s\(index)", sortRanks[name]!.ranks)
    }
    return [
      "count": .number(Double(count)), "jsonSize": .number(Double(jsonSize)),
      "slots": .array(slots.map { .string($0) }), "facets": .array(facetEntries),
      "numerics": .array(numericNames.map { .string($0) }),
      "sortRanks": .array(
        sortNames.map {
          ["attribute": .string($0), "distinct": .number(Double(sortRanks[$0]!.distinct))]
        }),
    ]
  }

  /// The index `write(to:prefix:)` wrote, read back from `reader`: the records and every flat
  /// array stay in the mapping (the records checked block by block as they are read, the
  /// arrays checked before); the facet values' dictionaries are rebuilt, the words' made on
  /// first use.
  ///
  /// - Throws: ``LocalLoadError`` when a section is missing or does not fit the manifest.
  convenience init(snapshot reader: SnapshotReader, prefix: String, manifest: JSON) throws {
    let field = SnapshotManifestField(reader: reader, object: manifest, at: prefix)
    let count = try field.int("count")
    let records = try reader.records(prefix + "records")
    guard records.recordCount == count, records.jsonCount == (try field.int("jsonSize")) else {
      throw field.mismatch("records.offsets")
    }
    var facets: [String: FacetColumn] = [:]
    for (index, entry) in try field.array("facets").enumerated() {
      let column = try FacetColumn(snapshot: reader, prefix: "\(prefix)f\(index).", manifest: entry)
      facets[column.attribute] = column
    }
    var numerics: [String: NumericColumn] = [:]
    for (index, name) in try field.strings("numerics").enumerated() {
      numerics[name] = NumericColumn(
        values: try reader.view("\(prefix)n\(index).values"),
        records: try reader.view("\(prefix)n\(index).records"))
    }
    var sortRanks: [String: (ranks: IndexArray<UInt32>, distinct: Int)] = [:]
    for (index, entry) in try field.array("sortRanks").enumerated() {
      let sort = SnapshotManifestField(reader: reader, object: entry, at: "\(prefix)s\(index)")
      sortRanks[try sort.string("attribute")] = (
        try reader.view("\(prefix)s\(index)"), try sort.int("distinct")
      )
    }
    self.init(
      count: count, recordBytes: records, slots: try field.strings("slots"),
      slotLevels: try reader.array(prefix + "slotLevels"),
      slotUnordered: try reader.array(prefix + "slotUnordered", of: UInt8.self).map { $0 != 0 },
      terms: try TermIndex(snapshot: reader, prefix: prefix + "t."), facets: facets,
      numerics: numerics, sortRanks: sortRanks,
      geo: GeoColumn(
        starts: try reader.view(prefix + "g.starts"), points: try reader.view(prefix + "g.points")
      ),
      jsonSize: try field.int("jsonSize"))
  }
}

extension GeoColumn {
  /// Adds the column's two arrays to `writer`.
  fileprivate func write(to writer: inout SnapshotWriter, prefix: String) {
    writer.add(prefix + "starts", starts)
    writer.add(prefix + "points", points)
  }
}
