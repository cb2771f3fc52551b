internal import CInstantSearchPlugin

extension PluginControllerHandle where Functions == CommonKindFunctions<HierarchicalMenuKind> {
  /// Replaces the menu with its entries in display order, each with its `level` and its full
  /// path as `value`. The plugin borrows them for the call.
  public func setValues(_ values: [PluginFacetValue]) {
    let set = setter(\isp_hierarchical_menu_controller_t.set_values)
    let menu = instance.assumingMemoryBound(to: isp_hierarchical_menu_controller_t.self)
    withBorrowedMemory { set(menu, $0.facetValues(values), UInt32(values.count)) }
  }
}
