import InstantSearchLocking

/// A lock around the dynamic loader calls of `DynamicLibrary`.
final class DynamicLibraryLock: Sendable {
  private let mutex = Locked(())

  /// Runs `body` while holding the lock.
  func withLock<T>(_ body: () -> T) -> T {
    mutex.withLock { _ in body() }
  }
}
