internal import CInstantSearchPlugin

/// One instance of a plugin's filter list (ABI 1.2): it reports `.itemToggled`.
public typealias PluginFilterListHandle = PluginControllerHandle<
  CommonKindFunctions<FilterListKind>
>

/// The tag of `isp_filter_list_controller_t`.
public enum FilterListKind: CommonKind { static let kind = PluginControllerKind.filterList }

extension PluginControllerHandle where Functions == CommonKindFunctions<FilterListKind> {
  /// Replaces the items, in display order, and says whether one or several may be on. The
  /// plugin borrows them for the call.
  public func setItems(_ items: [PluginFilterItem], selectionMode: PluginSelectionMode) {
    withBorrowedMemory { memory in
      let size = UInt32(MemoryLayout<isp_filter_item_t>.size)
      let pointers = memory.array(count: items.count) {
        Optional(
          memory.value(
            isp_filter_item_t(
              struct_size: size, text: memory.string(items[$0].text),
              attribute: memory.string(items[$0].attribute), is_selected: items[$0].isSelected,
              count: Int64(items[$0].count ?? -1))))
      }
      setter(\isp_filter_list_controller_t.set_items)(
        instance.assumingMemoryBound(to: isp_filter_list_controller_t.self), pointers,
        UInt32(items.count), selectionMode.rawValue)
    }
  }
}
