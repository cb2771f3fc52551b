import InstantSearchCore

/// The records of a primary index written since its base was built, as the writers keep them:
/// which base records are gone (deleted, or replaced by a newer version), and the records saved
/// since, each with its place in the index's order.
///
/// The order is the one a rebuild from the records would see: a base record's place is its
/// number; a record that replaces one keeps its place; a new record, or one saved again after
/// its delete, goes last.
///
/// Not thread-safe: ``LocalClient`` keeps one per primary behind its lock.
struct PendingChanges: Sendable {
  /// The primary's name.
  let primary: String
  /// The views of the primary and its replicas over the base records.
  let base: [String: IndexView]
  /// The base record of each objectID (deleted or replaced ones too: see ``gone``).
  let baseIDs: BaseObjectIDs
  /// The base records deleted or replaced since the base was built.
  private(set) var gone: Set<UInt32> = []
  /// The records saved since, by objectID, with their place in the order.
  private(set) var saved: [String: (place: UInt32, record: JSON)] = [:]
  /// The place of the next new record.
  private var nextPlace: UInt32
  /// The number the next generated objectID is made from (see ``GeneratedObjectID``).
  var nextGenerated: Int
  /// The changes applied while a background merge runs, to apply again on its new base; `nil`
  /// when no merge runs.
  var journal: [RecordChange]?

  /// No change yet over the views `base` of `primary` (the primary's view must be there).
  init(primary: String, base: [String: IndexView]) {
    self.primary = primary
    self.base = base
    baseIDs = BaseObjectIDs(base[primary]!.data)
    let count = base[primary]!.data.count
    nextPlace = UInt32(count)
    nextGenerated = count
  }

  /// No change yet over `base`, a new base built from the records of `earlier`; objectIDs are
  /// generated on from where `earlier` was.
  init(after earlier: PendingChanges, base: [String: IndexView]) {
    self.init(primary: earlier.primary, base: base)
    nextGenerated = max(nextGenerated, earlier.nextGenerated)
  }

  /// Whether anything changed since the base was built.
  var isEmpty: Bool { gone.isEmpty && saved.isEmpty }

  /// The primary's view over the base records.
  var baseView: IndexView { base[primary]! }

  /// Whether searches can read the base and the changes side by side: every replica shares
  /// the primary's records (a replica with searchable attributes of its own has an index of
  /// its own, which the changes would have to be built for too), and, when no searchable
  /// attributes are declared, the records a rebuild would take them from (the keys of the
  /// first ``IndexData/sampleSize`` records) still give the base's.
  func isSearchableAsSegments() -> Bool {
    guard base.values.allSatisfy({ $0.data === baseView.data }) else { return false }
    let settings = baseView.settings
    let sampled = IndexData.sampleSize
    guard settings.searchableAttributes == nil,
      gone.contains(where: { $0 < sampled }) || saved.values.contains(where: { $0.place < sampled })
    else { return true }
    let slots = IndexData.Builder.searchableSlots(settings, sample: records(limit: sampled)[...])
    return slots.paths.prefix(MatchPlace.slotCount).elementsEqual(baseView.data.slots)
  }

  /// Whether `objectID` names a record of the index as it now is.
  func holds(_ objectID: String) -> Bool {
    if saved[objectID] != nil { return true }
    guard let number = baseIDs.number(of: objectID) else { return false }
    return !gone.contains(number)
  }

  /// Applies one change (a save given an objectID first when it has none, which must be an
  /// object: see ``LocalClient/changeRecords(inIndex:_:)``).
  ///
  /// - Returns: the change as applied (a save with its objectID), and the objectID.
  mutating func apply(_ change: RecordChange) -> (RecordChange, String) {
    switch change {
    case .save(let record):
      var record = record
      let objectID: String
      if let given = record["objectID"]?.scalarText {
        objectID = given
      } else {
        var candidate = GeneratedObjectID.forRecord(nextGenerated)
        while holds(candidate) {
          nextGenerated += 1
          candidate = GeneratedObjectID.forRecord(nextGenerated)
        }
        nextGenerated += 1
        objectID = candidate
        record["objectID"] = .string(candidate)
      }
      if let earlier = saved[objectID] {
        saved[objectID] = (earlier.place, record)
      } else if let number = baseIDs.number(of: objectID), !gone.contains(number) {
        gone.insert(number)
        saved[objectID] = (number, record)
      } else {
        saved[objectID] = (nextPlace, record)
        nextPlace += 1
      }
      return (.save(record), objectID)
    case .delete(let objectID):
      if saved.removeValue(forKey: objectID) == nil, let number = baseIDs.number(of: objectID) {
        gone.insert(number)
      }
      return (change, objectID)
    }
  }

  /// The saved records in the index's order, with their places.
  var savedInOrder: [(place: UInt32, record: JSON)] {
    saved.values.sorted { $0.place < $1.place }
  }

  /// How many records the index holds now.
  var count: Int { baseView.data.count - gone.count + saved.count }

  /// Calls `body` with each record of the index as it now is, in its order (each base record
  /// read once), until it returns false.
  func forEachRecord(_ body: (JSON) throws -> Bool) rethrows {
    let data = baseView.data
    var later = savedInOrder[...]
    for number in 0..<UInt32(data.count) {
      while let next = later.first, next.place <= number {
        guard try body(next.record) else { return }
        later = later.dropFirst()
      }
      if !gone.contains(number) { guard try body(data.record(number)) else { return } }
    }
    for entry in later { guard try body(entry.record) else { return } }
  }

  /// The records of the index as it now is, in its order: all, or the first `limit`.
  func records(limit: Int = .max) -> [JSON] {
    var records: [JSON] = []
    records.reserveCapacity(min(limit, count))
    forEachRecord { record in
      guard records.count < limit else { return false }
      records.append(record)
      return true
    }
    return records
  }

  /// What searches read: the base less the records gone, and an index of the saved records
  /// built beside it (same searchable slots, settings, replicas and synonyms); `nil` when
  /// nothing changed.
  ///
  /// - Complexity: O(*c* + *N*/64): building the index of the *c* saved records, and the
  ///   bitmap of the base's *N* records still current.
  func segments() throws -> IndexChanges? {
    guard !isEmpty else { return nil }
    let primaryView = baseView
    let ordered = savedInOrder
    var added: [String: IndexView] = [:]
    if !ordered.isEmpty {
      let replicas = base.values.filter { $0.primary != nil }.sorted { $0.name < $1.name }
      let data = try IndexData(
        records: ordered.map(\.record), settings: primaryView.settings,
        replicaSettings: replicas.map(\.settings), twoStage: false, slotsOf: primaryView.data
      ) { _ in }
      var customCache: [String: (IndexArray<UInt32>, Int)] = [:]
      for (name, view) in base {
        let segment = IndexView(
          name: name, settings: view.settings, data: data, primary: view.primary,
          isVirtual: view.isVirtual, primaryRanking: primaryView.settings.ranking,
          customCache: &customCache)
        let table = view.synonyms.withLock { $0 }
        segment.synonyms.withLock { $0 = table }
        added[name] = segment
      }
    }
    var current: Bitmap?
    if !gone.isEmpty {
      var bitmap = Bitmap(capacity: primaryView.data.count, members: gone)
      bitmap.invert()
      current = bitmap
    }
    return IndexChanges(
      primary: primary, base: base, current: current,
      currentCount: primaryView.data.count - gone.count, added: added,
      addedPlaces: ordered.map(\.place))
  }
}
