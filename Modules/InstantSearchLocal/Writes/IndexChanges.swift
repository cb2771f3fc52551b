import InstantSearchCore

/// What searches of a primary index (and its replicas) read while it has changes not yet merged:
/// two segments, the base the index was built from (less the records deleted or replaced since)
/// and an index of the records saved since, built beside it. A search runs on each and merges
/// the two answers into the one a rebuild would give (``search(_:_:rules:)``).
///
/// Immutable: each write batch publishes a new one (``PendingChanges/segments()``).
final class IndexChanges: Sendable {
  /// The primary's name.
  let primary: String
  /// The views of the primary and its replicas over the base records.
  let base: [String: IndexView]
  /// The base records still current, `nil` for all.
  let current: Bitmap?
  /// How many base records are still current.
  let currentCount: Int
  /// The views over the records saved since, by name; empty when none was saved.
  let added: [String: IndexView]
  /// Each saved record's place in the index's order (by its number among the saved records).
  let addedPlaces: [UInt32]

  init(
    primary: String, base: [String: IndexView], current: Bitmap?, currentCount: Int,
    added: [String: IndexView], addedPlaces: [UInt32]
  ) {
    self.primary = primary
    self.base = base
    self.current = current
    self.currentCount = currentCount
    self.added = added
    self.addedPlaces = addedPlaces
  }

  /// How many records the index holds.
  var count: Int { currentCount + addedPlaces.count }

  /// Refuses the search when a record block read from a snapshot fails its checksum.
  func checkIntegrity() throws {
    try base[primary]?.data.checkIntegrity()
  }
}
