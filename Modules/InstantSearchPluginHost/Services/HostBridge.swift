internal import CInstantSearchPlugin
import InstantSearchPluginValues

/// The C `isp_host_t` handed to a plugin, with the Swift context its functions reach through
/// `host_data`.
///
/// The struct, its terminal extension and its context live in memory the bridge owns until
/// `release()`; the host given to `initialize` is never released, because a plugin may keep it
/// for the life of the process.
struct HostBridge {
  /// The struct passed to the plugin.
  let host: UnsafeMutablePointer<isp_host_t>

  /// Allocates a host struct whose services log as `pluginID` and write and read through
  /// `services` (`nil` for the host given to `initialize`: output goes to the log, input ends).
  init(pluginID: String, services: PluginHostServices?) {
    let context = HostContext(pluginID: pluginID, services: services)
    host = .allocate(capacity: 1)
    host.initialize(to: isp_host_t())
    host.pointee.struct_size = UInt32(MemoryLayout<isp_host_t>.size)
    host.pointee.abi_version = PluginABIVersion.host.cValue
    host.pointee.host_data = Unmanaged.passRetained(context).toOpaque()
    host.pointee.host_name = UnsafePointer(context.hostName)
    host.pointee.log = hostLog
    host.pointee.write_text = hostWriteText
    host.pointee.read_line = hostReadLine
    host.pointee.get_extension = hostGetExtension
  }

  /// Frees the struct and its context. No plugin call may use it afterwards.
  func release() {
    if let data = host.pointee.host_data {
      Unmanaged<HostContext>.fromOpaque(data).release()
    }
    host.deinitialize(count: 1)
    host.deallocate()
  }
}

/// The context of a host struct, reached through `host_data`.
private final class HostContext: @unchecked Sendable {
  // @unchecked Sendable: every stored property is set in init and never written again; the two
  // C allocations are only read (by the plugin) until `deinit` frees them, after the plugin was
  // told it may no longer use the host.

  let pluginID: String
  let services: PluginHostServices?
  let hostName: UnsafeMutablePointer<CChar>
  let terminal: UnsafeMutablePointer<isp_host_terminal_t>

  init(pluginID: String, services: PluginHostServices?) {
    self.pluginID = pluginID
    self.services = services
    hostName = duplicateCString("instantsearch")
    terminal = .allocate(capacity: 1)
    terminal.initialize(to: isp_host_terminal_t())
    terminal.pointee.struct_size = UInt32(MemoryLayout<isp_host_terminal_t>.size)
    terminal.pointee.columns = hostColumns
  }

  deinit {
    hostName.deallocate()
    terminal.deinitialize(count: 1)
    terminal.deallocate()
  }

  /// The context of the host struct at `host`.
  static func of(_ host: UnsafePointer<isp_host_t>?) -> HostContext? {
    guard let data = host?.pointee.host_data else { return nil }
    return Unmanaged<HostContext>.fromOpaque(data).takeUnretainedValue()
  }
}

private let hostLog:
  @convention(c) (UnsafePointer<isp_host_t>?, Int32, UnsafePointer<CChar>?) ->
    Void = { host, level, message in
      guard let context = HostContext.of(host) else { return }
      let text = message.map { String(cString: $0) } ?? ""
      PluginLog.shared.record(
        PluginLog.Entry(
          pluginID: context.pluginID, level: PluginLogLevel(raw: level), message: text))
    }

private let hostWriteText:
  @convention(c) (UnsafePointer<isp_host_t>?, UnsafePointer<CChar>?) ->
    Void = { host, text in
      guard let context = HostContext.of(host), let text else { return }
      let string = String(cString: text)
      if let services = context.services {
        services.write(string)
      } else {
        PluginLog.shared.record(
          PluginLog.Entry(pluginID: context.pluginID, level: .info, message: string))
      }
    }

private let hostReadLine:
  @convention(c) (
    UnsafePointer<isp_host_t>?, UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int
  )
    -> Int64 = { host, prompt, buffer, capacity in
      guard let context = HostContext.of(host), let services = context.services,
        let line = services.readLine(prompt.map { String(cString: $0) } ?? "")
      else { return Int64(ISP_READ_LINE_END) }
      return Int64(copyCString(line, into: buffer, capacity: capacity))
    }

private let hostGetExtension:
  @convention(c) (UnsafePointer<isp_host_t>?, UnsafePointer<CChar>?) -> UnsafeRawPointer? = {
    host, identifier in
    guard let context = HostContext.of(host), let identifier else { return nil }
    switch String(cString: identifier) {
    case ISP_HOST_EXTENSION_TERMINAL: return UnsafeRawPointer(context.terminal)
    default: return nil
    }
  }

private let hostColumns: @convention(c) (UnsafePointer<isp_host_t>?) -> UInt32 = { host in
  guard let columns = HostContext.of(host)?.services?.columns() else { return 80 }
  return UInt32(clamping: max(columns, 1))
}
