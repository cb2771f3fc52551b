internal import CInstantSearchPlugin

/// One instance of a plugin's hierarchical menu (ABI 1.2): it reports `.valueClicked` with a
/// full path.
public typealias PluginHierarchicalMenuHandle = PluginControllerHandle<
  CommonKindFunctions<HierarchicalMenuKind>
>

/// The tag of `isp_hierarchical_menu_controller_t`.
public enum HierarchicalMenuKind: CommonKind {
  static let kind = PluginControllerKind.hierarchicalMenu
}

extension PluginControllerHandle where Functions == CommonKindFunctions<HierarchicalMenuKind> {
  /// Replaces the menu with its entries in display order, each with its `level` and its full
  /// path as `value`. The plugin borrows them for the call.
  public func setValues(_ values: [PluginFacetValue]) {
    let set = setter(\isp_hierarchical_menu_controller_t.set_values)
    let menu = instance.assumingMemoryBound(to: isp_hierarchical_menu_controller_t.self)
    withBorrowedMemory { set(menu, $0.facetValues(values), UInt32(values.count)) }
  }
}
