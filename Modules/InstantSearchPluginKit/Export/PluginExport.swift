internal import CInstantSearchPlugin

/// Builds the C tables of a plugin from Swift controller classes. A Swift plugin's whole
/// export is one function:
///
/// ```swift
/// @c(instantsearch_plugin_entry_v1)
/// public func instantSearchPluginEntry() -> UnsafeRawPointer {
///   PluginExport.table(
///     id: "org.example.menu", name: "Menu", version: "1.0.0", controllers: [Menu.self])
/// }
/// ```
///
/// A plugin image exports one plugin: the first call fixes the table, later calls return it.
public enum PluginExport {
  /// The ABI version the kit builds tables for (the header's `ISP_ABI_*`).
  public static var abiVersion: (major: UInt32, minor: UInt32) {
    (UInt32(ISP_ABI_MAJOR), UInt32(ISP_ABI_MINOR))
  }

  /// Returns the plugin table (an `isp_plugin_t` with static lifetime), building it on the
  /// first call.
  ///
  /// - Parameters:
  ///   - id: a reverse-DNS plugin ID, unique among loaded plugins.
  ///   - name: a short human name.
  ///   - version: the plugin's own version.
  ///   - controllers: classes conforming to `SegmentPluginController` or
  ///     `ClearPluginController`.
  ///   - initialize: runs once when the host loads the plugin; throw to refuse loading (the
  ///     error's description becomes the host's message).
  /// - Returns: the table, for the entry function to return.
  public static func table(
    id: String,
    name: String,
    version: String,
    controllers: [any PluginController.Type],
    initialize: (@Sendable (PluginHostConnection) throws -> Void)? = nil
  ) -> UnsafeRawPointer {
    ExportedPlugin.shared.withLock { exported in
      if let plugin = exported { return plugin.table }
      let plugin = ExportedPlugin(
        id: id, name: name, version: version, controllers: controllers, initialize: initialize)
      exported = plugin
      return plugin.table
    }
  }
}
