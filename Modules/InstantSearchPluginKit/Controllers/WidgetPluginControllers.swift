/// A search box written in Swift (ABI 1.2 kind `search-box`).
public protocol SearchBoxPluginController: CommonPluginController {
  /// Shows `query` (`nil` for none) when it changes from elsewhere.
  func setQuery(_ query: String?)
}

/// A hits list written in Swift (ABI 1.2 kind `hits`).
public protocol HitsPluginController: CommonPluginController {
  /// Replaces the hits with a page's hits, in order, out of `total` matching records.
  func setHits(_ hits: [PluginHit], total: Int)
}

/// A facet list written in Swift (ABI 1.2 kind `facet-list`).
public protocol FacetListPluginController: CommonPluginController {
  /// Replaces the values of the facet `attribute`, in display order.
  func setValues(_ values: [PluginFacetValue], attribute: String)
}

/// A current filters list written in Swift (ABI 1.2 kind `current-filters`).
public protocol CurrentFiltersPluginController: CommonPluginController {
  /// Replaces the filters, in display order: each one's group name and text.
  func setFilters(_ filters: [(group: String, text: String)])
}

/// A stats line written in Swift (ABI 1.2 kind `stats`).
public protocol StatsPluginController: CommonPluginController {
  /// Replaces the figures: `hitCount` is `nil` without a response, `text` is the host's own
  /// line for them.
  func setStats(hitCount: Int?, page: Int, pageCount: Int, processingTimeMS: Int?, text: String?)
}

/// A loading indicator written in Swift (ABI 1.2 kind `loading`).
public protocol LoadingPluginController: CommonPluginController {
  /// Tells whether a search is in flight.
  func setLoading(_ isLoading: Bool)
}

/// Pagination or infinite hits written in Swift (ABI 1.2 kind `pagination`).
public protocol PaginationPluginController: CommonPluginController {
  /// Sets the current page (from 0) and the number of pages (0 without results).
  func setPages(page: Int, pageCount: Int)
}

/// A hierarchical menu written in Swift (ABI 1.2 kind `hierarchical-menu`).
public protocol HierarchicalMenuPluginController: CommonPluginController {
  /// Replaces the menu's entries, in display order, each with its `level` and full path.
  func setValues(_ values: [PluginFacetValue])
}

/// A numeric range written in Swift (ABI 1.2 kind `number-range`).
public protocol NumberRangePluginController: CommonPluginController {
  /// Replaces the bounds and the selection of the numeric attribute `attribute`.
  func setRange(_ range: PluginNumberRange, attribute: String)
}

/// A toggle written in Swift (ABI 1.2 kind `toggle`).
public protocol TogglePluginController: CommonPluginController {
  /// Shows the toggle `label`, whether it is on, and how many records it would match (`nil`
  /// when unknown).
  func setToggle(label: String, isOn: Bool, count: Int?)
}

/// A relevant sort switch written in Swift (ABI 1.2 kind `relevant-sort`).
public protocol RelevantSortPluginController: CommonPluginController {
  /// Shows whether relevant sort applies and which hits are shown.
  func setState(_ state: PluginRelevantSortState)
}

/// A view of the query rules' custom data written in Swift (ABI 1.2 kind `custom-data`).
public protocol CustomDataPluginController: CommonPluginController {
  /// Replaces the custom data: one JSON text per item of the response's `userData`.
  func setItems(_ jsonItems: [String])
}

/// Dynamic facets written in Swift (ABI 1.2 kind `dynamic-facets`).
public protocol DynamicFacetsPluginController: CommonPluginController {
  /// Replaces the facets, in the order the rules give.
  func setFacets(_ facets: [PluginDynamicFacet])
}

/// A number stepper written in Swift (ABI 1.2 kind `number`): it reports `.numberChosen` and
/// `.numberStepped`, and the host coerces and steps.
public protocol NumberPluginController: CommonPluginController {
  /// Replaces the comparison, the number and the bounds of the numeric attribute `attribute`.
  func setNumber(_ number: PluginNumber, attribute: String)
}

/// A filter list written in Swift (ABI 1.2 kind `filter-list`): it reports `.itemToggled` with
/// an item's position, and the host computes what that switches off.
public protocol FilterListPluginController: CommonPluginController {
  /// Replaces the items, in display order, and says whether one or several may be on.
  func setItems(_ items: [PluginFilterItem], selectionMode: PluginSelectionMode)
}

/// Federated hits written in Swift (ABI 1.2 kind `multi-index-hits`).
public protocol MultiIndexHitsPluginController: CommonPluginController {
  /// Replaces the sections, in the order the indices are searched, each with its hits.
  func setSections(_ sections: [PluginHitsSection])
}
