import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("A value made on first use, once, whatever the threads asking at once")
struct DeferredTests {
  @Test("a ready value is there at once; a deferred one is made at its first read only")
  func firstRead() {
    #expect(Deferred(ready: [1, 2]).madeValue == [1, 2])
    let made = Locked(0)
    let deferred = Deferred<[Int]> {
      made.withLock { $0 += 1 }
      return [3]
    }
    #expect(deferred.madeValue == nil && made.withLock { $0 } == 0)
    #expect(deferred.value == [3] && deferred.value == [3])
    #expect(deferred.madeValue == [3] && made.withLock { $0 } == 1)
  }

  @Test("many threads reading it at once: made once, every reader sees it whole")
  func manyThreads() async {
    for _ in 0..<20 {
      let made = Locked(0)
      let deferred = Deferred<[String: Int]> {
        made.withLock { $0 += 1 }
        return Dictionary(uniqueKeysWithValues: (0..<500).map { ("k\($0)", $0) })
      }
      let sums = await withTaskGroup(of: Int.self) { group in
        for _ in 0..<8 {
          group.addTask { (0..<50).reduce(0) { sum, _ in sum + deferred.value.values.count } }
        }
        return await group.reduce(into: [Int]()) { $0.append($1) }
      }
      #expect(sums == Array(repeating: 50 * 500, count: 8))
      #expect(made.withLock { $0 } == 1)
    }
  }
}
