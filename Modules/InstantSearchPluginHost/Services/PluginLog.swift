import InstantSearchLocking

/// The messages plugins logged through their host, process-wide (plugins stay loaded for the
/// life of the process, so their log does too).
public final class PluginLog: Sendable {
  /// One logged message.
  public struct Entry: Sendable, Equatable, CustomStringConvertible {
    /// The ID of the plugin that logged it.
    public var pluginID: String
    /// Its level.
    public var level: PluginLogLevel
    /// Its text.
    public var message: String

    /// `[level] plugin-id: message`.
    public var description: String { "[\(level)] \(pluginID): \(message)" }
  }

  /// The log every loaded plugin writes to.
  public static let shared = PluginLog(capacity: 1_000)

  private struct State {
    var entries: [Entry] = []
    var handler: (@Sendable (Entry) -> Void)?
  }

  private let capacity: Int
  private let state = Locked(State())

  /// Creates a log keeping the last `capacity` entries.
  init(capacity: Int) {
    self.capacity = capacity
  }

  /// The kept entries, oldest first.
  public var entries: [Entry] { state.withLock { $0.entries } }

  /// The kept entries of one plugin, oldest first.
  public func entries(forPlugin pluginID: String) -> [Entry] {
    entries.filter { $0.pluginID == pluginID }
  }

  /// Sets the function called with every new entry (e.g. to print warnings); `nil` removes it.
  /// It runs on the thread the plugin logged from.
  public func setHandler(_ handler: (@Sendable (Entry) -> Void)?) {
    state.withLock { $0.handler = handler }
  }

  /// Records an entry and passes it to the handler.
  func record(_ entry: Entry) {
    let handler = state.withLock { state -> (@Sendable (Entry) -> Void)? in
      state.entries.append(entry)
      if state.entries.count > capacity {
        state.entries.removeFirst(state.entries.count - capacity)
      }
      return state.handler
    }
    handler?(entry)
  }
}
