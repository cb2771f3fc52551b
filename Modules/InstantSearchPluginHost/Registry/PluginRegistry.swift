import InstantSearchLocking

#if canImport(Glibc)
  internal import Glibc
#endif

/// The plugins a program (the REPL, a test) has loaded, and the way to make controllers from
/// them by ID.
///
/// Loading is process-wide underneath: a file is opened and initialized once per process, and a
/// second file declaring an already-loaded plugin ID is refused. A registry lists what *it*
/// loaded, in order.
public final class PluginRegistry: Sendable {
  /// Where bare names are looked up.
  public let searchPath: PluginSearchPath

  private let loaded = Locked<[LoadedPlugin]>([])

  /// Creates an empty registry.
  ///
  /// - Parameter searchPath: where bare names are looked up; `INSTANTSEARCH_PLUGIN_PATH` by
  ///   default.
  public init(searchPath: PluginSearchPath = .environment) {
    self.searchPath = searchPath
  }

  /// The plugins this registry loaded, in load order.
  public var plugins: [LoadedPlugin] { loaded.withLock { $0 } }

  /// Every controller of every plugin this registry loaded.
  public var controllers: [PluginControllerDescriptor] { plugins.flatMap(\.controllers) }

  /// Loads a plugin from a path (absolute, or relative to the current directory) or a bare name
  /// looked up in the search path. Loading a file already loaded returns the same plugin.
  ///
  /// - Parameter reference: a path containing `/`, or a bare name such as `JSONLinesPlugin`.
  /// - Returns: the loaded plugin.
  /// - Throws: `PluginLoadError` naming the file and what was wrong with it.
  @discardableResult
  public func load(_ reference: String) throws(PluginLoadError) -> LoadedPlugin {
    let path: String
    if reference.contains("/") {
      path = reference.hasPrefix("/") ? reference : Self.currentDirectory() + "/" + reference
    } else if let found = searchPath.resolve(reference) {
      path = found
    } else {
      throw .notInSearchPath(name: reference, directories: searchPath.directories)
    }
    guard let real = Self.realPath(path) else {
      throw .fileNotFound(path: path)
    }
    let plugin = try PluginLoader.load(realPath: real)
    loaded.withLock { plugins in
      if !plugins.contains(where: { $0 === plugin }) { plugins.append(plugin) }
    }
    return plugin
  }

  /// Loads every `*.so` file in the search path, and returns what happened to each.
  public func loadSearchPath() -> [(path: String, result: Result<LoadedPlugin, PluginLoadError>)] {
    searchPath.libraries().map { path in
      do throws(PluginLoadError) {
        return (path, .success(try load(path)))
      } catch {
        return (path, .failure(error))
      }
    }
  }

  /// The loaded plugin with ID `pluginID`, or `nil`.
  public func plugin(_ pluginID: String) -> LoadedPlugin? {
    plugins.first { $0.id == pluginID }
  }

  /// Finds a controller by `plugin-id/controller-id`, or by bare controller ID when exactly one
  /// loaded plugin has it.
  ///
  /// - Throws: `.unknownController` or `.ambiguousController`.
  public func controller(
    _ controllerID: String
  ) throws(PluginLoadError) -> (plugin: LoadedPlugin, descriptor: PluginControllerDescriptor) {
    let matches = plugins.flatMap { plugin in
      plugin.controllers.filter { $0.qualifiedID == controllerID }.map { (plugin, $0) }
    }
    if let match = matches.first { return match }
    let bare = plugins.flatMap { plugin in
      plugin.controllers.filter { $0.id == controllerID }.map { (plugin, $0) }
    }
    switch bare.count {
    case 0: throw .unknownController(id: controllerID)
    case 1: return bare[0]
    default: throw .ambiguousController(id: controllerID, candidates: bare.map(\.1.qualifiedID))
    }
  }

  /// Creates a controller instance of the kind the result's type names (e.g.
  /// `let hits: PluginHitsHandle = try registry.makeHandle(id, services: services)`) from a
  /// controller ID (see `controller(_:)`).
  ///
  /// - Throws: `PluginLoadError` when the ID is unknown or names another kind of controller, or
  ///   the plugin fails to create it or creates a malformed one.
  public func makeHandle<Functions>(
    _ controllerID: String, services: PluginHostServices
  ) throws(PluginLoadError) -> PluginControllerHandle<Functions> {
    guard let kind = Functions.self as? any ControllerFunctions.Type else {
      preconditionFailure("\(Functions.self) is not a controller kind's function table")
    }
    let (plugin, descriptor) = try controller(controllerID)
    func make<Kind: ControllerFunctions>(_: Kind.Type) throws(PluginLoadError) -> AnyObject {
      try plugin.makeHandle(descriptor.id, services: services) as PluginControllerHandle<Kind>
    }
    // `Kind` is `Functions`, opened from the cast above, so the cast always succeeds.
    guard let handle = try make(kind) as? PluginControllerHandle<Functions> else {
      preconditionFailure("a handle of \(kind) is not a PluginControllerHandle<\(Functions.self)>")
    }
    return handle
  }

  /// Creates a segment controller instance from a controller ID (see `controller(_:)`).
  ///
  /// - Throws: `PluginLoadError` when the ID is unknown or names another kind of controller, or
  ///   the plugin fails to create it.
  public func makeSegmentHandle(
    _ controllerID: String, services: PluginHostServices
  ) throws(PluginLoadError) -> PluginSegmentHandle {
    let (plugin, descriptor) = try controller(controllerID)
    return try plugin.makeSegmentHandle(descriptor.id, services: services)
  }

  /// Creates a clear-filters controller instance from a controller ID (see `controller(_:)`).
  ///
  /// - Throws: `PluginLoadError` when the ID is unknown or names another kind of controller, or
  ///   the plugin fails to create it.
  public func makeClearHandle(
    _ controllerID: String, services: PluginHostServices
  ) throws(PluginLoadError) -> PluginClearHandle {
    let (plugin, descriptor) = try controller(controllerID)
    return try plugin.makeClearHandle(descriptor.id, services: services)
  }

  /// The canonical absolute path of `path`, or `nil` when it does not exist.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The current working directory.
  private static func currentDirectory() -> String {
    guard let directory = getcwd(nil, 0) else { return "." }
    defer { free(directory) }
    return String(cString: directory)
  }
}
