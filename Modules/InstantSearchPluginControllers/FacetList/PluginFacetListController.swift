public import InstantSearchConnectors
public import InstantSearchPluginHost

/// A facet list implemented by a plugin: a `FacetListController`. The plugin's
/// `.valueClicked` events become `onClick` with the value it names.
@MainActor
public final class PluginFacetListController: FacetListController, PluginBackedController {
  /// The plugin instance behind this controller.
  public let handle: PluginFacetListHandle

  /// The facet attribute the plugin is told the values belong to.
  public var attribute = ""

  /// Set by the interactor; runs with the facet the plugin reports clicked.
  public var onClick: ((Facet) -> Void)?

  private var shown: [SelectableItem<Facet>] = []

  /// Wraps a plugin instance.
  public init(handle: PluginFacetListHandle) {
    self.handle = handle
    handle.onMainActorEvent { [weak self] event in
      guard let self, case .valueClicked(let value) = event else { return }
      let facet = shown.first { $0.item.value == value }?.item
      onClick?(facet ?? Facet(value: value, count: 0))
    }
  }

  /// Forwards the values to the plugin, in display order.
  public func setSelectableItems(selectableItems: [SelectableItem<Facet>]) {
    shown = selectableItems
    handle.setValues(
      selectableItems.map { item in
        PluginFacetValue(
          value: item.item.value, label: item.item.highlighted ?? item.item.value,
          count: item.item.count, isSelected: item.isSelected)
      },
      attribute: attribute)
  }
}
