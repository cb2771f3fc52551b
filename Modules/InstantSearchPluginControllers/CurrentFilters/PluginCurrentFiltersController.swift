public import InstantSearchConnectors
public import InstantSearchCore
public import InstantSearchPluginHost

/// A current filters list implemented by a plugin: a `CurrentFiltersController`. The plugin's
/// `.filterRemoved(position:)` becomes `onRemoveItem` with the filter at that position; a
/// position out of range is ignored.
@MainActor
public final class PluginCurrentFiltersController: CurrentFiltersController,
  PluginBackedController
{
  /// The plugin instance behind this controller.
  public let handle: PluginCurrentFiltersHandle

  /// Set by the interactor; runs with the filter the plugin reports removed.
  public var onRemoveItem: ((FilterAndID) -> Void)?

  private var shown: [FilterAndID] = []

  /// Wraps a plugin instance.
  public init(handle: PluginCurrentFiltersHandle) {
    self.handle = handle
    handle.onMainActorEvent { [weak self] event in
      guard let self, case .filterRemoved(let position) = event,
        shown.indices.contains(position)
      else { return }
      onRemoveItem?(shown[position])
    }
  }

  /// Forwards the filters to the plugin: each one's group name and text.
  public func setItems(_ items: [FilterAndID]) {
    shown = items
    handle.setFilters(items.map { (group: $0.id.name, text: $0.text) })
  }
}
