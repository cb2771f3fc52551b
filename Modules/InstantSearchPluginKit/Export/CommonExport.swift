internal import CInstantSearchPlugin
import InstantSearchPluginValues

/// A 1.2 instance: a `CommonPluginController` and the host's event function.
typealias CommonInstance = ControllerInstance<any CommonPluginController, isp_event_fn>

/// How the kit exports one 1.2 kind: which Swift protocol it answers to, its kind (whose value
/// and name the descriptor takes from the table), and how it builds the kind's struct.
/// `commonExports` holds one for every 1.2 kind of `PluginControllerKind`.
struct CommonExport: Sendable {
  /// Whether a controller type is of this kind.
  let matches: @Sendable (any PluginController.Type) -> Bool
  /// The kind.
  let kind: PluginControllerKind
  /// Creates an instance of this kind: its struct, with the common members filled.
  let create: @Sendable (UnsafePointer<isp_host_t>?, UnsafePointer<CChar>?) -> UnsafeRawPointer?

  /// Describes a kind whose struct `Table` gets its setters from `setters`.
  init<Table: CommonTable>(
    _ kind: PluginControllerKind,
    matches: @escaping @Sendable (any PluginController.Type) -> Bool,
    setters: @escaping @Sendable (inout Table) -> Void
  ) {
    self.matches = matches
    self.kind = kind
    create = { host, id in
      let made = CommonInstance.create(
        host: host, id: id,
        make: { type, host in
          matches(type) ? (type as? any CommonPluginController.Type)?.init(host: host) : nil
        },
        functions: { (table: inout Table) in
          table.base.set_on_event = { CommonInstance.register($1, context: $2, on: $0) }
          table.base.render = commonRender
          table.base.handle_input = commonHandleInput
          table.base.destroy = { CommonInstance.destroy($0) }
          setters(&table)
        })
      return made.map { UnsafeRawPointer($0) }
    }
  }

  /// The export of the kind `type` is of, or `nil` for a 1.0 kind.
  static func of(_ type: any PluginController.Type) -> CommonExport? {
    commonExports.first { $0.matches(type) }
  }
}

/// A 1.2 kind's struct: it begins with `base`, where the instance data lives.
protocol CommonTable: ControllerTable, SendableMetatype {
  /// The common members.
  var base: isp_controller_t { get set }
}

extension CommonTable {
  var instanceData: UnsafeMutableRawPointer? {
    get { base.plugin_data }
    set { base.plugin_data = newValue }
  }
}

extension isp_controller_t: ControllerTable {
  var instanceData: UnsafeMutableRawPointer? {
    get { plugin_data }
    set { plugin_data = newValue }
  }
}

/// `isp_plugin_t.create_controller`: every 1.2 kind.
let createCommonController:
  @convention(c) (UnsafePointer<isp_host_t>?, UnsafePointer<CChar>?) ->
    UnsafePointer<isp_controller_t>? = { host, id in
      guard let type = ExportedPlugin.current?.controller(id), let export = CommonExport.of(type)
      else { return nil }
      return export.create(host, id)?.assumingMemoryBound(to: isp_controller_t.self)
    }

/// The controller of the 1.2 instance at `pointer` (any kind's struct, or its `base`), as `As`
/// (the kind's protocol): cast on the instance's first call, kept for the next ones.
func commonController<Table, As>(_ pointer: UnsafePointer<Table>?, as _: As.Type) -> As? {
  let base = UnsafeRawPointer(pointer)?.assumingMemoryBound(to: isp_controller_t.self)
  return CommonInstance.of(base)?.controller(as: As.self)
}

private let commonRender:
  @convention(c) (UnsafePointer<isp_controller_t>?, UnsafeMutablePointer<CChar>?, Int) -> Int = {
    pointer, buffer, capacity in
    guard let instance = CommonInstance.of(pointer) else { return 0 }
    return copyCString(instance.controller.render(), into: buffer, capacity: capacity)
  }

private let commonHandleInput:
  @convention(c) (UnsafePointer<isp_controller_t>?, UnsafePointer<CChar>?) -> Int32 = {
    pointer, input in
    guard let instance = CommonInstance.of(pointer),
      let events = instance.controller.handleInput(input.map { String(cString: $0) } ?? "")
    else { return Int32(ISP_INPUT_IGNORED) }
    for event in events { send(event, through: instance) }
    return Int32(ISP_INPUT_HANDLED)
  }

/// Reports `event` to the host's registered function, if any.
private func send(_ event: PluginEvent, through instance: CommonInstance) {
  guard let callback = instance.callback else { return }
  var value = isp_event_t()
  value.struct_size = UInt32(MemoryLayout<isp_event_t>.size)
  var text: String?
  switch event {
  case .queryChanged(let query): (value.type, text) = (Int32(ISP_EVENT_QUERY_CHANGED), query)
  case .querySubmitted(let query): (value.type, text) = (Int32(ISP_EVENT_QUERY_SUBMITTED), query)
  case .valueClicked(let clicked): (value.type, text) = (Int32(ISP_EVENT_VALUE_CLICKED), clicked)
  case .filterRemoved(let position):
    (value.type, value.number) = (Int32(ISP_EVENT_FILTER_REMOVED), Int64(position))
  case .pageSelected(let page):
    (value.type, value.number) = (Int32(ISP_EVENT_PAGE_SELECTED), Int64(page))
  case .loadMore: value.type = Int32(ISP_EVENT_LOAD_MORE)
  case .rangeSelected(let lower, let upper):
    value.type = Int32(ISP_EVENT_RANGE_SELECTED)
    (value.has_lower, value.lower) = (lower != nil, lower ?? 0)
    (value.has_upper, value.upper) = (upper != nil, upper ?? 0)
  case .toggled(let isOn): (value.type, value.number) = (Int32(ISP_EVENT_TOGGLED), isOn ? 1 : 0)
  case .relevantSortSelected(let relevantOnly):
    (value.type, value.number) = (Int32(ISP_EVENT_RELEVANT_SORT_SELECTED), relevantOnly ? 1 : 0)
  case .click: return  // the 1.0 kinds report clicks through their own functions
  case .hitClicked(let position, let objectID):
    (value.type, value.number, text) = (Int32(ISP_EVENT_HIT_CLICKED), Int64(position), objectID)
  case .numberChosen(let number):
    value.type = Int32(ISP_EVENT_NUMBER_CHOSEN)
    (value.has_lower, value.lower) = (number != nil, number ?? 0)
  case .numberStepped(let up):
    (value.type, value.number) = (Int32(ISP_EVENT_NUMBER_STEPPED), up ? 1 : -1)
  case .itemToggled(let position):
    (value.type, value.number) = (Int32(ISP_EVENT_ITEM_TOGGLED), Int64(position))
  }
  guard let text else { return callback(instance.context, &value) }
  text.withCString { pointer in
    value.text = pointer
    callback(instance.context, &value)
  }
}
