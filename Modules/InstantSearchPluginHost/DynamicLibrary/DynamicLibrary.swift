#if canImport(Glibc)
  internal import Glibc
#endif

/// A shared library opened with `dlopen`, never closed.
///
/// Swift images register their metadata with the runtime when they are mapped and cannot be
/// unregistered, so unloading one crashes the process at the next conformance lookup. This type
/// therefore has no `close`: a library stays mapped for the life of the process.
///
/// The corresponding C functions are `dlopen`, `dlsym` and `dlerror`.
struct DynamicLibrary: @unchecked Sendable {
  // @unchecked Sendable: the handle is an opaque token that is never freed (no dlclose), and
  // glibc's dlsym is thread-safe, so sharing it between threads is safe.

  /// The handle `dlopen` returned.
  let handle: UnsafeMutableRawPointer

  /// The absolute path the library was opened from.
  let path: String

  /// Opens the library at `path`.
  ///
  /// - Parameters:
  ///   - path: an absolute path; a bare name would be searched in the host's run path.
  ///   - mode: how to resolve symbols; use `[.now, .local]`.
  /// - Returns: the opened library.
  /// - Throws: `DynamicLibraryError.open` with the text of `dlerror`.
  static func open(path: String, mode: OpenMode) throws(DynamicLibraryError) -> DynamicLibrary {
    let handle = lock.withLock { () -> Result<UnsafeMutableRawPointer, DynamicLibraryError> in
      _ = dlerror()
      guard let handle = dlopen(path, mode.rawValue) else {
        return .failure(.open(path: path, reason: lastError()))
      }
      return .success(handle)
    }
    return DynamicLibrary(handle: try handle.get(), path: path)
  }

  /// Returns the address of the symbol named `name`.
  ///
  /// - Throws: `DynamicLibraryError.symbol` with the text of `dlerror`.
  func symbol(named name: String) throws(DynamicLibraryError) -> UnsafeMutableRawPointer {
    let result = Self.lock.withLock { () -> Result<UnsafeMutableRawPointer, DynamicLibraryError> in
      _ = dlerror()
      guard let address = dlsym(handle, name) else {
        return .failure(.symbol(name: name, path: path, reason: Self.lastError()))
      }
      return .success(address)
    }
    return try result.get()
  }

  /// Returns the symbol named `name` as a value of type `T`, typically a `@convention(c)`
  /// function type.
  ///
  /// - Parameters:
  ///   - name: the symbol's name.
  ///   - type: the type to read it as; it must match the symbol's real type.
  /// - Returns: the symbol, reinterpreted.
  /// - Throws: `DynamicLibraryError.symbol` with the text of `dlerror`.
  func symbol<T>(named name: String, as type: T.Type) throws(DynamicLibraryError) -> T {
    unsafeBitCast(try symbol(named: name), to: type)
  }

  /// Serialises the `dl*` calls with `dlerror`, whose message is per thread but is easiest to
  /// reason about when each call and its message read are one step.
  private static let lock = DynamicLibraryLock()

  /// The text of the last `dl*` error, or a fallback when there is none.
  private static func lastError() -> String {
    guard let message = dlerror() else { return "unknown dynamic loader error" }
    return String(cString: message)
  }
}
