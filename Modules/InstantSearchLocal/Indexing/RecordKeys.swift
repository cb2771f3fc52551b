/// The top-level keys of an index's records, each numbered the first time it is met, and found
/// again by its position: records of one index nearly always have their keys in the same order,
/// and the parser shares one `String` among a key's occurrences (`JSONParser.KeyCache`), so a
/// key is compared with the one at its position in the previous record (the same storage:
/// `==` returns at once) and hashed only when it differs.
///
/// Not thread-safe: used by one builder.
struct RecordKeys: Sendable {
  /// Each key's id.
  private var ids: [String: Int32] = [:]
  /// The keys, by id.
  private(set) var names: [String] = []
  /// The key at each position of the previous record that had one there, and its id (-1 for
  /// none yet).
  private var lastKeys: [String] = []
  private var lastIDs: [Int32] = []

  /// The id of `key`, met at member `position` of a record; a new key gets the next id
  /// (``names``'s count before it is appended).
  @inline(__always)
  mutating func id(of key: String, at position: Int) -> Int {
    if position < lastIDs.count, lastIDs[position] >= 0, lastKeys[position] == key {
      return Int(lastIDs[position])
    }
    return slowID(of: key, at: position)
  }

  private mutating func slowID(of key: String, at position: Int) -> Int {
    let id = ids[key, default: Int32(names.count)]
    if id == names.count {
      ids[key] = id
      names.append(key)
    }
    while lastIDs.count <= position {
      lastKeys.append("")
      lastIDs.append(-1)
    }
    lastKeys[position] = key
    lastIDs[position] = id
    return Int(id)
  }
}
