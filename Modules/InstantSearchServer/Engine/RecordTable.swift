/// The records of an index by objectID, in two layers: a base table that no copy ever changes,
/// shared by every copy of the table, and the changes made since it was built.
///
/// The server keeps two copies of its indices, the publishing thread's and the one readers see
/// (``ServerEngine``). With one dictionary a copy, the first write after they were made equal
/// copied every record's entry (about 20 MiB for 200,000 records), and both stayed in
/// memory; in two layers, a write copies what it changes, and both copies share the base.
/// ``foldIfLarge()`` builds a new base once the changes outgrow an eighth of it, so a lookup reads
/// two small tables at most and a record costs about one entry: O(records) every
/// O(records / 8) changes, O(1) a change.
struct RecordTable: Sendable {
  /// A table of records no one changes once it is made.
  private final class Base: Sendable {
    let records: [String: StoredRecord]

    init(_ records: [String: StoredRecord]) { self.records = records }
  }

  /// The fewest changes folded into the base: below them, a fold would cost more than it saves.
  static let minimumFold = 4096

  private var base = Base([:])
  /// The records saved since the base was built, new or in place of the base's.
  private var saved: [String: StoredRecord] = [:]
  /// The objectIDs of the base's records removed since, and not saved again.
  private var removed: Set<String> = []
  /// How many records the table holds.
  private(set) var count = 0

  /// An empty table.
  init() {}

  /// The record with this objectID; setting nil removes it.
  subscript(objectID: String) -> StoredRecord? {
    get {
      if let record = saved[objectID] { return record }
      return removed.contains(objectID) ? nil : base.records[objectID]
    }
    set {
      let wasHeld = self[objectID] != nil
      if let newValue {
        saved[objectID] = newValue
        removed.remove(objectID)
      } else {
        saved[objectID] = nil
        if base.records[objectID] != nil { removed.insert(objectID) }
      }
      count += (newValue == nil ? 0 : 1) - (wasHeld ? 1 : 0)
    }
  }

  /// Whether it holds no record.
  var isEmpty: Bool { count == 0 }

  /// Every record, in no particular order.
  var values: [StoredRecord] {
    var all: [StoredRecord] = []
    all.reserveCapacity(count)
    for (objectID, record) in base.records where isBaseCurrent(objectID) { all.append(record) }
    all.append(contentsOf: saved.values)
    return all
  }

  /// Every objectID, in no particular order.
  var keys: [String] {
    var all: [String] = []
    all.reserveCapacity(count)
    for objectID in base.records.keys where isBaseCurrent(objectID) { all.append(objectID) }
    all.append(contentsOf: saved.keys)
    return all
  }

  /// Whether the base's record with this objectID is still the table's.
  private func isBaseCurrent(_ objectID: String) -> Bool {
    saved[objectID] == nil && !removed.contains(objectID)
  }

  /// Whether `other` shares this table's base: then the same changes make them equal.
  func sharesBase(with other: RecordTable) -> Bool { base === other.base }

  /// Builds a new base of every record when the changes outgrow an eighth of the base (and
  /// ``minimumFold``). Copies of the table made before keep the old base.
  mutating func foldIfLarge() {
    guard saved.count + removed.count > max(Self.minimumFold, base.records.count / 8) else {
      return
    }
    fold()
  }

  /// Builds a new base of every record, unless nothing changed since the last. Copies of the
  /// table made before keep the old base, and with it the records it holds.
  mutating func fold() {
    guard !saved.isEmpty || !removed.isEmpty else { return }
    if base.records.isEmpty {
      // The records loaded into an empty table: the saved ones are the base, as they are.
      base = Base(saved)
    } else {
      var records = base.records
      for objectID in removed { records[objectID] = nil }
      records.merge(saved) { _, new in new }
      base = Base(records)
    }
    saved = [:]
    removed = []
  }
}
