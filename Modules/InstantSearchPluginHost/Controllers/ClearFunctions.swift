internal import CInstantSearchPlugin

/// The functions of a clear-filters controller (`isp_clear_controller_t`, ABI 1.0): what the
/// clear kind plugs into `PluginControllerHandle`. Only the host makes and reads one.
public struct ClearFunctions: ControllerFunctions {
  typealias Layout = isp_clear_controller_t
  typealias Instance = UnsafePointer<isp_clear_controller_t>?

  static let kind = PluginControllerKind.clearFilters
  static let structName = "isp_clear_controller_t"
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
    guard let setCanClear = view.read(\.set_can_clear) ?? nil else {
      throw missing("set_can_clear")
    }
    guard let setOnClick = view.read(\.set_on_click) ?? nil else { throw missing("set_on_click") }
    guard let render = view.read(\.render) ?? nil else { throw missing("render") }
    guard let performClick = view.read(\.perform_click) ?? nil else {
      throw missing("perform_click")
    }
    guard let destroy = view.read(\.destroy) ?? nil else { throw missing("destroy") }
    self.setCanClear = setCanClear
    self.setOnClick = setOnClick
    self.render = render
    self.performClick = performClick
    self.destroy = destroy
    getExtension = view.read(\.get_extension) ?? nil
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
