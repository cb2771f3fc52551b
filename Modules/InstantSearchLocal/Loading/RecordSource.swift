import InstantSearchCore

/// Where the records of an index being built come from: values already in memory, or a file
/// read one record at a time while the index is built (so its JSON is never held whole).
enum RecordSource {
  /// Records in memory (``LocalClient/addIndex(named:records:settings:replicaSettings:progress:)``,
  /// the demo).
  case values([JSON])
  /// A records file, streamed.
  case file(RecordStream)
  /// An index's records as changes left them (a merge), each base record read as it is added.
  case changes(PendingChanges)

  /// Builds the index of these records for a primary (or a replica of its own) and the
  /// replicas sharing it, reporting the `indexing` phase: in records for values, in bytes of the
  /// file for a file.
  ///
  /// - Parameters:
  ///   - settings: the settings the index searches with.
  ///   - replicaSettings: the settings of the replicas sharing the index.
  ///   - unique: for a file, throw ``RecordStream/RepeatedObjectID`` after the last record when
  ///     an objectID repeats.
  ///   - indexName: the name progress reports carry.
  ///   - progress: called as the build goes.
  /// - Returns: the index, which holds the records' compact JSON (no JSON value is kept).
  /// - Throws: ``LocalLoadError`` for a bad record or file, `CancellationError`,
  ///   ``RecordStream/RepeatedObjectID``.
  func build(
    settings: IndexSettings, replicaSettings: [IndexSettings], unique: Bool,
    indexName: String, progress: ((LoadProgress) -> Void)?
  ) throws -> IndexData {
    switch self {
    case .values(let records):
      return try IndexData(
        records: records, settings: settings, replicaSettings: replicaSettings
      ) { done in
        progress?(
          LoadProgress(
            indexName: indexName, phase: .indexing, completed: done, total: records.count))
      }
    case .changes(let changes):
      return try IndexData(
        settings: settings, replicaSettings: replicaSettings, expectedCount: { _ in changes.count },
        forEachRecord: { add in
          try changes.forEachRecord { record in
            try add(record, nil)
            return true
          }
        })
    case .file(let stream):
      func report(_ done: Int) {
        progress?(
          LoadProgress(indexName: indexName, phase: .indexing, completed: done, total: stream.size))
      }
      report(0)
      var offset = 0
      return try IndexData(
        settings: settings, replicaSettings: replicaSettings,
        expectedCount: { sampled in
          sampled < 1000 ? sampled : sampled * stream.size / max(offset, 1)
        },
        forEachRecord: { add in
          try stream.forEach(progress: report, unique: unique) { record, start, text in
            offset = start
            try add(record, text)
          }
        })
    }
  }

  /// Every record, in memory (for a file, read in full and reported as the `parsing` phase).
  ///
  /// - Throws: ``LocalLoadError`` for a bad record or file, `CancellationError`.
  func all(indexName: String, progress: ((LoadProgress) -> Void)?) throws -> [JSON] {
    switch self {
    case .values(let records):
      return records
    case .changes(let changes):
      return changes.records()
    case .file(let stream):
      return try stream.all { done in
        progress?(
          LoadProgress(indexName: indexName, phase: .parsing, completed: done, total: stream.size))
      }
    }
  }

  /// The objectID of each record number, when the records are in memory (the one the index
  /// generated for a record without, ``GeneratedObjectID``); `nil` for a file (the index's
  /// stored record is read instead).
  var objectIDs: ((Int) -> String?)? {
    guard case .values(let records) = self else { return nil }
    return { number in
      records[number]["objectID"]?.scalarText ?? GeneratedObjectID.forRecord(number)
    }
  }
}
