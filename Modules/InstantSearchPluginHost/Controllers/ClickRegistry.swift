import InstantSearchLocking

/// The click functions the host hands to plugins, found by token.
///
/// The context pointer a plugin keeps beside a click function is a number from this registry,
/// not the address of a Swift object. A plugin that calls back after its controller was
/// destroyed reaches nothing: the call is logged as a warning and ignored, where an object
/// address would have been freed memory.
final class ClickRegistry: Sendable {
  /// The registry of every controller handle in the process.
  static let shared = ClickRegistry()

  private struct State {
    var next: UInt = 1
    var live: [UInt: ClickTarget] = [:]
    /// The plugin of each token that was retired, to name it when it calls back late.
    var retired: [UInt: String] = [:]
  }

  private let state = Locked(State())

  /// Registers `target` and returns the context pointer to give the plugin.
  func register(_ target: ClickTarget) -> UnsafeMutableRawPointer {
    state.withLock { state in
      let token = state.next
      state.next += 1
      state.live[token] = target
      // A token is never 0, so the pointer is never NULL.
      return UnsafeMutableRawPointer(bitPattern: token)!
    }
  }

  /// Retires the token behind `context`: later calls with it are ignored.
  func retire(_ context: UnsafeMutableRawPointer) {
    let token = UInt(bitPattern: context)
    state.withLock { state in
      if let target = state.live.removeValue(forKey: token) {
        state.retired[token] = target.pluginID
      }
    }
  }

  /// The target behind `context`, or `nil` (with a warning in the plugin log) when the plugin
  /// called back with a retired or unknown context.
  func target(_ context: UnsafeMutableRawPointer?) -> ClickTarget? {
    let token = context.map { UInt(bitPattern: $0) } ?? 0
    let found: (target: ClickTarget?, retiredPlugin: String?) = state.withLock { state in
      (state.live[token], state.retired[token])
    }
    if let target = found.target { return target }
    PluginLog.shared.record(
      PluginLog.Entry(
        pluginID: found.retiredPlugin ?? "unknown",
        level: .warning,
        message: found.retiredPlugin == nil
          ? "called a click function with an unknown context; ignored"
          : "called a click function after its controller was destroyed; ignored"))
    return nil
  }
}

/// A handle's registration in the registry: the target and the context pointer given to the
/// plugin. Releasing it retires the context, so a handle that owns one retires it after its
/// `deinit` has destroyed the plugin's instance.
final class ClickSlot {
  /// What the plugin's click reaches.
  let target: ClickTarget
  /// The context pointer to pass with the click function.
  let context: UnsafeMutableRawPointer

  /// Registers a new target for a controller of `pluginID`.
  init(pluginID: String) {
    target = ClickTarget(pluginID: pluginID)
    context = ClickRegistry.shared.register(target)
  }

  deinit {
    ClickRegistry.shared.retire(context)
  }
}

/// What a plugin's event function reaches: the handle's current event action.
final class ClickTarget: @unchecked Sendable {
  // @unchecked Sendable: `action` is set and called on the thread that uses the handle (a
  // handle is used from one thread at a time, and a plugin calls its click function from
  // within the host's call into it); the registry only stores and finds the object.

  /// The plugin it belongs to, to name it in warnings.
  let pluginID: String
  /// The handle's event action.
  var action: ((PluginEvent) -> Void)?

  /// Creates a target with no action yet.
  init(pluginID: String) {
    self.pluginID = pluginID
  }
}
