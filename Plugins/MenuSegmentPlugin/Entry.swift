import InstantSearchPluginKit

/// The plugin's entry function: the only symbol the host looks up.
@c(instantsearch_plugin_entry_v1)
public func instantSearchPluginEntry() -> UnsafeRawPointer {
  PluginExport.table(
    id: "org.instantsearch.menu", name: "Menu controllers", version: "1.0.0",
    controllers: [NumberedMenu.self, ConfirmClear.self, HitCards.self, FacetChips.self]
  ) { host in
    host.log("menu controllers ready (\(host.columns) columns)", level: .debug)
  }
}
