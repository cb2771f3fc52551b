internal import CInstantSearchPlugin

/// One instance of a plugin's dynamic facets (ABI 1.2): it reports `.valueClicked` with
/// `attribute:value`.
public typealias PluginDynamicFacetsHandle = PluginControllerHandle<
  CommonKindFunctions<DynamicFacetsKind>
>

/// The tag of `isp_dynamic_facets_controller_t`.
public enum DynamicFacetsKind: CommonKind { static let kind = PluginControllerKind.dynamicFacets }

extension PluginControllerHandle where Functions == CommonKindFunctions<DynamicFacetsKind> {
  /// Replaces the facets, in the order the rules give, each with its values. The plugin
  /// borrows them for the call.
  public func setFacets(_ facets: [PluginDynamicFacet]) {
    withBorrowedMemory { memory in
      setter(\isp_dynamic_facets_controller_t.set_facets)(
        instance.assumingMemoryBound(to: isp_dynamic_facets_controller_t.self),
        memory.strings(count: facets.count) { facets[$0].attribute },
        memory.array(count: facets.count) { memory.facetValues(facets[$0].values) },
        memory.array(count: facets.count) { UInt32(facets[$0].values.count) },
        UInt32(facets.count))
    }
  }
}
