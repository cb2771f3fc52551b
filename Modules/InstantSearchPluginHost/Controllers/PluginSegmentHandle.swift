internal import CInstantSearchPlugin

/// One instance of a plugin's segment controller (`isp_segment_controller_t`), with Swift
/// methods. Use it from one thread at a time; dropping it unregisters the click function and
/// destroys the instance.
///
/// `PluginSegmentController` in InstantSearchControllers adapts it to
/// `SelectableSegmentController`.
public final class PluginSegmentHandle {
  /// What it was made from.
  public let descriptor: PluginControllerDescriptor

  private let instance: UnsafePointer<isp_segment_controller_t>
  private let functions: Functions
  private let bridge: HostBridge
  private let click: ClickSlot

  /// The function the plugin calls when the user picks an option, with the option's key.
  public var onClick: ((Int) -> Void)? {
    get { click.target.action.map { action in { key in action(Int64(key)) } } }
    set {
      click.target.action = newValue.map { action in { key in action(Int(key)) } }
      if newValue == nil {
        functions.setOnClick(instance, nil, nil)
      } else {
        functions.setOnClick(instance, segmentClick, click.context)
      }
    }
  }

  /// The copied-out functions of the instance.
  struct Functions {
    let setItems:
      @convention(c) (
        UnsafePointer<isp_segment_controller_t>?, UnsafePointer<Int64>?,
        UnsafePointer<UnsafePointer<CChar>?>?, UInt32
      ) -> Void
    let setSelected: @convention(c) (UnsafePointer<isp_segment_controller_t>?, Bool, Int64) -> Void
    let reload: @convention(c) (UnsafePointer<isp_segment_controller_t>?) -> Void
    let setOnClick:
      @convention(c) (
        UnsafePointer<isp_segment_controller_t>?, isp_segment_click_fn?, UnsafeMutableRawPointer?
      ) -> Void
    let present: @convention(c) (UnsafePointer<isp_segment_controller_t>?) -> Int32
    let destroy: @convention(c) (UnsafePointer<isp_segment_controller_t>?) -> Void
    let getExtension:
      (
        @convention(c) (UnsafePointer<isp_segment_controller_t>?, UnsafePointer<CChar>?) ->
          UnsafeRawPointer?
      )?
  }

  /// Wraps a checked instance; only `LoadedPlugin.makeSegmentHandle` calls it.
  init(
    descriptor: PluginControllerDescriptor, instance: UnsafePointer<isp_segment_controller_t>,
    functions: Functions, bridge: HostBridge
  ) {
    self.descriptor = descriptor
    self.instance = instance
    self.functions = functions
    click = ClickSlot(pluginID: descriptor.pluginID)
    self.bridge = bridge
  }

  deinit {
    functions.setOnClick(instance, nil, nil)
    functions.destroy(instance)
    bridge.release()
  }

  /// Replaces the options, in this order.
  public func setItems(_ items: [(key: Int, title: String)]) {
    let keys = items.map { Int64($0.key) }
    let titles = items.map { duplicateCString($0.title) }
    defer { for title in titles { title.deallocate() } }
    let borrowed = titles.map { UnsafePointer<CChar>?($0) }
    keys.withUnsafeBufferPointer { keyBuffer in
      borrowed.withUnsafeBufferPointer { titleBuffer in
        functions.setItems(
          instance, keyBuffer.baseAddress, titleBuffer.baseAddress, UInt32(items.count))
      }
    }
  }

  /// Sets the selected key, or no selection.
  public func setSelected(_ key: Int?) {
    functions.setSelected(instance, key != nil, Int64(key ?? 0))
  }

  /// Asks the plugin to show the options again.
  public func reload() {
    functions.reload(instance)
  }

  /// Asks the plugin to present the options and ask the user for one; returns `true` when the
  /// user chose (and `onClick` has run), `false` when they cancelled.
  @discardableResult
  public func present() -> Bool {
    functions.present(instance) == Int32(ISP_PRESENT_CHOSEN)
  }

  /// Returns the controller extension named `identifier`, or `nil`.
  public func controllerExtension(_ identifier: String) -> UnsafeRawPointer? {
    functions.getExtension?(instance, identifier)
  }
}

private let segmentClick: @convention(c) (UnsafeMutableRawPointer?, Int64) -> Void = {
  context, key in
  ClickRegistry.shared.target(context)?.action?(key)
}
