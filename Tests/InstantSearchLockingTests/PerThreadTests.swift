import Foundation
import InstantSearchLocking
import Testing

/// `PerThread` gives each thread a value of its own, made once by that thread and released when
/// the thread ends.
@Suite("PerThread")
struct PerThreadTests {
  /// Counts how many values were made and released.
  final class Counted: Sendable {
    static let made = Locked(0)
    static let released = Locked(0)
    let thread: ObjectIdentifier

    init(thread: ObjectIdentifier) {
      self.thread = thread
      Self.made.withLock { $0 += 1 }
    }

    deinit { Self.released.withLock { $0 += 1 } }
  }

  /// Which thread made each value; one a thread, for the lifetime of the process.
  static let slot = PerThread { Counted(thread: ObjectIdentifier(Thread.current)) }

  @Test("each thread makes its value once, sees only its own, and releases it when it ends")
  func ownValues() async throws {
    let madeBefore = Counted.made.withLock { $0 }
    let releasedBefore = Counted.released.withLock { $0 }
    let seen = Locked<[ObjectIdentifier]>([])
    let threads = 4
    let (ready, done) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
    for _ in 0..<threads {
      Thread {
        let first = Self.slot.value
        // Asked again, the same value: made once.
        #expect((0..<100).allSatisfy { _ in Self.slot.value === first })
        #expect(first.thread == ObjectIdentifier(Thread.current))
        seen.withLock { $0.append(ObjectIdentifier(first)) }
        ready.signal()
        // Every thread keeps its value until all have made theirs.
        done.wait()
      }.start()
    }
    for _ in 0..<threads { ready.wait() }
    #expect(Set(seen.withLock { $0 }).count == threads)
    for _ in 0..<threads { done.signal() }
    #expect(Counted.made.withLock { $0 } - madeBefore == threads)
    // Each value goes as its thread ends, just after the thread's body returns.
    for _ in 0..<500 where Counted.released.withLock({ $0 }) - releasedBefore < threads {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(Counted.released.withLock { $0 } - releasedBefore == threads)
  }
}
