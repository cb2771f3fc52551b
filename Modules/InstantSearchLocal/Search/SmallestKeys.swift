/// Keeps the `limit` smallest keys seen (a bounded max-heap), for the first pages of a ranking.
struct SmallestKeys {
  let limit: Int
  private(set) var heap: [UInt128] = []

  init(limit: Int) {
    self.limit = limit
    heap.reserveCapacity(min(limit, 4096))
  }

  @inline(__always)
  mutating func insert(_ key: UInt128) {
    guard limit > 0 else { return }
    if heap.count < limit {
      heap.append(key)
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard heap[parent] < heap[child] else { break }
        heap.swapAt(parent, child)
        child = parent
      }
    } else if key < heap[0] {
      heap[0] = key
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < heap.count else { break }
        let right = left + 1
        let larger = right < heap.count && heap[right] > heap[left] ? right : left
        guard heap[larger] > heap[parent] else { break }
        heap.swapAt(parent, larger)
        parent = larger
      }
    }
  }

  /// The kept keys, ascending.
  var sorted: [UInt128] { heap.sorted() }
}
