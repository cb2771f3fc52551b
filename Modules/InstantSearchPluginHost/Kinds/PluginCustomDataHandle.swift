internal import CInstantSearchPlugin

/// One instance of a plugin's query rule custom data view (ABI 1.2). It reports nothing.
public typealias PluginCustomDataHandle = PluginControllerHandle<
  CommonKindFunctions<CustomDataKind>
>

/// The tag of `isp_custom_data_controller_t`.
public enum CustomDataKind: CommonKind { static let kind = PluginControllerKind.customData }

extension PluginControllerHandle where Functions == CommonKindFunctions<CustomDataKind> {
  /// Replaces the query rules' custom data (the response's `userData`), one JSON text per
  /// item. The plugin borrows them for the call.
  public func setItems(_ jsonItems: [String]) {
    let count = UInt32(jsonItems.count)
    let set = setter(\isp_custom_data_controller_t.set_items)
    withBorrowedMemory { memory in
      set(
        instance.assumingMemoryBound(to: isp_custom_data_controller_t.self),
        memory.strings(count: jsonItems.count) { jsonItems[$0] }, count)
    }
  }
}
