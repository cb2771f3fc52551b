/// The controller kinds of ABI 1.2 as types, one per widget: the handle of each kind is a
/// `PluginControllerHandle` over `CommonKindFunctions` of its tag, and its typed setter lives
/// in the extension of its `Plugin...Handle.swift`.
/// One instance of a plugin's current filters list (ABI 1.2): it reports `.filterRemoved`.
public typealias PluginCurrentFiltersHandle = PluginControllerHandle<
  CommonKindFunctions<CurrentFiltersKind>
>
/// One instance of a plugin's facet list (ABI 1.2): it reports `.valueClicked`.
public typealias PluginFacetListHandle = PluginControllerHandle<CommonKindFunctions<FacetListKind>>
/// One instance of a plugin's hits list (ABI 1.2): it may report `.hitClicked`.
public typealias PluginHitsHandle = PluginControllerHandle<CommonKindFunctions<HitsKind>>
/// One instance of a plugin's loading indicator (ABI 1.2). It reports nothing.
public typealias PluginLoadingHandle = PluginControllerHandle<CommonKindFunctions<LoadingKind>>
/// One instance of a plugin's pagination or infinite hits control (ABI 1.2): it reports
/// `.pageSelected` and `.loadMore`.
public typealias PluginPaginationHandle = PluginControllerHandle<
  CommonKindFunctions<PaginationKind>
>
/// One instance of a plugin's search box (ABI 1.2): it reports `.queryChanged` and
/// `.querySubmitted` through `onEvent`.
public typealias PluginSearchBoxHandle = PluginControllerHandle<CommonKindFunctions<SearchBoxKind>>
/// One instance of a plugin's stats line (ABI 1.2). It reports nothing.
public typealias PluginStatsHandle = PluginControllerHandle<CommonKindFunctions<StatsKind>>

/// The tag of `isp_current_filters_controller_t`.
public enum CurrentFiltersKind: CommonKind { static let kind = PluginControllerKind.currentFilters }
/// The tag of `isp_facet_list_controller_t`.
public enum FacetListKind: CommonKind { static let kind = PluginControllerKind.facetList }
/// The tag of `isp_hits_controller_t`.
public enum HitsKind: CommonKind { static let kind = PluginControllerKind.hits }
/// The tag of `isp_loading_controller_t`.
public enum LoadingKind: CommonKind { static let kind = PluginControllerKind.loading }
/// The tag of `isp_pagination_controller_t`.
public enum PaginationKind: CommonKind { static let kind = PluginControllerKind.pagination }
/// The tag of `isp_search_box_controller_t`.
public enum SearchBoxKind: CommonKind { static let kind = PluginControllerKind.searchBox }
/// The tag of `isp_stats_controller_t`.
public enum StatsKind: CommonKind { static let kind = PluginControllerKind.stats }
/// One instance of a plugin's hierarchical menu (ABI 1.2): it reports `.valueClicked` with a
/// full path.
public typealias PluginHierarchicalMenuHandle = PluginControllerHandle<
  CommonKindFunctions<HierarchicalMenuKind>
>
/// One instance of a plugin's numeric range (ABI 1.2): it reports `.rangeSelected`.
public typealias PluginNumberRangeHandle = PluginControllerHandle<
  CommonKindFunctions<NumberRangeKind>
>
/// One instance of a plugin's toggle (ABI 1.2): it reports `.toggled`.
public typealias PluginToggleHandle = PluginControllerHandle<CommonKindFunctions<ToggleKind>>
/// One instance of a plugin's relevant sort switch (ABI 1.2): it reports
/// `.relevantSortSelected`.
public typealias PluginRelevantSortHandle = PluginControllerHandle<
  CommonKindFunctions<RelevantSortKind>
>
/// One instance of a plugin's query rule custom data view (ABI 1.2). It reports nothing.
public typealias PluginCustomDataHandle = PluginControllerHandle<
  CommonKindFunctions<CustomDataKind>
>
/// One instance of a plugin's dynamic facets (ABI 1.2): it reports `.valueClicked` with
/// `attribute:value`.
public typealias PluginDynamicFacetsHandle = PluginControllerHandle<
  CommonKindFunctions<DynamicFacetsKind>
>

/// The tag of `isp_hierarchical_menu_controller_t`.
public enum HierarchicalMenuKind: CommonKind {
  static let kind = PluginControllerKind.hierarchicalMenu
}
/// The tag of `isp_number_range_controller_t`.
public enum NumberRangeKind: CommonKind { static let kind = PluginControllerKind.numberRange }
/// The tag of `isp_toggle_controller_t`.
public enum ToggleKind: CommonKind { static let kind = PluginControllerKind.toggle }
/// The tag of `isp_relevant_sort_controller_t`.
public enum RelevantSortKind: CommonKind { static let kind = PluginControllerKind.relevantSort }
/// The tag of `isp_custom_data_controller_t`.
public enum CustomDataKind: CommonKind { static let kind = PluginControllerKind.customData }
/// The tag of `isp_dynamic_facets_controller_t`.
public enum DynamicFacetsKind: CommonKind { static let kind = PluginControllerKind.dynamicFacets }
/// One instance of a plugin's number stepper (ABI 1.2): it reports `.numberChosen` and
/// `.numberStepped`.
public typealias PluginNumberHandle = PluginControllerHandle<CommonKindFunctions<NumberKind>>
/// One instance of a plugin's filter list (ABI 1.2): it reports `.itemToggled`.
public typealias PluginFilterListHandle = PluginControllerHandle<
  CommonKindFunctions<FilterListKind>
>
/// One instance of a plugin's federated hits (ABI 1.2). It reports nothing.
public typealias PluginMultiIndexHitsHandle = PluginControllerHandle<
  CommonKindFunctions<MultiIndexHitsKind>
>

/// The tag of `isp_number_controller_t`.
public enum NumberKind: CommonKind { static let kind = PluginControllerKind.number }
/// The tag of `isp_filter_list_controller_t`.
public enum FilterListKind: CommonKind { static let kind = PluginControllerKind.filterList }
/// The tag of `isp_multi_index_hits_controller_t`.
public enum MultiIndexHitsKind: CommonKind {
  static let kind = PluginControllerKind.multiIndexHits
}
