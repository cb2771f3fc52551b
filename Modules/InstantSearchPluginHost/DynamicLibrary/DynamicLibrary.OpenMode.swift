#if canImport(Glibc)
  internal import Glibc
#endif

extension DynamicLibrary {
  /// The flags of `dlopen`.
  struct OpenMode: OptionSet, Sendable {
    /// The raw `RTLD_*` bits.
    let rawValue: Int32

    /// Resolves every symbol when the library is opened (`RTLD_NOW`), so an unresolved symbol is
    /// an error at load instead of an exit at the first call.
    static let now = OpenMode(rawValue: RTLD_NOW)

    /// Keeps the library's symbols out of the global namespace (`RTLD_LOCAL`).
    static let local = OpenMode(rawValue: RTLD_LOCAL)

    /// Keeps the library mapped even if someone calls `dlclose` (`RTLD_NODELETE`).
    static let noDelete = OpenMode(rawValue: RTLD_NODELETE)
  }
}
