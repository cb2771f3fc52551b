import InstantSearchCore

extension LocalClient {
  /// Removes a primary index and its replicas, or one replica (its primary keeps it in its
  /// `replicas` setting until replaced). Searches already running finish on the removed index;
  /// later ones answer 404. Nothing happens for an unknown name.
  ///
  /// - Parameter name: the index name.
  public func removeIndex(named name: String) {
    // A replica goes, its primary's writes stay: merged into the base first.
    if let primary = views.withLock({ $0[name]?.primary }), changed.withLock({ $0[name] != nil }) {
      try? mergeNow(inIndex: primary)
    }
    changed.withLock { changed in
      views.withLock { views in Self.drop(name, from: &views, changed: &changed) }
    }
    // The writes kept for it (its old base with them) go too.
    pending.withLock { $0[name] = nil }
  }

  /// The primary indices (not replicas), each with its replicas' names, sorted.
  public var primaries: [(name: String, replicas: [String])] {
    let all = views.withLock { $0 }
    return all.filter { $0.value.primary == nil }.keys.sorted().map { name in
      (name, all.filter { $0.value.primary == name }.keys.sorted())
    }
  }

  /// The records an index holds, in the order they were added. O(records), parsing each.
  ///
  /// - Parameter indexName: the index (or replica) name.
  /// - Returns: the records as JSON objects.
  /// - Throws: `SearchError.http` 404 for an unknown index, 500 when a snapshot's records fail
  ///   their checksum.
  public func records(ofIndex indexName: String) throws -> [JSON] {
    var records: [JSON] = []
    try forEachRecord(ofIndex: indexName) { records.append($0) }
    return records
  }

  /// Calls `body` with each record an index holds, in the order they were added, one parsed at
  /// a time (so that a pass over a large index never holds them all).
  ///
  /// - Parameters:
  ///   - indexName: the index (or replica) name.
  ///   - body: called with each record, a JSON object.
  /// - Throws: `SearchError.http` 404 for an unknown index, 500 when a snapshot's records fail
  ///   their checksum; what `body` throws.
  public func forEachRecord(ofIndex indexName: String, _ body: (JSON) throws -> Void) throws {
    if let changes = changed.withLock({ $0[indexName] }),
      let state = pending.withLock({ $0[changes.primary] })
    {
      try state.forEachRecord { record in
        try body(record)
        return true
      }
      try changes.checkIntegrity()
      return
    }
    let view = try view(indexName)
    for number in 0..<UInt32(view.data.count) { try body(view.data.record(number)) }
    try view.data.checkIntegrity()
  }

  /// Every record a query and its filters match, in the order they were added, with no
  /// pagination limit: what `browse` and `deleteByQuery` work on.
  ///
  /// - Parameters:
  ///   - indexName: the index (or replica) name.
  ///   - parameters: search parameters (`query`, `filters`, the array filters; object and/or
  ///     `params` string); paging parameters are ignored.
  /// - Returns: the matching records.
  /// - Throws: `SearchError.http` 404 for an unknown index, 400 for bad parameters, 500 when a
  ///   snapshot's records fail their checksum.
  public func matchingRecords(indexName: String, parameters: JSON) throws -> [JSON] {
    _ = try registeredView(indexName)
    var unpaged = parameters.objectValue ?? [:]
    unpaged["hitsPerPage"] = 0
    unpaged["page"] = 0
    unpaged["distinct"] = 0
    let request = try SearchRequest(.object(unpaged))
    // Changes written since the index was built are read beside it, not merged first.
    if let changes = changed.withLock({ $0[indexName] }),
      let records = try changes.matchingRecords(indexName, request)
    {
      try changes.checkIntegrity()
      return records
    }
    let view = try view(indexName)
    let outcome = try view.run(request)
    let numbers = outcome.matching ?? (0..<view.data.count).map { UInt32($0) }
    let records = numbers.map { view.data.record($0) }
    try view.data.checkIntegrity()
    return records
  }
}
