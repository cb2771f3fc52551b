import InstantSearchCore

/// Every index the server holds, and how each write changes them. A value: the publisher
/// changes its own copy, and readers get a snapshot.
struct IndexStore: Sendable {
  /// The indices by name, replicas included.
  var indexes: [String: IndexState] = [:]
  private var sequence = 0
  /// Where the records' bytes are written.
  private(set) var recordBlocks = RecordBlocks()
  /// The records being written again into new blocks, if they are.
  private var compaction: RecordCompaction?

  /// A record's objectID as text (Algolia's objectIDs are strings; a number is written out).
  static func objectID(of record: JSONObject) -> String? {
    switch record["objectID"] {
    case .string(let text)?: return text
    case .number(let number)?:
      return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
    default: return nil
    }
  }

  /// The primary an index's records live in: itself, or its primary for a replica.
  func primary(of name: String) -> String {
    indexes[name]?.primary ?? name
  }

  /// Applies one operation.
  ///
  /// - Parameters:
  ///   - operation: the change.
  ///   - matching: the objectIDs search parameters match in a primary, as now published
  ///     (for `deleteBy`).
  /// - Returns: the primaries whose records or settings changed, and those deleted.
  mutating func apply(
    _ operation: WriteOperation, matching: (String, JSON) throws -> [String]
  ) rethrows -> (changed: Set<String>, deleted: Set<String>) {
    let name = primary(of: operation.index)
    switch operation {
    case .save(_, let record):
      guard let objectID = Self.objectID(of: record) else { return ([], []) }
      put(record, objectID, in: name)
    case .partial(_, let objectID, let attributes, let create):
      if let current = indexes[name]?.records[objectID] {
        put(PartialUpdate.apply(attributes, to: current.object), objectID, in: name)
      } else if create {
        var record = PartialUpdate.apply(attributes, to: [:])
        record["objectID"] = .string(objectID)
        put(record, objectID, in: name)
      } else {
        return ([], [])
      }
    case .delete(_, let objectID):
      indexes[name]?.records[objectID] = nil
    case .deleteBy(_, let parameters):
      guard indexes[name] != nil else { return ([], []) }
      for objectID in try matching(name, parameters) {
        indexes[name]?.records[objectID] = nil
      }
    case .clear:
      guard indexes[name] != nil else { return ([], []) }
      indexes[name]?.records = RecordTable()
    case .setSettings(let index, let settings, let forward):
      return (setSettings(index, settings, forward: forward), [])
    case .copy(let index, let destination, let scope):
      return (copy(index, to: destination, scope: scope), [])
    case .move(let index, let destination):
      return move(index, to: destination)
    case .deleteIndex(let index):
      return deleteIndex(index)
    case .saveExtras(let kind, let index, let items, let replace, let forward):
      return (
        changeExtras(kind, index, forward: forward) { replace ? items : Self.merge($0, items) }, []
      )
    case .deleteExtras(let kind, let index, let objectID, let forward):
      return (
        changeExtras(kind, index, forward: forward) { list in
          objectID.map { id in list.filter { $0["objectID"]?.stringValue != id } } ?? []
        }, []
      )
    }
    return ([name], [])
  }

  /// Changes the synonyms or rules of an index, and of its replicas when `forward` is set.
  private mutating func changeExtras(
    _ kind: ExtraKind, _ index: String, forward: Bool, _ change: ([JSON]) -> [JSON]
  ) -> Set<String> {
    if indexes[index] == nil { indexes[index] = IndexState() }
    var names = [index]
    if forward { names += indexes[index]!.replicaNames.filter { indexes[$0] != nil } }
    for name in names { indexes[name]!.extras[kind] = change(indexes[name]!.extras[kind] ?? []) }
    return [primary(of: index)]
  }

  /// `items` over `list`: an item replaces the one with its objectID in place, or is appended.
  private static func merge(_ list: [JSON], _ items: [JSON]) -> [JSON] {
    var list = list
    for item in items {
      let objectID = item["objectID"]?.stringValue
      if let position = list.firstIndex(where: { $0["objectID"]?.stringValue == objectID }) {
        list[position] = item
      } else {
        list.append(item)
      }
    }
    return list
  }

  private mutating func put(_ record: JSONObject, _ objectID: String, in name: String) {
    if indexes[name] == nil { indexes[name] = IndexState() }
    let added: Int
    if let current = indexes[name]!.records[objectID] {
      added = current.added
    } else {
      sequence += 1
      added = sequence
    }
    indexes[name]!.records[objectID] = StoredRecord(record, added: added, in: recordBlocks)
  }

  /// Writes the records again into the blocks of a new generation when the records replaced
  /// or deleted since the last time left a fifth of the blocks' bytes unused, at most `limit`
  /// records a call, so that writes go on between the calls (they write into the new blocks).
  /// The store then holds at most about 1.25× its records' bytes, and an old block goes back
  /// to the system once no copy of the store holds a record in it. Counting the records' bytes
  /// costs O(records), done after writes of a quarter of them; moving them costs O(*limit*) a
  /// call, plus O(records) for the list of those to move at the start.
  ///
  /// An index copied or moved while the records are moved keeps its records where they are.
  ///
  /// - Returns: the records moved, their objectIDs by index (every copy of the store that
  ///   shares records with this one should take them).
  mutating func compactRecords(limit: Int) -> [String: Set<String>] {
    if compaction == nil {
      guard recordBlocks.shouldCount else { return [:] }
      var held = 0
      for state in indexes.values {
        for record in state.records.values { held += record.byteCount }
      }
      guard recordBlocks.count(held) else { return [:] }
      compaction = RecordCompaction(
        keys: indexes.flatMap { name, state in state.records.keys.map { (name, $0) } },
        // A record shared by indices (a copy of an index) stays shared.
        shared: indexes.values.filter { !$0.records.isEmpty }.count > 1)
      recordBlocks = RecordBlocks(counted: held, generation: recordBlocks.generation + 1)
    }
    var moved: [String: Set<String>] = [:]
    let end = min(compaction!.next + limit, compaction!.keys.count)
    for (name, objectID) in compaction!.keys[compaction!.next..<end] {
      guard let record = indexes[name]?.records[objectID],
        record.block.generation != recordBlocks.generation
      else { continue }
      let copy: StoredRecord
      if let kept = compaction!.copies[record.place] {
        copy = kept
      } else {
        copy = record.copy(into: recordBlocks)
        if compaction!.shared { compaction!.copies[record.place] = copy }
      }
      indexes[name]!.records[objectID] = copy
      moved[name, default: []].insert(objectID)
    }
    compaction!.next = end
    if end == compaction!.keys.count {
      compaction = nil
      // The bases still hold the records as they were before they moved, and so the old blocks.
      for name in Array(indexes.keys) { indexes[name]?.records.fold() }
    }
    return moved
  }

  /// Gives each index's records a new base once their changes are large
  /// (``RecordTable/foldIfLarge()``): called after each batch of writes, and once loaded.
  mutating func foldRecordChanges() {
    for name in Array(indexes.keys) { indexes[name]?.records.foldIfLarge() }
  }

  /// Whether records are being written again into new blocks (``compactRecords(limit:)``).
  var isCompactingRecords: Bool { compaction != nil }

  private mutating func setSettings(_ index: String, _ settings: JSONObject, forward: Bool)
    -> Set<String>
  {
    if indexes[index] == nil { indexes[index] = IndexState() }
    let before = Set(indexes[index]!.replicaNames)
    for (key, value) in settings { indexes[index]!.settings[key] = value.isNull ? nil : value }
    let after = indexes[index]!.replicaNames
    for replica in after where indexes[replica]?.primary != index {
      indexes[replica] = IndexState(settings: indexes[replica]?.settings ?? [:], primary: index)
    }
    // A replica left out of `replicas` becomes an index of its own, with a copy of the records.
    for replica in before.subtracting(after) where indexes[replica]?.primary == index {
      let source = indexes[index]!
      indexes[replica]?.primary = nil
      indexes[replica]?.records = source.records
    }
    if forward {
      for replica in after {
        for (key, value) in settings where key != "replicas" && key != "slaves" {
          indexes[replica]?.settings[key] = value.isNull ? nil : value
        }
      }
    }
    return Set(before.subtracting(after)).union([primary(of: index)])
  }

  private mutating func copy(_ index: String, to destination: String, scope: [String]?)
    -> Set<String>
  {
    guard let source = indexes[index] else { return [] }
    var target = indexes[destination] ?? IndexState()
    target.primary = nil
    if scope == nil || scope!.contains("settings") {
      target.settings = source.settings
      target.settings["replicas"] = nil
    }
    if scope == nil {
      let records = indexes[primary(of: index)]?.records ?? RecordTable()
      target.records = records
    }
    indexes[destination] = target
    return [destination]
  }

  private mutating func move(_ index: String, to destination: String)
    -> (changed: Set<String>, deleted: Set<String>)
  {
    guard let source = indexes[index], source.primary == nil else { return ([], []) }
    indexes[destination] = source
    indexes[index] = nil
    for replica in source.replicaNames { indexes[replica]?.primary = destination }
    return ([destination], [index])
  }

  private mutating func deleteIndex(_ index: String) -> (changed: Set<String>, deleted: Set<String>)
  {
    guard let state = indexes[index] else { return ([], []) }
    indexes[index] = nil
    if let primary = state.primary {
      // Deleting a replica drops it from its primary's list.
      let kept = indexes[primary]?.settings["replicas"]?.arrayValue?.filter {
        $0.stringValue != index && $0.stringValue != "virtual(\(index))"
      }
      indexes[primary]?.settings["replicas"] = kept.map(JSON.array)
      return ([primary], [index])
    }
    // Deleting a primary leaves its replicas as indices of their own, with the records.
    var changed: Set<String> = []
    for replica in state.replicaNames where indexes[replica]?.primary == index {
      indexes[replica]?.primary = nil
      indexes[replica]?.records = state.records
      changed.insert(replica)
    }
    return (changed, [index])
  }
}

/// Records being written again into the blocks of a new generation, a slice at a time.
private struct RecordCompaction {
  /// Every record of the store when the compaction started, by index and objectID.
  let keys: [(String, String)]
  /// Whether records may be shared by indices.
  let shared: Bool
  /// The first of `keys` not moved yet.
  var next = 0
  /// The new place of each record moved, where records may be shared.
  var copies: [StoredRecord.Place: StoredRecord] = [:]
}
