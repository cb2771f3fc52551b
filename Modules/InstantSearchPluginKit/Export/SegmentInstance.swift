internal import CInstantSearchPlugin

/// The Swift side of one `isp_segment_controller_t`: the controller and the host's click
/// function, reached through `plugin_data`.
final class SegmentInstance {
  let controller: any SegmentPluginController
  var click: isp_segment_click_fn?
  var context: UnsafeMutableRawPointer?

  init(controller: any SegmentPluginController) {
    self.controller = controller
  }

  /// The instance behind `pointer`.
  static func of(_ pointer: UnsafePointer<isp_segment_controller_t>?) -> SegmentInstance? {
    guard let data = pointer?.pointee.plugin_data else { return nil }
    return Unmanaged<SegmentInstance>.fromOpaque(data).takeUnretainedValue()
  }
}

/// `isp_plugin_t.create_segment_controller`.
let createSegmentController:
  @convention(c) (UnsafePointer<isp_host_t>?, UnsafePointer<CChar>?) ->
    UnsafePointer<isp_segment_controller_t>? = { host, id in
      guard let host, let type = ExportedPlugin.current?.controller(id),
        let segmentType = type as? any SegmentPluginController.Type
      else { return nil }
      let instance = SegmentInstance(controller: segmentType.init(host: PluginHostConnection(host)))
      var table = isp_segment_controller_t()
      table.struct_size = UInt32(MemoryLayout<isp_segment_controller_t>.size)
      table.plugin_data = Unmanaged.passRetained(instance).toOpaque()
      table.set_items = segmentSetItems
      table.set_selected = segmentSetSelected
      table.reload = segmentReload
      table.set_on_click = segmentSetOnClick
      table.present = segmentPresent
      table.destroy = segmentDestroy
      table.get_extension = nil
      let pointer = UnsafeMutablePointer<isp_segment_controller_t>.allocate(capacity: 1)
      pointer.initialize(to: table)
      return UnsafePointer(pointer)
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

private let segmentSetSelected:
  @convention(c) (UnsafePointer<isp_segment_controller_t>?, Bool, Int64) -> Void = {
    pointer, hasSelection, key in
    SegmentInstance.of(pointer)?.controller.setSelected(hasSelection ? Int(key) : nil)
  }

private let segmentReload: @convention(c) (UnsafePointer<isp_segment_controller_t>?) -> Void = {
  pointer in
  SegmentInstance.of(pointer)?.controller.reload()
}

private let segmentSetOnClick:
  @convention(c) (
    UnsafePointer<isp_segment_controller_t>?, isp_segment_click_fn?, UnsafeMutableRawPointer?
  ) -> Void = { pointer, click, context in
    guard let instance = SegmentInstance.of(pointer) else { return }
    instance.click = click
    instance.context = context
  }

private let segmentPresent: @convention(c) (UnsafePointer<isp_segment_controller_t>?) -> Int32 = {
  pointer in
  guard let instance = SegmentInstance.of(pointer), let key = instance.controller.present() else {
    return Int32(ISP_PRESENT_CANCELLED)
  }
  instance.click?(instance.context, Int64(key))
  return Int32(ISP_PRESENT_CHOSEN)
}

private let segmentDestroy: @convention(c) (UnsafePointer<isp_segment_controller_t>?) -> Void = {
  pointer in
  guard let pointer else { return }
  if let data = pointer.pointee.plugin_data {
    Unmanaged<SegmentInstance>.fromOpaque(data).release()
  }
  let mutable = UnsafeMutablePointer(mutating: pointer)
  mutable.deinitialize(count: 1)
  mutable.deallocate()
}
