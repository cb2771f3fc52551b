#if canImport(Glibc)
  internal import Glibc
#endif

/// The directories where plugins are looked up by bare name, from `INSTANTSEARCH_PLUGIN_PATH`
/// (colon-separated, like `PATH`; relative entries are ignored).
public struct PluginSearchPath: Sendable, Equatable {
  /// The environment variable read by `environment`.
  public static let variableName = "INSTANTSEARCH_PLUGIN_PATH"

  /// The absolute directories, in search order.
  public var directories: [String]

  /// Creates a search path from directories; relative ones are dropped.
  public init(directories: [String]) {
    self.directories = directories.filter { $0.hasPrefix("/") }
  }

  /// Parses a colon-separated list, as found in `INSTANTSEARCH_PLUGIN_PATH`.
  public init(parsing value: String) {
    self.init(directories: value.split(separator: ":").map(String.init))
  }

  /// The search path in `INSTANTSEARCH_PLUGIN_PATH`, empty when it is not set.
  public static var environment: PluginSearchPath {
    guard let value = getenv(variableName) else { return PluginSearchPath(directories: []) }
    return PluginSearchPath(parsing: String(cString: value))
  }

  /// The file a bare `name` refers to: the first of `name`, `libNAME.so` and `NAME.so` found in
  /// a directory, in search order; `nil` when none exists.
  public func resolve(_ name: String) -> String? {
    let candidates = [name, "lib\(name).so", "\(name).so"]
    for directory in directories {
      for candidate in candidates {
        let path = directory.hasSuffix("/") ? directory + candidate : "\(directory)/\(candidate)"
        if access(path, F_OK) == 0 { return path }
      }
    }
    return nil
  }

  /// Every `*.so` file in the directories, in search order, sorted by name in each directory.
  public func libraries() -> [String] {
    directories.flatMap { directory -> [String] in
      guard let stream = opendir(directory) else { return [] }
      defer { closedir(stream) }
      var names: [String] = []
      while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
          String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name.hasSuffix(".so") { names.append(name) }
      }
      let base = directory.hasSuffix("/") ? directory : directory + "/"
      return names.sorted().map { base + $0 }
    }
  }
}
