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
    let create = table.createSegment
    let instance = try makeInstance(
      controllerID, kind: .segment, services: services,
      create: create.map { create in { create($0, $1) } },
      destroy: { pointer, view in (view.read(\.destroy) ?? nil)?(pointer) },
      check: Self.segmentFunctions)
    return PluginSegmentHandle(
      descriptor: instance.descriptor, instance: instance.pointer, functions: instance.functions,
      bridge: instance.bridge)
  }

  /// Creates an instance of the clear-filters controller `controllerID`, whose output and
  /// input go through `services`.
  ///
  /// - Throws: `PluginLoadError` when there is no such controller, it is of another kind, the
  ///   plugin returns NULL, or the instance's struct is malformed.
  public func makeClearHandle(
    _ controllerID: String, services: PluginHostServices
  ) throws(PluginLoadError) -> PluginClearHandle {
    let create = table.createClear
    let instance = try makeInstance(
      controllerID, kind: .clearFilters, services: services,
      create: create.map { create in { create($0, $1) } },
      destroy: { pointer, view in (view.read(\.destroy) ?? nil)?(pointer) },
      check: Self.clearFunctions)
    return PluginClearHandle(
      descriptor: instance.descriptor, instance: instance.pointer, functions: instance.functions,
      bridge: instance.bridge)
  }

  /// Creates a controller instance of `kind` with its own host, and checks it; a malformed
  /// instance is destroyed and its host released before the error is thrown.
  private func makeInstance<Layout, Functions>(
    _ controllerID: String, kind: PluginControllerKind, services: PluginHostServices,
    create: ((UnsafePointer<isp_host_t>, String) -> UnsafePointer<Layout>?)?,
    destroy: (UnsafePointer<Layout>, ForeignStruct<Layout>) -> Void,
    check: (ForeignStruct<Layout>, String) throws(PluginLoadError) -> Functions
  ) throws(PluginLoadError) -> (
    descriptor: PluginControllerDescriptor, pointer: UnsafePointer<Layout>, functions: Functions,
    bridge: HostBridge
  ) {
    let descriptor = try descriptor(controllerID, kind: kind)
    guard let create else {
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
      let functions = try check(view, descriptor.qualifiedID)
      return (descriptor, pointer, functions, bridge)
    } catch {
      destroy(pointer, view)
      bridge.release()
      throw error
    }
  }

  /// Checks a segment instance's size and copies its functions out.
  private static func segmentFunctions(
    _ view: ForeignStruct<isp_segment_controller_t>, controller: String
  ) throws(PluginLoadError) -> PluginSegmentHandle.Functions {
    try requireSize(
      view, ForeignStruct<isp_segment_controller_t>.end(of: \.destroy), "isp_segment_controller_t",
      controller: controller)
    let missing = { (field: String) in missingField(field, controller: controller) }
    guard let setItems = view.read(\.set_items) ?? nil else { throw missing("set_items") }
    guard let setSelected = view.read(\.set_selected) ?? nil else { throw missing("set_selected") }
    guard let reload = view.read(\.reload) ?? nil else { throw missing("reload") }
    guard let setOnClick = view.read(\.set_on_click) ?? nil else { throw missing("set_on_click") }
    guard let present = view.read(\.present) ?? nil else { throw missing("present") }
    guard let destroy = view.read(\.destroy) ?? nil else { throw missing("destroy") }
    return PluginSegmentHandle.Functions(
      setItems: setItems, setSelected: setSelected, reload: reload, setOnClick: setOnClick,
      present: present, destroy: destroy, getExtension: view.read(\.get_extension) ?? nil)
  }

  /// Checks a clear instance's size and copies its functions out.
  private static func clearFunctions(
    _ view: ForeignStruct<isp_clear_controller_t>, controller: String
  ) throws(PluginLoadError) -> PluginClearHandle.Functions {
    try requireSize(
      view, ForeignStruct<isp_clear_controller_t>.end(of: \.destroy), "isp_clear_controller_t",
      controller: controller)
    let missing = { (field: String) in missingField(field, controller: controller) }
    guard let setCanClear = view.read(\.set_can_clear) ?? nil else {
      throw missing("set_can_clear")
    }
    guard let setOnClick = view.read(\.set_on_click) ?? nil else { throw missing("set_on_click") }
    guard let render = view.read(\.render) ?? nil else { throw missing("render") }
    guard let performClick = view.read(\.perform_click) ?? nil else {
      throw missing("perform_click")
    }
    guard let destroy = view.read(\.destroy) ?? nil else { throw missing("destroy") }
    return PluginClearHandle.Functions(
      setCanClear: setCanClear, setOnClick: setOnClick, render: render,
      performClick: performClick, destroy: destroy,
      getExtension: view.read(\.get_extension) ?? nil)
  }

  /// Checks that an instance struct holds at least `required` bytes: the fields of ABI 1.0, up
  /// to `destroy`.
  private static func requireSize<Layout>(
    _ view: ForeignStruct<Layout>, _ required: Int, _ structName: String, controller: String
  ) throws(PluginLoadError) {
    guard view.size >= required else {
      throw .controllerCreationFailed(
        id: controller,
        reason: "struct_size \(view.size) of \(structName) of \(controller) is shorter than the "
          + "\(required) bytes ABI 1.0 requires")
    }
  }

  /// The error for a required function pointer left NULL.
  private static func missingField(_ field: String, controller: String) -> PluginLoadError {
    .controllerCreationFailed(id: controller, reason: "required field \(field) is NULL")
  }
}
