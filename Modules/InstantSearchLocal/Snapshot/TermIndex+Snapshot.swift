extension TermIndex {
  /// Adds the vocabulary, the postings and places (back to back, with the offset where each
  /// term's start) and the sorted and typo orders to `writer`.
  func write(to writer: inout SnapshotWriter, prefix: String) {
    writer.addStrings(prefix + "words", words)
    writer.add(prefix + "starts", postingStarts.map { UInt64($0) })
    writer.add(prefix + "postings", postingRecords)
    writer.add(prefix + "places", postingPlaces)
    writer.add(prefix + "sorted", sorted)
    writer.add(prefix + "typo.scalars", typos.scalars)
    writer.add(prefix + "typo.starts", typos.starts)
    writer.add(prefix + "typo.terms", typos.terms)
  }

  /// The index `write(to:prefix:)` wrote; the word-to-id dictionary is rebuilt from the words.
  ///
  /// - Throws: ``LocalLoadError`` when a section is missing or the arrays do not agree.
  init(snapshot reader: SnapshotReader, prefix: String) throws {
    let words = try reader.strings(prefix + "words")
    let starts = try reader.array(prefix + "starts", of: UInt64.self)
    let flatPostings = try reader.array(prefix + "postings", of: UInt32.self)
    let flatPlaces = try reader.array(prefix + "places", of: UInt32.self)
    guard starts.count == words.count + 1, starts.last == UInt64(flatPostings.count),
      flatPlaces.count == flatPostings.count, flatPostings.count <= Int(UInt32.max),
      zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 })
    else {
      throw LocalLoadError(
        file: reader.path,
        reason: "corrupt snapshot: sections `\(prefix)starts`, `\(prefix)postings` and "
          + "`\(prefix)places` do not agree")
    }
    var ids: [String: Int32] = [:]
    ids.reserveCapacity(words.count)
    for (id, word) in words.enumerated() { ids[word] = Int32(id) }
    self.init(
      ids: ids, words: words, postingStarts: IndexArray(starts.map { UInt32($0) }),
      postingRecords: IndexArray(flatPostings), postingPlaces: IndexArray(flatPlaces),
      sorted: try reader.indexArray(prefix + "sorted"),
      typos: TypoIndex(
        scalars: try reader.indexArray(prefix + "typo.scalars"),
        starts: try reader.indexArray(prefix + "typo.starts"),
        terms: try reader.indexArray(prefix + "typo.terms")))
  }
}
