@testable import InstantSearchServer

extension RecordTable {
  /// The records transformed, by objectID: what the tests compare with a dictionary.
  func mapValues<T>(_ transform: (StoredRecord) throws -> T) rethrows -> [String: T] {
    var all: [String: T] = [:]
    all.reserveCapacity(count)
    for objectID in keys { all[objectID] = try transform(self[objectID]!) }
    return all
  }
}
