internal import CInstantSearchPlugin

/// The functions every controller of a 1.2 kind begins with (`isp_controller_t`), copied out of
/// its `base` member. A 1.2 kind's `ControllerFunctions` holds one and gets creation,
/// registration, rendering, input and teardown from it (`CommonControllerFunctions`).
struct CommonFunctions {
  typealias Instance = UnsafePointer<isp_controller_t>?

  let setOnEvent: @convention(c) (Instance, isp_event_fn?, UnsafeMutableRawPointer?) -> Void
  let render: @convention(c) (Instance, UnsafeMutablePointer<CChar>?, Int) -> Int
  let handleInput: @convention(c) (Instance, UnsafePointer<CChar>?) -> Int32
  let destroy: @convention(c) (Instance) -> Void
  let getExtension: (@convention(c) (Instance, UnsafePointer<CChar>?) -> UnsafeRawPointer?)?

  /// Copies the common functions out of a kind's struct, whose first member is `base` (the
  /// header's rule for every 1.2 kind), read through the struct's own `struct_size`.
  init<Layout>(
    _ kind: ForeignStruct<Layout>, missing: (String) -> PluginLoadError
  ) throws(PluginLoadError) {
    guard let view = ForeignStruct<isp_controller_t>(kind.base) else { throw missing("base") }
    setOnEvent = try view.require(\.set_on_event, "set_on_event", missing)
    render = try view.require(\.render, "render", missing)
    handleInput = try view.require(\.handle_input, "handle_input", missing)
    destroy = try view.require(\.destroy, "destroy", missing)
    getExtension = view.read(\.get_extension) ?? nil
  }
}

/// A 1.2 kind's function table: its own setters and the common functions of its `base`.
protocol CommonControllerFunctions: ControllerFunctions {
  /// The functions of `base`.
  var common: CommonFunctions { get }
}

extension CommonControllerFunctions {
  /// Every 1.2 kind is made by `create_controller`, which returns a pointer to `base`: the
  /// address of the kind's struct.
  static func create(in table: PluginTable) -> PluginTable.Create<Layout>? {
    table.createController.map { create in
      { host, id in UnsafeRawPointer(create(host, id))?.assumingMemoryBound(to: Layout.self) }
    }
  }

  static func destroyMalformed(_ instance: UnsafePointer<Layout>, _ view: ForeignStruct<Layout>) {
    let field = ForeignStruct<isp_controller_t>(UnsafeRawPointer(instance))
    (field?.read(\.destroy) ?? nil)?(base(instance))
  }

  func attach(_ instance: UnsafePointer<Layout>, context: UnsafeMutableRawPointer?) {
    common.setOnEvent(Self.base(instance), context == nil ? nil : pluginEvent, context)
  }

  func destroyInstance(_ instance: UnsafePointer<Layout>) {
    common.destroy(Self.base(instance))
  }

  func controllerExtension(_ instance: UnsafePointer<Layout>, _ identifier: String)
    -> UnsafeRawPointer?
  {
    common.getExtension?(Self.base(instance), identifier)
  }

  func renderedText(_ instance: UnsafePointer<Layout>) -> String {
    InstantSearchPluginHost.renderedText { common.render(Self.base(instance), $0, $1) }
  }

  func handleInput(_ instance: UnsafePointer<Layout>, _ input: String) -> Bool {
    common.handleInput(Self.base(instance), input) == Int32(ISP_INPUT_HANDLED)
  }

  /// The instance as its `base` member, the same address.
  static func base(_ instance: UnsafePointer<Layout>) -> UnsafePointer<isp_controller_t> {
    UnsafeRawPointer(instance).assumingMemoryBound(to: isp_controller_t.self)
  }
}

/// The event function the host registers with every 1.2 instance: reads the event with size
/// checks and hands it to the handle's action.
private let pluginEvent:
  @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<isp_event_t>?) -> Void = {
    context, event in
    guard let target = ClickRegistry.shared.target(context),
      let view = ForeignStruct<isp_event_t>(UnsafeRawPointer(event)), let type = view.read(\.type)
    else { return }
    // `String(cString:)` repairs invalid UTF-8.
    let text = (view.read(\.text) ?? nil).map { String(cString: $0) }
    let number = view.read(\.number) ?? 0
    let lower = view.read(\.has_lower) == true ? view.read(\.lower) : nil
    let upper = view.read(\.has_upper) == true ? view.read(\.upper) : nil
    let decoded: PluginEvent?
    switch Int(type) {
    case ISP_EVENT_QUERY_CHANGED: decoded = .queryChanged(text ?? "")
    case ISP_EVENT_QUERY_SUBMITTED: decoded = .querySubmitted(text ?? "")
    case ISP_EVENT_VALUE_CLICKED: decoded = text.map { .valueClicked($0) }
    case ISP_EVENT_FILTER_REMOVED: decoded = .filterRemoved(position: Int(number))
    case ISP_EVENT_PAGE_SELECTED: decoded = .pageSelected(Int(number))
    case ISP_EVENT_LOAD_MORE: decoded = .loadMore
    case ISP_EVENT_RANGE_SELECTED: decoded = .rangeSelected(lower: lower, upper: upper)
    case ISP_EVENT_TOGGLED: decoded = .toggled(number != 0)
    case ISP_EVENT_RELEVANT_SORT_SELECTED:
      decoded = .relevantSortSelected(relevantOnly: number != 0)
    case ISP_EVENT_HIT_CLICKED: decoded = .hitClicked(position: Int(number), objectID: text)
    case ISP_EVENT_NUMBER_CHOSEN: decoded = .numberChosen(lower)
    case ISP_EVENT_NUMBER_STEPPED where number != 0: decoded = .numberStepped(up: number > 0)
    case ISP_EVENT_ITEM_TOGGLED: decoded = .itemToggled(position: Int(number))
    default: decoded = nil
    }
    guard let decoded else {
      PluginLog.shared.record(
        PluginLog.Entry(
          pluginID: target.pluginID, level: .warning,
          message: "reported an event of unknown type \(type), without its text or step; ignored"))
      return
    }
    target.action?(decoded)
  }
