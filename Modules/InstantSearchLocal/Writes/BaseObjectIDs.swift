import InstantSearchCore

/// Finds a base record by its objectID: the records' objectID hashes sorted (12 bytes a
/// record), each match checked against the record itself, so two objectIDs with one hash are
/// told apart.
///
/// Made from the hashes the index kept while it was built (a sort, no record read), or, for an
/// index read from a snapshot, by reading every record once.
struct BaseObjectIDs: Sendable {
  private let data: IndexData
  private let hashes: [Int]
  private let numbers: [UInt32]

  /// The objectIDs of `data`'s records.
  init(_ data: IndexData) {
    self.data = data
    let byRecord =
      data.objectIDHashes
      ?? (0..<UInt32(data.count)).map { data.record($0)["objectID"]?.scalarText?.hashValue ?? 0 }
    let order = byRecord.indices.sorted { byRecord[$0] < byRecord[$1] }
    hashes = order.map { byRecord[$0] }
    numbers = order.map { UInt32($0) }
  }

  /// The record with this objectID, if the base holds one.
  func number(of objectID: String) -> UInt32? {
    let hash = objectID.hashValue
    var low = 0
    var high = hashes.count
    while low < high {
      let middle = (low + high) / 2
      if hashes[middle] < hash { low = middle + 1 } else { high = middle }
    }
    while low < hashes.count && hashes[low] == hash {
      if data.record(numbers[low])["objectID"]?.scalarText == objectID { return numbers[low] }
      low += 1
    }
    return nil
  }
}
