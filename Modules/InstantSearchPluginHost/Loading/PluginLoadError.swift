/// Why a plugin was refused or a controller could not be made. Every case names the file or the
/// controller at fault; `description` is the message to show.
public enum PluginLoadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing exists at the path.
  case fileNotFound(path: String)
  /// The path names a directory.
  case isDirectory(path: String)
  /// The file is not an ELF shared library (`detail` says what it is instead).
  case notSharedLibrary(path: String, detail: String)
  /// The library was built for another machine.
  case wrongArchitecture(path: String, found: String, expected: String)
  /// `dlopen` failed, e.g. on an unresolved symbol; `reason` is the loader's message.
  case openFailed(path: String, reason: String)
  /// The library does not export the entry function.
  case noEntryPoint(path: String, symbol: String)
  /// The entry function returned NULL.
  case nullTable(path: String)
  /// The plugin was built for another major version of the ABI.
  case incompatibleMajor(path: String, plugin: PluginABIVersion, host: PluginABIVersion)
  /// The plugin was built against a newer minor version than this host knows.
  case newerMinor(path: String, plugin: PluginABIVersion, host: PluginABIVersion)
  /// A struct is shorter than its ABI version requires.
  case structTooShort(path: String, structName: String, size: Int, required: Int)
  /// A required function or string is NULL.
  case nullRequiredField(path: String, structName: String, field: String)
  /// A controller is of a kind this host does not know (`kind`: its name and number, or the
  /// number alone when the plugin gave no name).
  case unknownControllerKind(path: String, controller: String, kind: String)
  /// The plugin's `initialize` returned false with this message.
  case initializeFailed(path: String, pluginID: String, message: String)
  /// Another file with the same plugin ID is already loaded.
  case duplicatePluginID(path: String, pluginID: String, loadedFrom: String)
  /// A bare name was not found in any search-path directory.
  case notInSearchPath(name: String, directories: [String])
  /// No loaded plugin has a controller with this ID.
  case unknownController(id: String)
  /// More than one loaded plugin has a controller with this bare ID.
  case ambiguousController(id: String, candidates: [String])
  /// The controller is of another kind than the one asked for.
  case wrongControllerKind(id: String, expected: String, actual: String)
  /// The plugin returned no controller (or a malformed one) for this ID.
  case controllerCreationFailed(id: String, reason: String)

  /// The message to show, naming what was wrong and where.
  public var description: String {
    switch self {
    case .fileNotFound(let path):
      return refused(path, "no such file")
    case .isDirectory(let path):
      return refused(path, "it is a directory, not a shared library")
    case .notSharedLibrary(let path, let detail):
      return refused(path, "not an ELF shared library (\(detail))")
    case .wrongArchitecture(let path, let found, let expected):
      return refused(path, "built for \(found), this host runs on \(expected)")
    case .openFailed(let path, let reason):
      return refused(path, reason)
    case .noEntryPoint(let path, let symbol):
      return refused(path, "it does not export the entry function \(symbol)")
    case .nullTable(let path):
      return refused(path, "its entry function returned NULL")
    case .incompatibleMajor(let path, let plugin, let host):
      return refused(
        path,
        "built for plugin ABI \(plugin.majorMinor), this host supports \(host.major).0 to "
          + host.majorMinor)
    case .newerMinor(let path, let plugin, let host):
      return refused(
        path,
        "built for plugin ABI \(plugin.majorMinor), newer than this host's \(host.majorMinor); "
          + "update the host")
    case .structTooShort(let path, let structName, let size, let required):
      return refused(
        path,
        "malformed \(structName): struct_size \(size) is shorter than the \(required) bytes its "
          + "ABI version requires")
    case .nullRequiredField(let path, let structName, let field):
      return refused(path, "malformed \(structName): required field \(field) is NULL")
    case .unknownControllerKind(let path, let controller, let kind):
      return refused(
        path,
        "controller \(controller) is of kind \(kind), which this host (plugin ABI "
          + "\(PluginABIVersion.host.majorMinor)) does not support; update the host")
    case .initializeFailed(let path, let pluginID, let message):
      return "plugin \(pluginID) (\(path)) failed to initialize: \(message)"
    case .duplicatePluginID(let path, let pluginID, let loadedFrom):
      return refused(path, "a plugin with ID \(pluginID) is already loaded from \(loadedFrom)")
    case .notInSearchPath(let name, let directories):
      let searched =
        directories.isEmpty
        ? "(INSTANTSEARCH_PLUGIN_PATH is empty)" : directories.joined(separator: ":")
      return "cannot find plugin \(name) in the plugin search path \(searched)"
    case .unknownController(let id):
      return "no loaded plugin has a controller \(id)"
    case .ambiguousController(let id, let candidates):
      return
        "controller \(id) is ambiguous, use one of: \(candidates.joined(separator: ", "))"
    case .wrongControllerKind(let id, let expected, let actual):
      return "controller \(id) is a \(actual) controller, not a \(expected) controller"
    case .controllerCreationFailed(let id, let reason):
      return "plugin could not create controller \(id): \(reason)"
    }
  }

  /// The message of a refused file: every one starts the same way, then says why.
  private func refused(_ path: String, _ reason: String) -> String {
    "cannot load plugin \(path): \(reason)"
  }
}
