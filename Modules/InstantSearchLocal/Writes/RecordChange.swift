import InstantSearchCore

/// One change to the records of a primary index, as ``LocalClient/changeRecords(inIndex:_:)``
/// applies it: searches answer as if the index had been built again from its records, but the
/// change costs what it changes (see the Local README, "Writes").
public enum RecordChange: Sendable, Equatable {
  /// Adds the record, or replaces the one with its objectID (which keeps its place in the
  /// index's order). A record without objectID gets one (``GeneratedObjectID``).
  case save(JSON)
  /// Removes the record with this objectID; nothing happens when there is none.
  case delete(objectID: String)
}
