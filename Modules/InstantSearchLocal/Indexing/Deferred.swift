import InstantSearchCore

/// A value made on first use and kept, shared by every copy of the struct holding it: what an
/// index opened from a snapshot would otherwise rebuild while opening (the word and facet-value
/// lookups, the typo index's listed branches).
///
/// Thread-safe: the first reader makes the value under a lock, later readers take the kept one
/// (one lock each, so a hot loop reads it once, before the loop).
final class Deferred<Value: Sendable>: Sendable {
  private let state: Locked<Value?>
  private let make: @Sendable () -> Value

  /// A value made already (an index built from records).
  init(ready value: Value) {
    state = Locked(value)
    make = { value }
  }

  /// A value `make` makes on first use.
  init(_ make: @escaping @Sendable () -> Value) {
    state = Locked(nil)
    self.make = make
  }

  /// The value, made now if no one asked before.
  var value: Value {
    state.withLock { kept in
      if let kept { return kept }
      let made = make()
      kept = made
      return made
    }
  }

  /// The value if it was made, without making it (for memory figures).
  var madeValue: Value? { state.withLock { $0 } }
}
