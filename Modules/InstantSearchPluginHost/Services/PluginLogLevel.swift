internal import CInstantSearchPlugin

/// How important a plugin's log message is (the header's `ISP_LOG_*`).
public enum PluginLogLevel: Int32, Sendable, Comparable, CustomStringConvertible {
  /// Details for the plugin's author.
  case debug = 0
  /// Normal events.
  case info = 1
  /// Something unexpected that the plugin worked around.
  case warning = 2
  /// Something failed.
  case error = 3

  /// Maps a raw level from a plugin; unknown values become `.info`.
  init(raw: Int32) {
    self = PluginLogLevel(rawValue: raw) ?? .info
  }

  /// Orders by importance.
  public static func < (lhs: PluginLogLevel, rhs: PluginLogLevel) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The level's name in lower case.
  public var description: String {
    switch self {
    case .debug: "debug"
    case .info: "info"
    case .warning: "warning"
    case .error: "error"
    }
  }
}
