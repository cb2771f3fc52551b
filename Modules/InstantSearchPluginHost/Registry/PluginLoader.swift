internal import CInstantSearchPlugin
import InstantSearchLocking

/// Loads plugin files, once per file per process: `dlopen` of the same file returns the same
/// image and globals, so `initialize` must run only once however many registries ask.
enum PluginLoader {
  private struct State {
    /// Loaded plugins by real path.
    var loaded: [String: LoadedPlugin] = [:]
    /// Plugins refused after their `initialize` ran, by real path: asking again gives the same
    /// error rather than a second `initialize`.
    var refusedAfterInitialize: [String: PluginLoadError] = [:]
  }

  /// Every load, serialised: plugins' `initialize` functions never run concurrently.
  private static let state = Locked(State())

  /// Loads the plugin at `realPath` (already resolved), or returns it if already loaded.
  ///
  /// - Throws: `PluginLoadError` naming the file and what was wrong.
  static func load(realPath: String) throws(PluginLoadError) -> LoadedPlugin {
    let result = state.withLock { state -> Result<LoadedPlugin, PluginLoadError> in
      if let plugin = state.loaded[realPath] { return .success(plugin) }
      if let error = state.refusedAfterInitialize[realPath] { return .failure(error) }
      do throws(PluginLoadError) {
        let plugin = try loadOnce(realPath: realPath, state: &state)
        state.loaded[realPath] = plugin
        return .success(plugin)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Does the work of `load`, with the lock held.
  private static func loadOnce(
    realPath path: String, state: inout State
  ) throws(PluginLoadError) -> LoadedPlugin {
    let (table, version) = try versionedTable(path: path)

    // Every field of ABI 1.0 must be there; later ones are optional.
    let required = ForeignStruct<isp_plugin_t>.end(of: \.create_clear_controller)
    guard table.size >= required else {
      throw .structTooShort(
        path: path, structName: "isp_plugin_t", size: table.size, required: required)
    }
    func missing(_ field: String) -> PluginLoadError {
      .nullRequiredField(path: path, structName: "isp_plugin_t", field: field)
    }
    guard let idPointer = table.read(\.plugin_id) ?? nil, idPointer.pointee != 0 else {
      throw missing("plugin_id")
    }
    let pluginID = String(cString: idPointer)
    let name = (table.read(\.plugin_name) ?? nil).map { String(cString: $0) } ?? pluginID
    let pluginVersion = (table.read(\.plugin_version) ?? nil).map { String(cString: $0) } ?? ""
    guard let initialize = table.read(\.initialize) ?? nil else { throw missing("initialize") }
    guard let count = table.read(\.controller_count) ?? nil else {
      throw missing("controller_count")
    }
    guard let describe = table.read(\.controller_descriptor) ?? nil else {
      throw missing("controller_descriptor")
    }
    let functions = PluginTable(
      initialize: initialize, controllerCount: count, controllerDescriptor: describe,
      createSegment: table.read(\.create_segment_controller) ?? nil,
      createClear: table.read(\.create_clear_controller) ?? nil,
      getExtension: table.read(\.get_extension) ?? nil,
      createController: table.read(\.create_controller) ?? nil)

    if let other = state.loaded.values.first(where: { $0.id == pluginID }) {
      throw .duplicatePluginID(path: path, pluginID: pluginID, loadedFrom: other.path)
    }

    // From here on the plugin has run code: a refusal is remembered so it never runs twice.
    do throws(PluginLoadError) {
      try initializePlugin(functions, pluginID: pluginID, path: path)
      let controllers = try describeControllers(functions, pluginID: pluginID, path: path)
      return LoadedPlugin(
        id: pluginID, name: name, version: pluginVersion, abiVersion: version, path: path,
        controllers: controllers, table: functions)
    } catch {
      state.refusedAfterInitialize[path] = error
      throw error
    }
  }

  /// Opens the library, calls its entry and checks the table's ABI version, before any other
  /// field of the table is trusted.
  ///
  /// - Returns: the plugin's table and its ABI version (same major as the host's, minor not
  ///   newer).
  private static func versionedTable(
    path: String
  ) throws(PluginLoadError) -> (ForeignStruct<isp_plugin_t>, PluginABIVersion) {
    try LibraryFileCheck.check(path: path)
    let library: DynamicLibrary
    let entry: isp_plugin_entry_fn
    do {
      library = try DynamicLibrary.open(path: path, mode: [.now, .local, .noDelete])
    } catch {
      guard case .open(_, let reason) = error else {
        throw .openFailed(path: path, reason: "\(error)")
      }
      throw .openFailed(path: path, reason: reason)
    }
    do {
      entry = try library.symbol(named: ISP_ENTRY_SYMBOL, as: isp_plugin_entry_fn.self)
    } catch {
      throw .noEntryPoint(path: path, symbol: ISP_ENTRY_SYMBOL)
    }
    guard let tablePointer = entry(), let table = ForeignStruct<isp_plugin_t>(tablePointer) else {
      throw .nullTable(path: path)
    }
    let versionEnd = ForeignStruct<isp_plugin_t>.end(of: \.abi_version)
    guard let rawVersion = table.read(\.abi_version) else {
      throw .structTooShort(
        path: path, structName: "isp_plugin_t", size: table.size, required: versionEnd)
    }
    let version = PluginABIVersion(rawVersion)
    let host = PluginABIVersion.host
    guard version.major == host.major else {
      throw .incompatibleMajor(path: path, plugin: version, host: host)
    }
    guard version.minor <= host.minor else {
      throw .newerMinor(path: path, plugin: version, host: host)
    }
    return (table, version)
  }

  /// Calls the plugin's `initialize` with a host that lives for the rest of the process.
  private static func initializePlugin(
    _ functions: PluginTable, pluginID: String, path: String
  ) throws(PluginLoadError) {
    let bridge = HostBridge(pluginID: pluginID, services: nil)
    let capacity = 1_024
    var message = [CChar](repeating: 0, count: capacity)
    let succeeded = message.withUnsafeMutableBufferPointer { buffer in
      functions.initialize(bridge.host, path, buffer.baseAddress, capacity)
    }
    guard succeeded else {
      message[capacity - 1] = 0
      let text = String(
        decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw .initializeFailed(
        path: path, pluginID: pluginID, message: text.isEmpty ? "(no message)" : text)
    }
  }

  /// Reads and checks the plugin's controller descriptors.
  private static func describeControllers(
    _ functions: PluginTable, pluginID: String, path: String
  ) throws(PluginLoadError) -> [PluginControllerDescriptor] {
    var controllers: [PluginControllerDescriptor] = []
    for index in 0..<functions.controllerCount() {
      let structName = "isp_controller_descriptor_t #\(index)"
      guard let descriptor = ForeignStruct(functions.controllerDescriptor(index)) else {
        throw .nullRequiredField(path: path, structName: structName, field: "(the descriptor)")
      }
      let required = ForeignStruct<isp_controller_descriptor_t>.end(of: \.name)
      guard descriptor.size >= required else {
        throw .structTooShort(
          path: path, structName: structName, size: descriptor.size, required: required)
      }
      guard let idPointer = descriptor.read(\.id) ?? nil, idPointer.pointee != 0 else {
        throw .nullRequiredField(path: path, structName: structName, field: "id")
      }
      let id = String(cString: idPointer)
      let name = (descriptor.read(\.name) ?? nil).map { String(cString: $0) } ?? id
      let summary = (descriptor.read(\.description) ?? nil).map { String(cString: $0) } ?? ""
      let raw = descriptor.read(\.kind) ?? 0
      guard let kind = PluginControllerKind(rawValue: raw) else {
        let name = (descriptor.read(\.kind_name) ?? nil).map { String(cString: $0) }
        throw .unknownControllerKind(
          path: path, controller: "\(pluginID)/\(id)",
          kind: name.map { "\($0) (\(raw))" } ?? "\(raw)")
      }
      try requireCreateFunction(for: kind, in: functions, path: path)
      controllers.append(
        PluginControllerDescriptor(
          pluginID: pluginID, id: id, name: name, summary: summary, kind: kind))
    }
    return controllers
  }

  /// Refuses a plugin that declares a kind without the create function that makes it.
  private static func requireCreateFunction(
    for kind: PluginControllerKind, in functions: PluginTable, path: String
  ) throws(PluginLoadError) {
    let field: String
    switch kind {
    case .segment where functions.createSegment == nil: field = "create_segment_controller"
    case .clearFilters where functions.createClear == nil: field = "create_clear_controller"
    case _ where kind.isCommon && functions.createController == nil: field = "create_controller"
    default: return
    }
    throw .nullRequiredField(path: path, structName: "isp_plugin_t", field: field)
  }
}
