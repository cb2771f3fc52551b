internal import CInstantSearchPlugin

/// One instance of a plugin's facet list (ABI 1.2): it reports `.valueClicked`.
public typealias PluginFacetListHandle = PluginControllerHandle<CommonKindFunctions<FacetListKind>>

/// The facet list kind, `isp_facet_list_controller_t`.
public enum FacetListKind: CommonKind {
  typealias Layout = isp_facet_list_controller_t
  static let kind = PluginControllerKind.facetList
  static var base: KeyPath<Layout, isp_controller_t> { \.base }
  static var setter: CommonKindMember<Layout> { CommonKindMember(\.set_values, "set_values") }
}

extension PluginControllerHandle where Functions == CommonKindFunctions<FacetListKind> {
  /// Replaces the values of the facet `attribute`, in display order. The plugin borrows them for
  /// the call.
  public func setValues(_ values: [PluginFacetValue], attribute: String) {
    withBorrowedMemory { memory in
      FacetListKind.function(\.set_values, of: instance)(
        FacetListKind.typed(instance), memory.string(attribute), memory.facetValues(values),
        UInt32(values.count))
    }
  }
}

extension BorrowedMemory {
  /// A C array of `isp_facet_value_t` pointers for `values`, or NULL when there are none.
  func facetValues(_ values: [PluginFacetValue]) -> UnsafePointer<
    UnsafePointer<isp_facet_value_t>?
  >? {
    array(
      values.map { facet in
        var value = isp_facet_value_t()
        value.struct_size = UInt32(MemoryLayout<isp_facet_value_t>.size)
        value.value = string(facet.value)
        value.label = string(facet.label)
        value.count = Int64(facet.count)
        value.is_selected = facet.isSelected
        value.level = UInt32(clamping: facet.level)
        return Optional(self.value(value))
      })
  }
}
