public import InstantSearchPluginHost

/// A controller that forwards a widget's calls to one plugin controller instance: the adapters
/// of this module. `PluginRegistry.makeController(_:terminal:)` makes any of them by ID.
@MainActor
public protocol PluginBackedController: AnyObject {
  /// The kind's function table, which says which kind of plugin controller it wraps.
  associatedtype Functions

  /// The plugin instance behind the controller; it lives as long as the controller.
  var handle: PluginControllerHandle<Functions> { get }

  /// Wraps a plugin instance of the matching kind.
  init(handle: PluginControllerHandle<Functions>)

  /// Hands a line the user typed for the widget to the plugin, which reports what it means
  /// before this returns; `true` when it acted on it. The extension gives it to the plugin's
  /// `handle_input`; the segment kind, which has none, answers its `present` with it.
  @discardableResult
  func handleInput(_ line: String) -> Bool
}

extension PluginBackedController {
  /// What the controller was made from: its plugin, ID, name and kind.
  public var descriptor: PluginControllerDescriptor { handle.descriptor }

  /// The plugin's text for the widget in its current state (its `render`).
  public func render() -> String {
    handle.render()
  }

  /// Hands a line the user typed for the widget to the plugin, which reports what it means
  /// (a query, a clicked value, a page) before this returns; `true` when it acted on it.
  @discardableResult
  public func handleInput(_ line: String) -> Bool {
    handle.handleInput(line)
  }
}

extension PluginControllerHandle {
  /// Routes the plugin's events to `action` on the main actor. The plugin reports events only
  /// from inside a host call, and the adapters call the plugin on the main actor.
  @MainActor
  func onMainActorEvent(_ action: @escaping @MainActor (PluginEvent) -> Void) {
    onEvent = { event in MainActor.assumeIsolated { action(event) } }
  }
}
