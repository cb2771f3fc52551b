internal import CInstantSearchPlugin

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
