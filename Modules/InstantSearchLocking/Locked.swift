#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a lock: every read and write goes through ``withLock(_:)``.
///
/// It serves where `Synchronization.Mutex` would, and differs in one way that matters to the
/// test suite: it locks a `pthread_mutex_t`, which ThreadSanitizer sees. On Linux, `Mutex` locks
/// with futex system calls that ThreadSanitizer cannot follow, so it reports every access to a
/// `Mutex`-guarded value from two threads as a race (`swift test --sanitize=thread`), hiding
/// real ones.
public final class Locked<Value>: @unchecked Sendable {
  // @unchecked Sendable: `value` is read and written only inside `withLock`, between
  // `pthread_mutex_lock` and `pthread_mutex_unlock` on `mutex`; values go in and out `sending`,
  // as with `Mutex`.
  // Internal to the module but visible to ``withLock(_:)``'s inlined body: callers in other
  // modules specialize it for their value and closure instead of calling it generically
  // (about 340 instructions a call on a search's path before, most of them the generic call).
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
  @usableFromInline var value: Value

  /// Creates a lock guarding `value`.
  ///
  /// - Parameter value: the initial value.
  public init(_ value: sending Value) {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    self.value = value
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the lock held and the value open for change.
  ///
  /// - Parameter body: reads or changes the value; it must not call `withLock` on the same
  ///   lock (the lock is not recursive).
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws, after the lock is released.
  @inlinable
  public func withLock<Result, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
