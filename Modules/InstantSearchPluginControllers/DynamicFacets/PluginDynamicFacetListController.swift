public import InstantSearchConnectors
public import InstantSearchPluginHost

/// A dynamic facet list implemented by a plugin: a `DynamicFacetListController`. The plugin is
/// shown every attribute in the order the rules give, each with its values, counts and
/// selection, again whenever the facets or the selections change; its `.valueClicked` events,
/// `attribute:value`, become `didSelect` (an event naming no shown attribute is ignored).
@MainActor
public final class PluginDynamicFacetListController: DynamicFacetListController,
  PluginBackedController
{
  /// The plugin instance behind this controller.
  public let handle: PluginDynamicFacetsHandle

  /// Set by the interactor; runs with the attribute and the value the plugin reports clicked.
  public var didSelect: ((_ attribute: String, _ facet: Facet) -> Void)?

  private var facets: [AttributedFacets] = []
  private var selections: [String: Set<String>] = [:]

  /// Wraps a plugin instance.
  public init(handle: PluginDynamicFacetsHandle) {
    self.handle = handle
    handle.onMainActorEvent { [weak self] event in
      guard let self, case .valueClicked(let text) = event, let (attribute, facet) = clicked(text)
      else { return }
      didSelect?(attribute, facet)
    }
  }

  /// Records the attributes and their values, and shows them again.
  public func setOrderedFacets(_ orderedFacets: [AttributedFacets]) {
    facets = orderedFacets
    show()
  }

  /// Records the selections, and shows the facets again.
  public func setSelections(_ selections: [String: Set<String>]) {
    self.selections = selections
    show()
  }

  private func show() {
    handle.setFacets(
      facets.map { entry in
        let selected = selections[entry.attribute] ?? []
        return PluginDynamicFacet(
          attribute: entry.attribute,
          values: entry.facets.map { facet in
            PluginFacetValue(
              value: facet.value, label: facet.highlighted ?? facet.value, count: facet.count,
              isSelected: selected.contains(facet.value))
          })
      })
  }

  /// The shown attribute `text` begins with (the longest, as a name may hold a colon) and the
  /// value after its colon, with its count when it is shown.
  private func clicked(_ text: String) -> (String, Facet)? {
    let matching = facets.filter { text.hasPrefix($0.attribute + ":") }
    guard let entry = matching.max(by: { $0.attribute.count < $1.attribute.count }) else {
      return nil
    }
    let value = String(text.dropFirst(entry.attribute.count + 1))
    return (
      entry.attribute, entry.facets.first { $0.value == value } ?? Facet(value: value, count: 0)
    )
  }
}
