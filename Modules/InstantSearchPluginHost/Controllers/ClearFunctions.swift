internal import CInstantSearchPlugin

/// The functions of a clear-filters controller (`isp_clear_controller_t`, ABI 1.0): what the
/// clear kind plugs into `PluginControllerHandle`. Only the host makes and reads one.
public struct ClearFunctions: ControllerFunctions {
  typealias Layout = isp_clear_controller_t
  typealias Instance = UnsafePointer<isp_clear_controller_t>?

  static let kind = PluginControllerKind.clearFilters
  static var requiredSize: Int { end(of: \.destroy) }

  let setCanClear: @convention(c) (Instance, Bool) -> Void
  let setOnClick: @convention(c) (Instance, isp_clear_click_fn?, UnsafeMutableRawPointer?) -> Void
  let render: @convention(c) (Instance, UnsafeMutablePointer<CChar>?, Int) -> Int
  let performClick: @convention(c) (Instance) -> Bool
  let destroy: @convention(c) (Instance) -> Void
  let getExtension: (@convention(c) (Instance, UnsafePointer<CChar>?) -> UnsafeRawPointer?)?

  static func create(in table: PluginTable) -> PluginTable.Create<Layout>? {
    table.createClear.map { create in { create($0, $1) } }
  }

  init(
    _ view: ForeignStruct<Layout>, missing: (String) -> PluginLoadError
  ) throws(PluginLoadError) {
    setCanClear = try view.require(\.set_can_clear, "set_can_clear", missing)
    setOnClick = try view.require(\.set_on_click, "set_on_click", missing)
    render = try view.require(\.render, "render", missing)
    performClick = try view.require(\.perform_click, "perform_click", missing)
    destroy = try view.require(\.destroy, "destroy", missing)
    getExtension = view.read(\.get_extension) ?? nil
  }

  func renderedText(_ instance: UnsafePointer<Layout>) -> String {
    InstantSearchPluginHost.renderedText { render(instance, $0, $1) }
  }

  func attach(_ instance: UnsafePointer<Layout>, context: UnsafeMutableRawPointer?) {
    setOnClick(instance, context == nil ? nil : clearClick, context)
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

private let clearClick: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
  ClickRegistry.shared.target(context)?.action?(.click(key: 0))
}
