internal import CInstantSearchPlugin

/// The Swift side of one `isp_clear_controller_t`: the controller and the host's click
/// function, reached through `plugin_data`.
final class ClearInstance {
  let controller: any ClearPluginController
  var click: isp_clear_click_fn?
  var context: UnsafeMutableRawPointer?

  init(controller: any ClearPluginController) {
    self.controller = controller
  }

  /// The instance behind `pointer`.
  static func of(_ pointer: UnsafePointer<isp_clear_controller_t>?) -> ClearInstance? {
    guard let data = pointer?.pointee.plugin_data else { return nil }
    return Unmanaged<ClearInstance>.fromOpaque(data).takeUnretainedValue()
  }
}

/// `isp_plugin_t.create_clear_controller`.
let createClearController:
  @convention(c) (UnsafePointer<isp_host_t>?, UnsafePointer<CChar>?) ->
    UnsafePointer<isp_clear_controller_t>? = { host, id in
      guard let host, let type = ExportedPlugin.current?.controller(id),
        let clearType = type as? any ClearPluginController.Type
      else { return nil }
      let instance = ClearInstance(controller: clearType.init(host: PluginHostConnection(host)))
      var table = isp_clear_controller_t()
      table.struct_size = UInt32(MemoryLayout<isp_clear_controller_t>.size)
      table.plugin_data = Unmanaged.passRetained(instance).toOpaque()
      table.set_can_clear = clearSetCanClear
      table.set_on_click = clearSetOnClick
      table.render = clearRender
      table.perform_click = clearPerformClick
      table.destroy = clearDestroy
      table.get_extension = nil
      let pointer = UnsafeMutablePointer<isp_clear_controller_t>.allocate(capacity: 1)
      pointer.initialize(to: table)
      return UnsafePointer(pointer)
    }

private let clearSetCanClear:
  @convention(c) (UnsafePointer<isp_clear_controller_t>?, Bool) -> Void =
    { pointer, canClear in
      ClearInstance.of(pointer)?.controller.setCanClear(canClear)
    }

private let clearSetOnClick:
  @convention(c) (
    UnsafePointer<isp_clear_controller_t>?, isp_clear_click_fn?, UnsafeMutableRawPointer?
  ) -> Void = { pointer, click, context in
    guard let instance = ClearInstance.of(pointer) else { return }
    instance.click = click
    instance.context = context
  }

private let clearRender:
  @convention(c) (UnsafePointer<isp_clear_controller_t>?, UnsafeMutablePointer<CChar>?, Int) -> Int =
    { pointer, buffer, capacity in
      guard let instance = ClearInstance.of(pointer) else { return 0 }
      return copyCString(instance.controller.render(), into: buffer, capacity: capacity)
    }

private let clearPerformClick: @convention(c) (UnsafePointer<isp_clear_controller_t>?) -> Bool = {
  pointer in
  guard let instance = ClearInstance.of(pointer), instance.controller.performClick() else {
    return false
  }
  instance.click?(instance.context)
  return true
}

private let clearDestroy: @convention(c) (UnsafePointer<isp_clear_controller_t>?) -> Void = {
  pointer in
  guard let pointer else { return }
  if let data = pointer.pointee.plugin_data {
    Unmanaged<ClearInstance>.fromOpaque(data).release()
  }
  let mutable = UnsafeMutablePointer(mutating: pointer)
  mutable.deinitialize(count: 1)
  mutable.deallocate()
}
