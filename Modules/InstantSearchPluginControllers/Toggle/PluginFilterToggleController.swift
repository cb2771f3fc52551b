public import InstantSearchConnectors
public import InstantSearchPluginHost

/// A toggle implemented by a plugin: a `FilterToggleController`. The plugin is shown the
/// label, the state and the count together; a `.toggled` event that asks for the other state
/// becomes `onClick` (one asking for the state shown does nothing).
@MainActor
public final class PluginFilterToggleController: FilterToggleController, PluginBackedController {
  /// The plugin instance behind this controller.
  public let handle: PluginToggleHandle

  /// Set by the interactor; runs when the plugin reports a switch to the other state.
  public var onClick: (() -> Void)?

  private var title = ""
  private var isSelected = false
  private var count: Int?

  /// Wraps a plugin instance.
  public init(handle: PluginToggleHandle) {
    self.handle = handle
    handle.onMainActorEvent { [weak self] event in
      guard let self, case .toggled(let isOn) = event, isOn != isSelected else { return }
      onClick?()
    }
  }

  /// Records the label and shows the toggle again.
  public func setTitle(_ title: String) {
    self.title = title
    show()
  }

  /// Records the state and shows the toggle again.
  public func setSelected(_ isSelected: Bool) {
    self.isSelected = isSelected
    show()
  }

  /// Records the count and shows the toggle again.
  public func setCount(_ count: Int?) {
    self.count = count
    show()
  }

  private func show() {
    handle.setToggle(label: title, isOn: isSelected, count: count)
  }
}
