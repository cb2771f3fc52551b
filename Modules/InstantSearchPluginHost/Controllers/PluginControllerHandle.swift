@_exported public import InstantSearchPluginValues

/// One instance of a plugin's controller, of any kind, with Swift methods: the kind's functions
/// (`Functions`, e.g. `SegmentFunctions`) give the methods of its extension
/// (`PluginSegmentHandle.setItems`, ...), the handle gives the rest.
///
/// The handle owns the instance. Use it from one thread at a time (the plugin calls its event
/// function on that thread, from inside the host's call). Dropping it unregisters the event
/// function, destroys the instance, then releases the instance's host struct and retires the
/// event token, so a plugin that calls back later reaches nothing.
public final class PluginControllerHandle<Functions> {
  /// What it was made from: plugin, ID, name, kind.
  public let descriptor: PluginControllerDescriptor

  /// The functions copied out of the instance when it was checked.
  let functions: Functions

  /// The plugin's instance, a `Functions.Layout`.
  let instance: UnsafeRawPointer

  private let bridge: HostBridge
  private let events: ClickSlot
  private let attach: (UnsafeMutableRawPointer?) -> Void
  private let destroy: () -> Void
  private let lookUpExtension: (String) -> UnsafeRawPointer?
  private let renderText: () -> String
  private let input: (String) -> Bool

  /// Wraps a checked instance; only `LoadedPlugin.makeHandle` calls it.
  init(
    descriptor: PluginControllerDescriptor, instance: UnsafePointer<Functions.Layout>,
    functions: Functions, bridge: HostBridge
  ) where Functions: ControllerFunctions {
    self.descriptor = descriptor
    self.instance = UnsafeRawPointer(instance)
    self.functions = functions
    self.bridge = bridge
    events = ClickSlot(pluginID: descriptor.pluginID)
    attach = { context in functions.attach(instance, context: context) }
    destroy = { functions.destroyInstance(instance) }
    lookUpExtension = { identifier in functions.controllerExtension(instance, identifier) }
    renderText = { functions.renderedText(instance) }
    input = { line in functions.handleInput(instance, line) }
  }

  deinit {
    attach(nil)
    destroy()
    bridge.release()
  }

  /// What runs when the plugin reports something (a pick, a click, typed text); `nil`
  /// unregisters the host's function in the plugin. Runs synchronously on the thread calling
  /// into the plugin, from inside that call. The kinds' extensions offer typed variants
  /// (`onClick`).
  public var onEvent: ((PluginEvent) -> Void)? {
    get { events.target.action }
    set {
      events.target.action = newValue
      attach(newValue == nil ? nil : events.context)
    }
  }

  /// The plugin's text for the controller in its current state (its `render`, with invalid
  /// UTF-8 repaired); empty for the segment kind, which writes through the host instead.
  public func render() -> String {
    renderText()
  }

  /// Hands a line the user typed for the widget (a query, a value, a page number) to the
  /// plugin, which may report events before this returns; `true` when it acted on it. Always
  /// `false` for the 1.0 kinds. May block while the plugin asks the user.
  @discardableResult
  public func handleInput(_ line: String) -> Bool {
    input(line)
  }

  /// Returns the controller extension named `identifier` (a string ID such as
  /// `"org.example.feature/1"`), or `nil` when the plugin does not offer it or predates 1.1.
  public func controllerExtension(_ identifier: String) -> UnsafeRawPointer? {
    lookUpExtension(identifier)
  }
}

extension PluginControllerHandle where Functions: ControllerFunctions {
  /// The instance, typed as its kind's struct.
  var pointer: UnsafePointer<Functions.Layout> {
    instance.assumingMemoryBound(to: Functions.Layout.self)
  }
}
