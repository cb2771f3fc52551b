#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value each thread has its own of: made by the thread the first time it asks, used by that
/// thread only, released when the thread ends.
///
/// It serves state that would otherwise be shared behind a lock although no thread needs what
/// another made: a cache of recent work, a scratch buffer, a C library's context. Nothing is
/// locked, and what a thread allocates it also frees (with glibc's malloc, a block freed by
/// another thread takes the lock of the arena it came from).
///
/// Meant to live as long as the process (a `static let`): when a `PerThread` itself is released,
/// the calling thread's value goes with it, but the values of other threads still running are
/// never released.
public final class PerThread<Value: AnyObject>: @unchecked Sendable {
  // @unchecked Sendable: each thread reads and writes only its own slot of `key`; `make` is
  // Sendable and never changes.
  private let key: pthread_key_t
  private let make: @Sendable () -> Value

  /// Creates the slot; no value is made before a thread asks for its own.
  ///
  /// - Parameter make: makes a thread's value, on that thread.
  public init(_ make: @escaping @Sendable () -> Value) {
    var key = pthread_key_t()
    // Called as each thread ends, with its value (a retained reference) if it made one.
    let status = pthread_key_create(&key) { pointer in
      guard let pointer else { return }
      Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }
    precondition(status == 0, "pthread_key_create failed (\(status)): too many thread keys")
    self.key = key
    self.make = make
  }

  deinit {
    if let pointer = pthread_getspecific(key) {
      pthread_setspecific(key, nil)
      Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }
    pthread_key_delete(key)
  }

  /// The calling thread's value, made now if the thread has none yet.
  ///
  /// Hand it to no other thread: it is the calling thread's alone, and it is released when that
  /// thread ends.
  public var value: Value {
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
    }
    let value = make()
    pthread_setspecific(key, Unmanaged.passRetained(value).toOpaque())
    return value
  }
}
