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
