internal import CInstantSearchPlugin

extension LoadedPlugin {
  /// Creates an instance of the segment controller `controllerID`, whose output and input go
  /// through `services`.
  ///
  /// - Throws: `PluginLoadError` when there is no such controller, it is of another kind, the
  ///   plugin returns NULL, or the instance's struct is malformed.
  public func makeSegmentHandle(
    _ controllerID: String, services: PluginHostServices
  ) throws(PluginLoadError) -> PluginSegmentHandle {
    try makeHandle(controllerID, services: services)
  }

  /// Creates an instance of the clear-filters controller `controllerID`, whose output and
  /// input go through `services`.
  ///
  /// - Throws: `PluginLoadError` when there is no such controller, it is of another kind, the
  ///   plugin returns NULL, or the instance's struct is malformed.
  public func makeClearHandle(
    _ controllerID: String, services: PluginHostServices
  ) throws(PluginLoadError) -> PluginClearHandle {
    try makeHandle(controllerID, services: services)
  }

  /// Creates a controller instance of the kind `Functions` describes, with its own host, and
  /// checks it; a malformed instance is destroyed and its host released before the error is
  /// thrown.
  func makeHandle<Functions: ControllerFunctions>(
    _ controllerID: String, services: PluginHostServices
  ) throws(PluginLoadError) -> PluginControllerHandle<Functions> {
    let descriptor = try descriptor(controllerID, kind: Functions.kind)
    guard let create = Functions.create(in: table) else {
      throw .controllerCreationFailed(id: descriptor.qualifiedID, reason: "no create function")
    }
    let bridge = HostBridge(pluginID: id, services: services)
    guard let pointer = create(UnsafePointer(bridge.host), descriptor.id),
      let view = ForeignStruct(pointer)
    else {
      bridge.release()
      throw .controllerCreationFailed(
        id: descriptor.qualifiedID, reason: "the plugin returned NULL")
    }
    do throws(PluginLoadError) {
      let functions = try Self.checkedFunctions(Functions.self, view, descriptor.qualifiedID)
      return PluginControllerHandle(
        descriptor: descriptor, instance: pointer, functions: functions, bridge: bridge)
    } catch {
      Functions.destroyMalformed(pointer, view)
      bridge.release()
      throw error
    }
  }

  /// Checks that an instance holds the members its kind requires and copies its functions out.
  private static func checkedFunctions<Functions: ControllerFunctions>(
    _: Functions.Type, _ view: ForeignStruct<Functions.Layout>, _ controller: String
  ) throws(PluginLoadError) -> Functions {
    let required = Functions.requiredSize
    guard view.size >= required else {
      throw .controllerCreationFailed(
        id: controller,
        reason: "struct_size \(view.size) of \(Functions.structName) of \(controller) is shorter "
          + "than the \(required) bytes its ABI version requires")
    }
    return try Functions(view) { field in
      .controllerCreationFailed(id: controller, reason: "required field \(field) is NULL")
    }
  }
}
