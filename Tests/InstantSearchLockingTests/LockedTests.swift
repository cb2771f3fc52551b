import InstantSearchLocking
import Testing

/// `Locked` serialises every access to its value and lets errors through after unlocking.
@Suite("Locked")
struct LockedTests {
  @Test("concurrent increments from many tasks are all kept")
  func concurrentIncrements() async {
    let counter = Locked(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<1_000 { counter.withLock { $0 += 1 } }
        }
      }
    }
    #expect(counter.withLock { $0 } == 8_000)
  }

  /// The error `withLock` passes through.
  struct Refused: Error, Equatable {}

  @Test("a throwing body leaves its changes, rethrows its typed error and releases the lock")
  func throwingBody() {
    let value = Locked([1])
    #expect(throws: Refused()) {
      try value.withLock { (numbers: inout [Int]) throws(Refused) in
        numbers.append(2)
        throw Refused()
      }
    }
    #expect(value.withLock { $0 } == [1, 2])
  }
}
