/// Keeps the `limit` smallest keys seen (a bounded max-heap), for the first pages of a ranking
/// and the thresholds of its selection.
struct SmallestKeys<Key: Comparable> {
  let limit: Int
  private(set) var heap: [Key] = []

  init(limit: Int) {
    self.limit = limit
    heap.reserveCapacity(min(limit, 4096))
  }

  @inline(__always)
  mutating func insert(_ key: Key) {
    if heap.count < limit {
      heap.append(key)
      heap.withUnsafeMutableBufferPointer { heap in
        // Move the parents smaller than the key down into the hole, then fill it.
        var child = heap.count - 1
        while child > 0 {
          let parent = (child - 1) / 2
          guard heap[parent] < key else { break }
          heap[child] = heap[parent]
          child = parent
        }
        heap[child] = key
      }
    } else if limit > 0, key < heap[0] {
      heap.withUnsafeMutableBufferPointer { heap in
        // Move the larger children up into the hole from the root, then fill it.
        var parent = 0
        while true {
          var larger = 2 * parent + 1
          guard larger < heap.count else { break }
          if larger + 1 < heap.count && heap[larger + 1] > heap[larger] { larger += 1 }
          guard heap[larger] > key else { break }
          heap[parent] = heap[larger]
          parent = larger
        }
        heap[parent] = key
      }
    }
  }

  /// The largest key kept, nil when none is.
  var largest: Key? { heap.first }

  /// The kept keys, ascending.
  var sorted: [Key] { heap.sorted() }
}
