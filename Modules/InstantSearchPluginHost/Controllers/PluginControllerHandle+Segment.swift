internal import CInstantSearchPlugin

/// One instance of a plugin's segment controller (Sort By's options).
/// `PluginSegmentController` in InstantSearchPluginControllers adapts it to
/// `SelectableSegmentController`.
public typealias PluginSegmentHandle = PluginControllerHandle<SegmentFunctions>

extension PluginControllerHandle where Functions == SegmentFunctions {
  /// The function the plugin calls when the user picks an option, with the option's key; `nil`
  /// unregisters it.
  public var onClick: ((Int) -> Void)? {
    get { onEvent.map { action in { key in action(.click(key: Int64(key))) } } }
    set {
      onEvent = newValue.map { action in
        { event in
          if case .click(let key) = event { action(Int(key)) }
        }
      }
    }
  }

  /// Replaces the options, in this order. The titles are copied for the call only.
  public func setItems(_ items: [(key: Int, title: String)]) {
    let keys = items.map { Int64($0.key) }
    withCStrings(items.map(\.title)) { titles in
      keys.withUnsafeBufferPointer { keyBuffer in
        functions.setItems(pointer, keyBuffer.baseAddress, titles, UInt32(items.count))
      }
    }
  }

  /// Sets the selected key, or no selection.
  public func setSelected(_ key: Int?) {
    functions.setSelected(pointer, key != nil, Int64(key ?? 0))
  }

  /// Asks the plugin to show the options again.
  public func reload() {
    functions.reload(pointer)
  }

  /// Asks the plugin to present the options and ask the user for one; returns `true` when the
  /// user chose (and `onClick` has run), `false` when they cancelled. Blocks while the plugin
  /// asks.
  @discardableResult
  public func present() -> Bool {
    functions.present(pointer) == Int32(ISP_PRESENT_CHOSEN)
  }
}
