internal import CInstantSearchPlugin

extension PluginControllerHandle where Functions == CommonKindFunctions<FilterListKind> {
  /// Replaces the items, in display order, and says whether one or several may be on. The
  /// plugin borrows them for the call.
  public func setItems(_ items: [PluginFilterItem], selectionMode: PluginSelectionMode) {
    withBorrowedMemory { memory in
      let pointers = memory.array(count: items.count) { index in
        let item = items[index]
        var value = isp_filter_item_t()
        value.struct_size = UInt32(MemoryLayout<isp_filter_item_t>.size)
        value.text = memory.string(item.text)
        value.attribute = memory.string(item.attribute)
        value.is_selected = item.isSelected
        value.count = Int64(item.count ?? -1)
        return Optional(memory.value(value))
      }
      setter(\isp_filter_list_controller_t.set_items)(
        instance.assumingMemoryBound(to: isp_filter_list_controller_t.self), pointers,
        UInt32(items.count), selectionMode.rawValue)
    }
  }
}
