internal import CInstantSearchPlugin

/// One instance of a plugin's number stepper (ABI 1.2): it reports `.numberChosen` and
/// `.numberStepped`.
public typealias PluginNumberHandle = PluginControllerHandle<CommonKindFunctions<NumberKind>>

/// The tag of `isp_number_controller_t`.
public enum NumberKind: CommonKind { static let kind = PluginControllerKind.number }

extension PluginControllerHandle where Functions == CommonKindFunctions<NumberKind> {
  /// Replaces the comparison, number and bounds of the numeric attribute `attribute`. The
  /// plugin borrows them for the call.
  public func setNumber(_ number: PluginNumber, attribute: String) {
    withBorrowedMemory { memory in
      var value = isp_number_t()
      value.struct_size = UInt32(MemoryLayout<isp_number_t>.size)
      value.comparison = memory.string(number.comparison)
      (value.has_number, value.number) = (number.number != nil, number.number ?? 0)
      value.has_bounds = number.bounds != nil
      value.minimum = number.bounds?.lowerBound ?? 0
      value.maximum = number.bounds?.upperBound ?? 0
      value.step = number.step
      setter(\isp_number_controller_t.set_number)(
        instance.assumingMemoryBound(to: isp_number_controller_t.self), memory.string(attribute),
        memory.value(value))
    }
  }
}
