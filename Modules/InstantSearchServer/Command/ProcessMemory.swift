import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How `serve` sets up its process's memory allocator before it opens the data.
///
/// glibc gives threads up to 8 malloc arenas a core. A server's threads (the request pool, the
/// publishing thread, each background merge) then spread long-lived values over many arenas,
/// between the short-lived ones of searches and merges, and each arena keeps pages that one
/// such value pins: after 100,000 updates of 200,000 records the process held 1.25–1.47× a
/// fresh load with the default, 1.10–1.24× with 2 arenas, searches as fast (Benchmarks
/// README, "Writes"). A process setting, so a server's to make: the libraries never make it.
public enum ProcessMemory {
  /// Caps glibc's malloc arenas at the number of cores (at least 2), unless `MALLOC_ARENA_MAX`
  /// is set in the environment, which glibc then follows.
  ///
  /// - Returns: the cap set, or nil when none was (the environment decides, or the C library is
  ///   not glibc).
  @discardableResult
  public static func capArenasForServing() -> Int? {
    guard ProcessInfo.processInfo.environment["MALLOC_ARENA_MAX"] == nil else { return nil }
    #if canImport(Glibc)
      // <malloc.h> is not in Swift's Glibc module: `mallopt` is looked up as the process links
      // it (RTLD_DEFAULT).
      typealias Option = @convention(c) (Int32, Int32) -> Int32
      let arenaMaximum: Int32 = -8  // M_ARENA_MAX
      guard let symbol = dlsym(nil, "mallopt") else { return nil }
      let cap = max(2, ProcessInfo.processInfo.activeProcessorCount)
      return unsafeBitCast(symbol, to: Option.self)(arenaMaximum, Int32(cap)) == 1 ? cap : nil
    #else
      return nil
    #endif
  }
}
