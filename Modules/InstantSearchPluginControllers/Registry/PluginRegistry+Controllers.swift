public import InstantSearchPluginHost
public import InstantSearchTerminal

extension PluginRegistry {
  /// Creates a plugin-backed controller of the type asked for (e.g.
  /// `let hits: PluginHitsController = try registry.makeController(id, terminal: terminal)`)
  /// from a plugin controller ID (`plugin-id/controller-id`, or a bare controller ID that only
  /// one loaded plugin has), talking through `terminal`.
  ///
  /// - Throws: `PluginLoadError` when no loaded plugin has that controller, it is of another
  ///   kind, or the plugin fails to create it.
  @MainActor
  public func makeController<Controller: PluginBackedController>(
    _ controllerID: String, terminal: TerminalIO, as _: Controller.Type = Controller.self
  ) throws(PluginLoadError) -> Controller {
    Controller(
      handle: try makeHandle(controllerID, services: PluginHostServices(terminal: terminal)))
  }

  /// Creates a Sort By controller from a plugin controller ID (`plugin-id/controller-id`, or a
  /// bare controller ID that only one loaded plugin has), talking through `terminal`.
  ///
  /// - Throws: `PluginLoadError` when no loaded plugin has that controller, it is not a segment
  ///   controller, or the plugin fails to create it.
  @MainActor
  public func makeSegmentController(
    _ controllerID: String, terminal: TerminalIO
  ) throws(PluginLoadError) -> PluginSegmentController {
    let handle = try makeSegmentHandle(
      controllerID, services: PluginHostServices(terminal: terminal))
    return PluginSegmentController(handle: handle)
  }

  /// Creates a Clear Filters controller from a plugin controller ID (`plugin-id/controller-id`,
  /// or a bare controller ID that only one loaded plugin has), talking through `terminal`.
  ///
  /// - Throws: `PluginLoadError` when no loaded plugin has that controller, it is not a
  ///   clear-filters controller, or the plugin fails to create it.
  @MainActor
  public func makeClearController(
    _ controllerID: String, terminal: TerminalIO
  ) throws(PluginLoadError) -> PluginFilterClearController {
    let handle = try makeClearHandle(controllerID, services: PluginHostServices(terminal: terminal))
    return PluginFilterClearController(handle: handle)
  }
}
