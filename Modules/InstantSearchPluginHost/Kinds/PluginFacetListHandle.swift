internal import CInstantSearchPlugin

/// One instance of a plugin's facet list (ABI 1.2): it reports `.valueClicked`.
public typealias PluginFacetListHandle = PluginControllerHandle<CommonKindFunctions<FacetListKind>>

/// The tag of `isp_facet_list_controller_t`.
public enum FacetListKind: CommonKind { static let kind = PluginControllerKind.facetList }

extension PluginControllerHandle where Functions == CommonKindFunctions<FacetListKind> {
  /// Replaces the values of the facet `attribute`, in display order. The plugin borrows them for
  /// the call.
  public func setValues(_ values: [PluginFacetValue], attribute: String) {
    withBorrowedMemory { memory in
      setter(\isp_facet_list_controller_t.set_values)(
        instance.assumingMemoryBound(to: isp_facet_list_controller_t.self),
        memory.string(attribute), memory.facetValues(values),
        UInt32(values.count))
    }
  }
}

extension BorrowedMemory {
  /// A C array of `isp_facet_value_t` pointers for `values`, or NULL when there are none.
  func facetValues(_ values: [PluginFacetValue]) -> UnsafePointer<
    UnsafePointer<isp_facet_value_t>?
  >? {
    array(count: values.count) { index in
      let facet = values[index]
      var value = isp_facet_value_t()
      value.struct_size = UInt32(MemoryLayout<isp_facet_value_t>.size)
      value.value = string(facet.value)
      value.label = facet.label == facet.value ? value.value : string(facet.label)
      value.count = Int64(facet.count)
      value.is_selected = facet.isSelected
      value.level = UInt32(clamping: facet.level)
      return Optional(self.value(value))
    }
  }
}
