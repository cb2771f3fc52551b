import InstantSearchCore

extension FacetColumn {
  /// Adds the column's arrays to `writer` and returns its manifest entry (attribute and flags).
  func write(to writer: inout SnapshotWriter, prefix: String) -> JSON {
    writer.addStrings(prefix + "displays", displays)
    writer.add(prefix + "numbers", numbers.map { $0 ?? 0 })
    writer.add(prefix + "isNumber", numbers.map { $0 == nil ? UInt8(0) : 1 })
    writer.add(prefix + "recordStarts", recordStarts)
    writer.add(prefix + "recordValues", recordValues)
    writer.add(prefix + "postingStarts", postingStarts)
    writer.add(prefix + "postingRecords", postingRecords)
    writer.add(prefix + "singleValues", singleValues ?? [])
    return [
      "attribute": .string(attribute), "caseSensitive": .bool(caseSensitive),
      "isNumeric": .bool(isNumeric), "single": .bool(singleValues != nil),
    ]
  }

  /// The column `write(to:prefix:)` wrote; the value-to-id dictionary is rebuilt from the
  /// displayed values (a numeric column has none).
  ///
  /// - Throws: ``LocalLoadError`` when a section is missing or the arrays do not agree.
  init(snapshot reader: SnapshotReader, prefix: String, manifest: JSON) throws {
    let field = SnapshotManifestField(reader: reader, object: manifest, at: prefix)
    self.init(
      attribute: try field.string("attribute"), caseSensitive: try field.bool("caseSensitive"))
    isNumeric = try field.bool("isNumeric")
    displays = try reader.strings(prefix + "displays")
    let values = try reader.array(prefix + "numbers", of: Double.self)
    let present = try reader.array(prefix + "isNumber", of: UInt8.self)
    guard present.count == values.count, isNumeric || displays.count == values.count else {
      throw field.mismatch("numbers")
    }
    numbers = zip(values, present).map { $1 == 0 ? nil : $0 }
    for (id, display) in displays.enumerated() { ids[key(display)] = Int32(id) }
    recordStarts = try reader.view(prefix + "recordStarts")
    recordValues = try reader.view(prefix + "recordValues")
    postingStarts = try reader.view(prefix + "postingStarts")
    postingRecords = try reader.view(prefix + "postingRecords")
    singleValues = try field.bool("single") ? try reader.view(prefix + "singleValues") : nil
    guard postingStarts.count == numbers.count + 1,
      postingStarts.last.map(Int.init) == postingRecords.count
    else { throw field.mismatch("postingStarts") }
  }
}
