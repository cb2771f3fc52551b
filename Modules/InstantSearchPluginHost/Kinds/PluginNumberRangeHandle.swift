internal import CInstantSearchPlugin

/// One instance of a plugin's numeric range (ABI 1.2): it reports `.rangeSelected`.
public typealias PluginNumberRangeHandle = PluginControllerHandle<
  CommonKindFunctions<NumberRangeKind>
>

/// The tag of `isp_number_range_controller_t`.
public enum NumberRangeKind: CommonKind { static let kind = PluginControllerKind.numberRange }

extension PluginControllerHandle where Functions == CommonKindFunctions<NumberRangeKind> {
  /// Replaces the bounds and the selection of the numeric attribute `attribute`. The plugin
  /// borrows them for the call.
  public func setRange(_ range: PluginNumberRange, attribute: String) {
    var value = isp_number_range_t()
    value.struct_size = UInt32(MemoryLayout<isp_number_range_t>.size)
    value.has_bounds = range.bounds != nil
    value.minimum = range.bounds?.lowerBound ?? 0
    value.maximum = range.bounds?.upperBound ?? 0
    (value.has_lower, value.lower) = (range.lower != nil, range.lower ?? 0)
    (value.has_upper, value.upper) = (range.upper != nil, range.upper ?? 0)
    withBorrowedMemory { memory in
      setter(\isp_number_range_controller_t.set_range)(
        instance.assumingMemoryBound(to: isp_number_range_controller_t.self),
        memory.string(attribute), memory.value(value))
    }
  }
}
