import InstantSearchCore

/// One index as the server keeps it: its records by objectID, each with when it was first
/// added, and its settings. A replica holds no records; its primary's are searched.
struct IndexState: Sendable {
  /// The records by objectID, each as its compact JSON with when it was first added.
  var records = RecordTable()
  /// The settings as `setSettings` gave them, `replicas` included for a primary.
  var settings: JSONObject = [:]
  /// The primary's name, for a replica.
  var primary: String?
  /// The synonyms and the rules, each a list of JSON objects with an `objectID`, as saved.
  var extras: [ExtraKind: [JSON]] = [:]

  /// The records in the order they were first added.
  var orderedRecords: [JSON] {
    orderedStored.map { .object($0.object) }
  }

  /// The records in the order they were first added, as stored.
  var orderedStored: [StoredRecord] {
    records.values.sorted { $0.added < $1.added }
  }

  /// The replicas the settings declare, names only (`virtual(...)` unwrapped).
  var replicaNames: [String] {
    (settings["replicas"]?.arrayValue ?? []).compactMap(\.stringValue).map { name in
      if name.hasPrefix("virtual("), name.hasSuffix(")") {
        return String(name.dropFirst("virtual(".count).dropLast())
      }
      return name
    }
  }
}

/// What besides records and settings an index holds, each entry with its own `objectID`.
enum ExtraKind: String, Sendable, CaseIterable {
  /// Synonyms, `/1/indexes/{index}/synonyms/...`.
  case synonyms
  /// Rules, `/1/indexes/{index}/rules/...`.
  case rules
}
