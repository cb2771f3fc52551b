internal import CInstantSearchPlugin

/// One instance of a plugin's clear-filters controller (`isp_clear_controller_t`), with Swift
/// methods. Use it from one thread at a time; dropping it unregisters the click function and
/// destroys the instance.
///
/// `PluginFilterClearController` in InstantSearchControllers adapts it to
/// `FilterClearController`.
public final class PluginClearHandle {
  /// What it was made from.
  public let descriptor: PluginControllerDescriptor

  private let instance: UnsafePointer<isp_clear_controller_t>
  private let functions: Functions
  private let bridge: HostBridge
  private let click: ClickSlot

  /// The function the plugin calls when the user asks to clear.
  public var onClick: (() -> Void)? {
    get { click.target.action.map { action in { action(0) } } }
    set {
      click.target.action = newValue.map { action in { _ in action() } }
      if newValue == nil {
        functions.setOnClick(instance, nil, nil)
      } else {
        functions.setOnClick(instance, clearClick, click.context)
      }
    }
  }

  /// The copied-out functions of the instance.
  struct Functions {
    let setCanClear: @convention(c) (UnsafePointer<isp_clear_controller_t>?, Bool) -> Void
    let setOnClick:
      @convention(c) (
        UnsafePointer<isp_clear_controller_t>?, isp_clear_click_fn?, UnsafeMutableRawPointer?
      ) -> Void
    let render:
      @convention(c) (UnsafePointer<isp_clear_controller_t>?, UnsafeMutablePointer<CChar>?, Int)
        -> Int
    let performClick: @convention(c) (UnsafePointer<isp_clear_controller_t>?) -> Bool
    let destroy: @convention(c) (UnsafePointer<isp_clear_controller_t>?) -> Void
    let getExtension:
      (
        @convention(c) (UnsafePointer<isp_clear_controller_t>?, UnsafePointer<CChar>?) ->
          UnsafeRawPointer?
      )?
  }

  /// Wraps a checked instance; only `LoadedPlugin.makeClearHandle` calls it.
  init(
    descriptor: PluginControllerDescriptor, instance: UnsafePointer<isp_clear_controller_t>,
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

  /// Tells the plugin whether a click would clear anything.
  public func setCanClear(_ canClear: Bool) {
    functions.setCanClear(instance, canClear)
  }

  /// The plugin's text for the button in its current state.
  public func render() -> String {
    let length = functions.render(instance, nil, 0)
    guard length > 0 else { return "" }
    var buffer = [CChar](repeating: 0, count: length + 1)
    let written = buffer.withUnsafeMutableBufferPointer { pointer in
      functions.render(instance, pointer.baseAddress, pointer.count)
    }
    let count = min(written, length)
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Activates the button; returns `true` when the plugin cleared (and `onClick` has run).
  @discardableResult
  public func performClick() -> Bool {
    functions.performClick(instance)
  }

  /// Returns the controller extension named `identifier`, or `nil`.
  public func controllerExtension(_ identifier: String) -> UnsafeRawPointer? {
    functions.getExtension?(instance, identifier)
  }
}

private let clearClick: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
  ClickRegistry.shared.target(context)?.action?(0)
}
