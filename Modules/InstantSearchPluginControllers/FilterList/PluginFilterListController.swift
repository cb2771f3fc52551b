public import InstantSearchConnectors
public import InstantSearchCore
public import InstantSearchPluginHost

/// A filter list implemented by a plugin: a `FilterListController`. Each row reaches the plugin
/// as the filter in the filters syntax, its attribute, whether it is on and its count; an
/// `.itemToggled` event becomes `onClick` with the filter at that position (the interactor
/// computes what else switches off). A position past the rows is ignored.
@MainActor
public final class PluginFilterListController: FilterListController, PluginBackedController {
  /// Whether the plugin is told one row or several may be on; the interactor's
  /// ``FilterListInteractor/selectionMode`` (several by default).
  public var selectionMode = FilterListInteractor.SelectionMode.multiple
  /// The rows shown, in order: a toggled position names one of them.
  private var shown: [FilterListItem] = []

  /// The plugin instance behind this controller.
  public let handle: PluginFilterListHandle
  /// Set by the interactor; runs with the filter of the row the plugin reports toggled.
  public var onClick: ((Filter) -> Void)?

  /// Wraps a plugin instance.
  public init(handle: PluginFilterListHandle) {
    self.handle = handle
    handle.onMainActorEvent { [weak self] event in
      guard let self, case .itemToggled(let position) = event, shown.indices.contains(position)
      else { return }
      onClick?(shown[position].filter)
    }
  }

  /// Forwards the rows to the plugin, in display order.
  public func setItems(_ items: [FilterListItem]) {
    shown = items
    let converter = FilterGroupConverter()
    handle.setItems(
      items.map {
        PluginFilterItem(
          text: converter.sql($0.filter), attribute: $0.filter.attribute,
          isSelected: $0.isSelected, count: $0.count)
      },
      selectionMode: selectionMode == .single ? .single : .multiple)
  }
}
