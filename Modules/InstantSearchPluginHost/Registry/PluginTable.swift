internal import CInstantSearchPlugin

/// The functions of a plugin's `isp_plugin_t`, copied out once after the size checks.
struct PluginTable: @unchecked Sendable {
  // @unchecked Sendable: C function pointers are immutable code addresses inside an image that
  // is never unloaded; the plugin declares the functions used here [thread-safe] or the host
  // serialises them (initialize).

  typealias Initialize =
    @convention(c) (
      UnsafePointer<isp_host_t>?, UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int
    ) -> Bool
  typealias ControllerCount = @convention(c) () -> UInt32
  typealias ControllerDescriptor =
    @convention(c) (UInt32) -> UnsafePointer<
      isp_controller_descriptor_t
    >?
  typealias CreateSegment =
    @convention(c) (UnsafePointer<isp_host_t>?, UnsafePointer<CChar>?) ->
    UnsafePointer<isp_segment_controller_t>?
  typealias CreateClear =
    @convention(c) (UnsafePointer<isp_host_t>?, UnsafePointer<CChar>?) ->
    UnsafePointer<isp_clear_controller_t>?
  /// A create function of some kind, as the handle calls it: the instance's host and the
  /// controller ID, borrowed for the call.
  typealias Create<Layout> = (UnsafePointer<isp_host_t>, String) -> UnsafePointer<Layout>?
  typealias CreateController =
    @convention(c) (UnsafePointer<isp_host_t>?, UnsafePointer<CChar>?) ->
    UnsafePointer<isp_controller_t>?
  typealias GetExtension = @convention(c) (UnsafePointer<CChar>?) -> UnsafeRawPointer?

  let initialize: Initialize
  let controllerCount: ControllerCount
  let controllerDescriptor: ControllerDescriptor
  let createSegment: CreateSegment?
  let createClear: CreateClear?
  let getExtension: GetExtension?
  /// The 1.2 create function of every kind after segment and clear; `nil` before 1.2.
  let createController: CreateController?
}
