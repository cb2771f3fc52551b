internal import CInstantSearchPlugin
import InstantSearchPluginValues

/// A clear instance: a `ClearPluginController` and the host's click function.
typealias ClearInstance = ControllerInstance<any ClearPluginController, isp_clear_click_fn>

/// `isp_plugin_t.create_clear_controller`.
let createClearController:
  @convention(c) (UnsafePointer<isp_host_t>?, UnsafePointer<CChar>?) ->
    UnsafePointer<isp_clear_controller_t>? = { host, id in
      ClearInstance.create(
        host: host, id: id,
        make: { type, host in (type as? any ClearPluginController.Type)?.init(host: host) },
        functions: { (table: inout isp_clear_controller_t) in
          table.set_can_clear = { ClearInstance.of($0)?.controller.setCanClear($1) }
          table.set_on_click = { ClearInstance.register($1, context: $2, on: $0) }
          table.render = { pointer, buffer, capacity in
            guard let instance = ClearInstance.of(pointer) else { return 0 }
            return copyCString(instance.controller.render(), into: buffer, capacity: capacity)
          }
          table.perform_click = clearPerformClick
          table.destroy = { ClearInstance.destroy($0) }
        })
    }

private let clearPerformClick: @convention(c) (UnsafePointer<isp_clear_controller_t>?) -> Bool = {
  pointer in
  guard let instance = ClearInstance.of(pointer), instance.controller.performClick() else {
    return false
  }
  instance.callback?(instance.context)
  return true
}
