public import InstantSearchConnectors
public import InstantSearchPluginHost

/// A breadcrumb implemented by a plugin's hierarchical menu controller: a
/// `BreadcrumbController`. The plugin is shown the selected path's steps, top level first, as
/// menu rows; a `.valueClicked` event naming a step cuts the path after it, and one with empty
/// text clears it (the root). A value that is no step is ignored.
@MainActor
public final class PluginBreadcrumbController: BreadcrumbController, PluginBackedController {
  /// The plugin instance behind this controller.
  public let handle: PluginHierarchicalMenuHandle
  /// The steps shown, top level first.
  private var steps: [HierarchicalFacet] = []

  /// Set by the interactor; runs with the clicked step's level, or nil for the root.
  public var onClick: ((Int?) -> Void)?

  /// Wraps a plugin instance.
  public init(handle: PluginHierarchicalMenuHandle) {
    self.handle = handle
    handle.onMainActorEvent { [weak self] in self?.take($0) }
  }

  /// Forwards the steps to the plugin, top level first.
  public func setItems(_ items: [HierarchicalFacet]) {
    steps = items
    handle.setValues(items.map(PluginFacetValue.init(row:)))
  }

  /// Calls `onClick` with the level of the step `event` names, or nil for empty text.
  private func take(_ event: PluginEvent) {
    guard case .valueClicked(let path) = event else { return }
    if path.isEmpty {
      onClick?(nil)
    } else if let level = steps.firstIndex(where: { $0.facet.value == path }) {
      onClick?(level)
    }
  }
}
