extension TermIndex {
  /// Adds the vocabulary, the postings and places (back to back, with the offset where each
  /// term's start) and the sorted and typo orders to `writer`.
  func write(to writer: inout SnapshotWriter, prefix: String) {
    writer.addStrings(prefix + "words", words)
    writer.add(prefix + "starts", postingStarts)
    writer.add(prefix + "postings", postingRecords)
    writer.add(prefix + "places", postingPlaces)
    writer.add(prefix + "sorted", sorted)
    switch typos.scalars {
    case .narrow(let values): writer.add(prefix + "typo.bytes", values)
    case .wide(let values): writer.add(prefix + "typo.scalars", values)
    }
    writer.add(prefix + "typo.starts", typos.starts)
    writer.add(prefix + "typo.terms", typos.terms)
  }

  /// The index `write(to:prefix:)` wrote, read in place from the mapping: the words and their
  /// lookup are decoded on first use, the typo index's branches listed on its first walk.
  ///
  /// - Throws: ``LocalLoadError`` when a section is missing or the arrays do not agree.
  init(snapshot reader: SnapshotReader, prefix: String) throws {
    let words = try reader.deferredStrings(prefix + "words")
    let starts = try reader.view(prefix + "starts", of: UInt32.self)
    let flatPostings = try reader.view(prefix + "postings", of: UInt32.self)
    let flatPlaces = try reader.view(prefix + "places", of: UInt32.self)
    let sorted = try reader.view(prefix + "sorted", of: Int32.self)
    let typos = TypoIndex(
      scalars: reader.has(prefix + "typo.bytes")
        ? .narrow(try reader.view(prefix + "typo.bytes"))
        : .wide(try reader.view(prefix + "typo.scalars")),
      starts: try reader.view(prefix + "typo.starts"),
      terms: try reader.view(prefix + "typo.terms"), deferred: true)
    guard starts.count == words.count + 1, starts.last.map(Int.init) == flatPostings.count,
      flatPlaces.count == flatPostings.count, sorted.count == words.count,
      typos.terms.count == words.count, typos.starts.count == words.count + 1,
      typos.starts.last.map(Int.init) == typos.scalars.count
    else {
      throw LocalLoadError(
        file: reader.path,
        reason: "corrupt snapshot: sections `\(prefix)starts`, `\(prefix)postings`, "
          + "`\(prefix)places`, `\(prefix)sorted` and the typo index do not agree")
    }
    self.init(
      words: words.make, postingStarts: starts, postingRecords: flatPostings,
      postingPlaces: flatPlaces, sorted: sorted, typos: typos)
  }
}
