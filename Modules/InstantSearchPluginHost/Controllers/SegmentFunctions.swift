internal import CInstantSearchPlugin

/// The functions of a segment controller (`isp_segment_controller_t`, ABI 1.0): what the
/// segment kind plugs into `PluginControllerHandle`. Only the host makes and reads one.
public struct SegmentFunctions: ControllerFunctions {
  typealias Layout = isp_segment_controller_t
  typealias Instance = UnsafePointer<isp_segment_controller_t>?

  static let kind = PluginControllerKind.segment
  static var requiredSize: Int { end(of: \.destroy) }

  let setItems:
    @convention(c) (Instance, UnsafePointer<Int64>?, UnsafePointer<UnsafePointer<CChar>?>?, UInt32)
      -> Void
  let setSelected: @convention(c) (Instance, Bool, Int64) -> Void
  let reload: @convention(c) (Instance) -> Void
  let setOnClick: @convention(c) (Instance, isp_segment_click_fn?, UnsafeMutableRawPointer?) -> Void
  let present: @convention(c) (Instance) -> Int32
  let destroy: @convention(c) (Instance) -> Void
  let getExtension: (@convention(c) (Instance, UnsafePointer<CChar>?) -> UnsafeRawPointer?)?

  static func create(in table: PluginTable) -> PluginTable.Create<Layout>? {
    table.createSegment.map { create in { create($0, $1) } }
  }

  init(
    _ view: ForeignStruct<Layout>, missing: (String) -> PluginLoadError
  ) throws(PluginLoadError) {
    setItems = try view.require(\.set_items, "set_items", missing)
    setSelected = try view.require(\.set_selected, "set_selected", missing)
    reload = try view.require(\.reload, "reload", missing)
    setOnClick = try view.require(\.set_on_click, "set_on_click", missing)
    present = try view.require(\.present, "present", missing)
    destroy = try view.require(\.destroy, "destroy", missing)
    getExtension = view.read(\.get_extension) ?? nil
  }

  func attach(_ instance: UnsafePointer<Layout>, context: UnsafeMutableRawPointer?) {
    setOnClick(instance, context == nil ? nil : segmentClick, context)
  }

  static func destroyMalformed(_ instance: UnsafePointer<Layout>, _ view: ForeignStruct<Layout>) {
    (view.read(\.destroy) ?? nil)?(instance)
  }

  func destroyInstance(_ instance: UnsafePointer<Layout>) {
    destroy(instance)
  }

  func controllerExtension(_ instance: UnsafePointer<Layout>, _ identifier: String)
    -> UnsafeRawPointer?
  {
    getExtension?(instance, identifier)
  }
}

private let segmentClick: @convention(c) (UnsafeMutableRawPointer?, Int64) -> Void = {
  context, key in
  ClickRegistry.shared.target(context)?.action?(.click(key: key))
}
