internal import CInstantSearchPlugin

extension PluginControllerHandle where Functions == CommonKindFunctions<DynamicFacetsKind> {
  /// Replaces the facets, in the order the rules give, each with its values. The plugin
  /// borrows them for the call.
  public func setFacets(_ facets: [PluginDynamicFacet]) {
    withBorrowedMemory { memory in
      let counts = facets.map { UInt32($0.values.count) }
      setter(\isp_dynamic_facets_controller_t.set_facets)(
        instance.assumingMemoryBound(to: isp_dynamic_facets_controller_t.self),
        memory.strings(facets.map(\.attribute)),
        memory.array(facets.map { memory.facetValues($0.values) }), memory.array(counts),
        UInt32(facets.count))
    }
  }
}
