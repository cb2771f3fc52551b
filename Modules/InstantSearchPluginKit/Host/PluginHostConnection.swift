internal import CInstantSearchPlugin

/// The host a plugin talks to: its log, its output and its line editor.
///
/// A controller receives its own connection when it is created: write and ask through that one.
/// The connection given to `initialize` logs; its output goes to the host's log and it reads no
/// input.
public struct PluginHostConnection: @unchecked Sendable {
  // @unchecked Sendable: the header guarantees the host struct stays valid while the plugin may
  // use it, and declares `log` and `get_extension` thread-safe; `write` and `readLine` are only
  // to be called on the controller's thread, as their documentation says.

  /// How important a log message is.
  public enum LogLevel: Int32, Sendable {
    /// Details for the plugin's author.
    case debug = 0
    /// Normal events.
    case info = 1
    /// Something unexpected.
    case warning = 2
    /// Something failed.
    case error = 3
  }

  private let host: UnsafePointer<isp_host_t>

  /// Wraps the host struct the plugin was given.
  init(_ host: UnsafePointer<isp_host_t>) {
    self.host = host
  }

  /// The ABI version of the host, so a plugin can use newer host features only when present.
  public var hostABIVersion: (major: UInt32, minor: UInt32) {
    (host.pointee.abi_version.major, host.pointee.abi_version.minor)
  }

  /// Records a message in the host's log. Thread-safe.
  public func log(_ message: String, level: LogLevel = .info) {
    host.pointee.log?(host, level.rawValue, message)
  }

  /// Writes text as is to the host's output (add your own line breaks).
  public func write(_ text: String) {
    host.pointee.write_text?(host, text)
  }

  /// Shows `prompt` and reads one line through the host's line editor; `nil` at end of input.
  /// Lines longer than 64 KiB are cut.
  public func readLine(prompt: String) -> String? {
    guard let read = host.pointee.read_line else { return nil }
    let capacity = 65_536
    var buffer = [CChar](repeating: 0, count: capacity)
    let length = buffer.withUnsafeMutableBufferPointer { pointer in
      read(host, prompt, pointer.baseAddress, capacity)
    }
    guard length >= 0 else { return nil }
    let count = min(Int(length), capacity - 1)
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The width of the host's output in columns (80 when the host cannot tell).
  public var columns: Int {
    guard let terminal = hostExtension(ISP_HOST_EXTENSION_TERMINAL),
      terminal.loadUnaligned(as: UInt32.self) >= MemoryLayout<isp_host_terminal_t>.size
    else { return 80 }
    let table = terminal.assumingMemoryBound(to: isp_host_terminal_t.self)
    return Int(table.pointee.columns?(host) ?? 80)
  }

  /// Returns the host extension named `identifier` (a string ID such as
  /// `"instantsearch.host.terminal/1"`), or `nil` when the host does not offer it.
  public func hostExtension(_ identifier: String) -> UnsafeRawPointer? {
    host.pointee.get_extension?(host, identifier)
  }
}
