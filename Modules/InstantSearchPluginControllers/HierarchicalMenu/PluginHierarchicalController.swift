public import InstantSearchConnectors
public import InstantSearchPluginHost

/// A hierarchical menu implemented by a plugin: a `HierarchicalController`. The plugin is shown
/// the rows in tree order, each with its level, its full path as the value and its last
/// component as the label; its `.valueClicked` events become `onClick` with the path it names.
@MainActor
public final class PluginHierarchicalController: HierarchicalController, PluginBackedController {
  /// The plugin instance behind this controller.
  public let handle: PluginHierarchicalMenuHandle

  /// Set by the interactor; runs with the full path the plugin reports clicked.
  public var onClick: ((String) -> Void)?

  /// Wraps a plugin instance.
  public init(handle: PluginHierarchicalMenuHandle) {
    self.handle = handle
    handle.onMainActorEvent { [weak self] event in
      if case .valueClicked(let path) = event { self?.onClick?(path) }
    }
  }

  /// Forwards the rows to the plugin, in tree order.
  public func setItems(_ items: [HierarchicalFacet]) {
    handle.setValues(items.map(PluginFacetValue.init(row:)))
  }
}

extension PluginFacetValue {
  /// A menu row or breadcrumb step as a plugin is shown it: the full path as the value, the
  /// last component as the label, its count, selection and level.
  init(row: HierarchicalFacet) {
    self.init(
      value: row.facet.value, label: row.label, count: row.facet.count,
      isSelected: row.isSelected, level: row.level)
  }
}
