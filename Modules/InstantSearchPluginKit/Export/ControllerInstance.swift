internal import CInstantSearchPlugin

/// The Swift side of one controller instance of any kind: the plugin author's controller and
/// the host's callback (`Callback`, the kind's click or event function) with its context,
/// reached from the C struct through `plugin_data`.
///
/// A kind's export is its C table: one line per function, each finding its instance with
/// `of(_:)`; creation, callback registration and destruction are written once, here.
final class ControllerInstance<Controller, Callback> {
  /// The plugin author's controller.
  let controller: Controller
  /// The host's function, as last registered; `nil` when unregistered.
  private(set) var callback: Callback?
  /// The host's context for `callback`, passed back as is.
  private(set) var context: UnsafeMutableRawPointer?
  /// `controller` as the protocol its kind's setter calls, once a setter has asked for it: a
  /// `ControllerCast`. Touched only from the host's calls, one at a time.
  @exclusivity(unchecked) private var cast: AnyObject?

  private init(controller: Controller) {
    self.controller = controller
  }

  /// `controller` as `As` (a kind's protocol), or `nil` when it is not one. The dynamic cast
  /// (a conformance lookup) runs on the first call only; later calls compare one class.
  func controller<As>(as _: As.Type) -> As? {
    if let kept = cast as? ControllerCast<As> { return kept.controller }
    guard let typed = controller as? As else { return nil }
    cast = ControllerCast(typed)
    return typed
  }

  /// The instance behind the struct at `pointer`, or `nil` for NULL.
  static func of<Table: ControllerTable>(_ pointer: UnsafePointer<Table>?) -> ControllerInstance? {
    guard let data = pointer?.pointee.instanceData else { return nil }
    return Unmanaged<ControllerInstance>.fromOpaque(data).takeUnretainedValue()
  }

  /// Creates the controller with ID `id` through `make` (which returns `nil` for a controller
  /// of another kind), and a struct whose functions `fill` sets; `nil` when there is no such
  /// controller. The struct and the instance live until `destroy`.
  static func create<Table: ControllerTable>(
    host: UnsafePointer<isp_host_t>?, id: UnsafePointer<CChar>?,
    make: (any PluginController.Type, PluginHostConnection) -> Controller?,
    functions fill: (inout Table) -> Void
  ) -> UnsafePointer<Table>? {
    guard let host, let type = ExportedPlugin.current?.controller(id),
      let controller = make(type, PluginHostConnection(host))
    else { return nil }
    var table = Table()
    withUnsafeMutableBytes(of: &table) { bytes in
      bytes.storeBytes(of: UInt32(MemoryLayout<Table>.size), as: UInt32.self)
    }
    table.instanceData = Unmanaged.passRetained(ControllerInstance(controller: controller))
      .toOpaque()
    fill(&table)
    let pointer = UnsafeMutablePointer<Table>.allocate(capacity: 1)
    pointer.initialize(to: table)
    return UnsafePointer(pointer)
  }

  /// Registers (or, with `nil`, unregisters) the host's callback for the instance at `pointer`.
  static func register<Table: ControllerTable>(
    _ callback: Callback?, context: UnsafeMutableRawPointer?, on pointer: UnsafePointer<Table>?
  ) {
    guard let instance = of(pointer) else { return }
    instance.callback = callback
    instance.context = context
  }

  /// Releases the instance and frees the struct at `pointer`; the pointer becomes invalid.
  static func destroy<Table: ControllerTable>(_ pointer: UnsafePointer<Table>?) {
    guard let pointer else { return }
    if let data = pointer.pointee.instanceData {
      Unmanaged<ControllerInstance>.fromOpaque(data).release()
    }
    let mutable = UnsafeMutablePointer(mutating: pointer)
    mutable.deinitialize(count: 1)
    mutable.deallocate()
  }
}
