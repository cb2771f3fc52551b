internal import CInstantSearchPlugin

/// A controller struct of the ABI as the kit fills it: every kind's struct starts with its
/// `uint32_t struct_size` (which the kit writes through raw memory, the header's rule for every
/// struct) and holds the plugin's `plugin_data`, which the kit points at the Swift instance.
protocol ControllerTable {
  /// A zeroed struct: every function NULL, so members appended later read as absent.
  init()
  /// `plugin_data`: the `ControllerInstance` behind the struct.
  var instanceData: UnsafeMutableRawPointer? { get set }
}

extension isp_segment_controller_t: ControllerTable {
  var instanceData: UnsafeMutableRawPointer? {
    get { plugin_data }
    set { plugin_data = newValue }
  }
}

extension isp_clear_controller_t: ControllerTable {
  var instanceData: UnsafeMutableRawPointer? {
    get { plugin_data }
    set { plugin_data = newValue }
  }
}
