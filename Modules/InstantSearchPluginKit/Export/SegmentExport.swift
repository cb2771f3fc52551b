internal import CInstantSearchPlugin

/// A segment instance: a `SegmentPluginController` and the host's click function.
typealias SegmentInstance = ControllerInstance<any SegmentPluginController, isp_segment_click_fn>

/// `isp_plugin_t.create_segment_controller`.
let createSegmentController:
  @convention(c) (UnsafePointer<isp_host_t>?, UnsafePointer<CChar>?) ->
    UnsafePointer<isp_segment_controller_t>? = { host, id in
      SegmentInstance.create(
        host: host, id: id,
        make: { type, host in (type as? any SegmentPluginController.Type)?.init(host: host) },
        functions: { (table: inout isp_segment_controller_t) in
          table.set_items = segmentSetItems
          table.set_selected = {
            SegmentInstance.of($0)?.controller.setSelected($1 ? Int($2) : nil)
          }
          table.reload = { SegmentInstance.of($0)?.controller.reload() }
          table.set_on_click = { SegmentInstance.register($1, context: $2, on: $0) }
          table.present = segmentPresent
          table.destroy = { SegmentInstance.destroy($0) }
        })
    }

private let segmentSetItems:
  @convention(c) (
    UnsafePointer<isp_segment_controller_t>?, UnsafePointer<Int64>?,
    UnsafePointer<UnsafePointer<CChar>?>?, UInt32
  ) -> Void = { pointer, keys, titles, count in
    guard let instance = SegmentInstance.of(pointer) else { return }
    var items: [SegmentItem] = []
    if let keys, let titles {
      items = (0..<Int(count)).map { index in
        SegmentItem(
          key: Int(keys[index]), title: titles[index].map { String(cString: $0) } ?? "")
      }
    }
    instance.controller.setItems(items)
  }

private let segmentPresent: @convention(c) (UnsafePointer<isp_segment_controller_t>?) -> Int32 = {
  pointer in
  guard let instance = SegmentInstance.of(pointer), let key = instance.controller.present() else {
    return Int32(ISP_PRESENT_CANCELLED)
  }
  instance.callback?(instance.context, Int64(key))
  return Int32(ISP_PRESENT_CHOSEN)
}
