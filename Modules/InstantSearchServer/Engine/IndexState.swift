import InstantSearchCore

/// One index as the server keeps it: its records by objectID with the order they were first
/// added, and its settings. A replica holds no records; its primary's are searched.
struct IndexState: Sendable {
  /// The records by objectID, each as its compact JSON.
  var records: [String: StoredRecord] = [:]
  /// When each record was first added (a sequence number), for a stable browse order.
  var added: [String: Int] = [:]
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
    records.keys.sorted { added[$0, default: 0] < added[$1, default: 0] }.map { records[$0]! }
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
