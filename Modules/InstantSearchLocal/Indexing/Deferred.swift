import InstantSearchCore
import Synchronization

/// A value made on first use and kept, shared by every copy of the struct holding it: what an
/// index opened from a snapshot would otherwise rebuild while opening (the word and facet-value
/// lookups, the typo index's listed branches).
///
/// Thread-safe: the first reader makes the value under a lock; once it is made, a reader takes
/// it after one atomic load, with no lock. (Searches read these values several times each, on
/// every thread at once: a lock each time cost about 300 instructions, and made the threads
/// take turns on the lock's cache line.)
final class Deferred<Value: Sendable>: Sendable {
  /// Whether ``kept`` holds the value; set, releasing, once it is written.
  private let isMade: Atomic<Bool>
  /// The value once made. Written once, under ``making``, before ``isMade`` is set; read
  /// without a lock only after ``isMade`` is seen set (acquiring), and never written again.
  nonisolated(unsafe) private var kept: Value?
  /// Held by the reader making the value, so it is made once.
  private let making = Locked(())
  private let make: @Sendable () -> Value

  /// A value made already (an index built from records).
  init(ready value: Value) {
    kept = value
    isMade = Atomic(true)
    make = { value }
  }

  /// A value `make` makes on first use.
  init(_ make: @escaping @Sendable () -> Value) {
    kept = nil
    isMade = Atomic(false)
    self.make = make
  }

  /// The value, made now if no one asked before.
  var value: Value {
    if isMade.load(ordering: .acquiring) { return kept! }
    return making.withLock { _ in
      if isMade.load(ordering: .acquiring) { return kept! }
      let made = make()
      kept = made
      isMade.store(true, ordering: .releasing)
      return made
    }
  }

  /// The value if it was made, without making it (for memory figures).
  var madeValue: Value? { isMade.load(ordering: .acquiring) ? kept : nil }
}
