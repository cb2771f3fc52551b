/// What a plugin controller reports to the host through its event function.
///
/// The segment and clear kinds of ABI 1.0 report through their own click functions; the handle
/// turns both into events, so every kind reaches the host through one path.
public enum PluginEvent: Sendable, Hashable {
  /// The user picked the option with this key (segment), or asked to clear (clear, key 0).
  case click(key: Int64)
}
