internal import CInstantSearchPlugin

/// One instance of a plugin's toggle (ABI 1.2): it reports `.toggled`.
public typealias PluginToggleHandle = PluginControllerHandle<CommonKindFunctions<ToggleKind>>

/// The tag of `isp_toggle_controller_t`.
public enum ToggleKind: CommonKind { static let kind = PluginControllerKind.toggle }

extension PluginControllerHandle where Functions == CommonKindFunctions<ToggleKind> {
  /// Shows the toggle `label`, whether it is on, and how many records it would match (`nil`
  /// when unknown). The plugin borrows the label for the call.
  public func setToggle(label: String, isOn: Bool, count: Int?) {
    withBorrowedMemory { memory in
      setter(\isp_toggle_controller_t.set_toggle)(
        instance.assumingMemoryBound(to: isp_toggle_controller_t.self), memory.string(label),
        isOn, Int64(count ?? -1))
    }
  }
}
