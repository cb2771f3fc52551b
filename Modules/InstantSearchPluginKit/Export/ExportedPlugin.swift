internal import CInstantSearchPlugin
internal import InstantSearchLocking
import InstantSearchPluginValues

/// The plugin an image exports: its C table and what the C functions need to reach Swift.
///
/// Every allocation here has static lifetime: the host keeps the plugin loaded for the life of
/// the process.
final class ExportedPlugin: @unchecked Sendable {
  // @unchecked Sendable: every stored property is set in init and never written again; the C
  // allocations are only read afterwards (by the host and the C functions below).

  /// The plugin this image exports, set by the first `PluginExport.table` call.
  static let shared = Locked<ExportedPlugin?>(nil)

  /// The plugin, once exported.
  static var current: ExportedPlugin? { shared.withLock { $0 } }

  let table: UnsafeRawPointer
  let controllers: [any PluginController.Type]
  let descriptors: UnsafeMutablePointer<isp_controller_descriptor_t>
  let initialize: (@Sendable (PluginHostConnection) throws -> Void)?

  init(
    id: String, name: String, version: String, controllers: [any PluginController.Type],
    initialize: (@Sendable (PluginHostConnection) throws -> Void)?
  ) {
    self.controllers = controllers
    self.initialize = initialize
    descriptors = .allocate(capacity: max(controllers.count, 1))
    for (index, type) in controllers.enumerated() {
      var descriptor = isp_controller_descriptor_t()
      descriptor.struct_size = UInt32(MemoryLayout<isp_controller_descriptor_t>.size)
      // The 1.0 kinds first: a conformance check that fails scans every conformance record of
      // every image loaded, so a segment or clear type is not tried against the 1.2 kinds.
      let isSegment = type is any SegmentPluginController.Type
      let isClear = !isSegment && type is any ClearPluginController.Type
      let common = isSegment || isClear ? nil : CommonExport.of(type)
      let kind: PluginControllerKind? =
        isSegment ? .segment : isClear ? .clearFilters : common?.kind
      descriptor.kind = kind?.rawValue ?? 0
      descriptor.kind_name = common.map { UnsafePointer(staticCString($0.kind.row.name)) }
      descriptor.id = UnsafePointer(staticCString(type.controllerID))
      descriptor.name = UnsafePointer(staticCString(type.displayName))
      descriptor.description = UnsafePointer(staticCString(type.summary))
      (descriptors + index).initialize(to: descriptor)
    }
    let plugin = UnsafeMutablePointer<isp_plugin_t>.allocate(capacity: 1)
    var value = isp_plugin_t()
    value.struct_size = UInt32(MemoryLayout<isp_plugin_t>.size)
    value.abi_version = isp_version_t(
      major: UInt32(ISP_ABI_MAJOR), minor: UInt32(ISP_ABI_MINOR), patch: UInt32(ISP_ABI_PATCH))
    value.plugin_id = UnsafePointer(staticCString(id))
    value.plugin_name = UnsafePointer(staticCString(name))
    value.plugin_version = UnsafePointer(staticCString(version))
    value.initialize = exportedInitialize
    value.controller_count = exportedControllerCount
    value.controller_descriptor = exportedControllerDescriptor
    value.create_segment_controller = createSegmentController
    value.create_clear_controller = createClearController
    value.get_extension = nil
    value.create_controller = createCommonController
    plugin.initialize(to: value)
    table = UnsafeRawPointer(plugin)
  }

  /// The controller type with ID `id`, or `nil`.
  func controller(_ id: UnsafePointer<CChar>?) -> (any PluginController.Type)? {
    guard let id else { return nil }
    let wanted = String(cString: id)
    return controllers.first { $0.controllerID == wanted }
  }
}

/// A NUL-terminated copy of `string` that is never freed.
func staticCString(_ string: String) -> UnsafeMutablePointer<CChar> {
  let utf8 = Array(string.utf8CString)
  let copy = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count)
  copy.initialize(from: utf8, count: utf8.count)
  return copy
}

private let exportedInitialize:
  @convention(c) (
    UnsafePointer<isp_host_t>?, UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int
  )
    -> Bool = { host, _, message, capacity in
      guard let plugin = ExportedPlugin.current, let host else {
        _ = copyCString("the plugin has no table or no host", into: message, capacity: capacity)
        return false
      }
      do {
        try plugin.initialize?(PluginHostConnection(host))
        return true
      } catch {
        _ = copyCString(String(describing: error), into: message, capacity: capacity)
        return false
      }
    }

private let exportedControllerCount: @convention(c) () -> UInt32 = {
  UInt32(ExportedPlugin.current?.controllers.count ?? 0)
}

private let exportedControllerDescriptor:
  @convention(c) (UInt32) -> UnsafePointer<isp_controller_descriptor_t>? = { index in
    guard let plugin = ExportedPlugin.current, Int(index) < plugin.controllers.count else {
      return nil
    }
    return UnsafePointer(plugin.descriptors + Int(index))
  }
