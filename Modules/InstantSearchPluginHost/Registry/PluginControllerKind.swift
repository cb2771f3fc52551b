internal import CInstantSearchPlugin

/// The kind of a plugin controller, which says which widget it can serve.
public enum PluginControllerKind: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// A set of keyed options with one selected (Sort By). ABI 1.0.
  case segment
  /// A "clear filters" button. ABI 1.0.
  case clearFilters
  /// A search box: shows the text, reports edits and submissions. ABI 1.2.
  case searchBox
  /// The hits of a page. ABI 1.2.
  case hits
  /// A facet list: values, counts, selection; reports clicks. ABI 1.2.
  case facetList
  /// The current filters; reports removals. ABI 1.2.
  case currentFilters
  /// The stats line. ABI 1.2.
  case stats
  /// A loading indicator. ABI 1.2.
  case loading
  /// Pagination and infinite hits; reports a page or "load more". ABI 1.2.
  case pagination
  /// A hierarchical menu. ABI 1.2.
  case hierarchicalMenu
  /// A numeric range. ABI 1.2.
  case numberRange
  /// An on/off filter. ABI 1.2.
  case toggle
  /// Relevant sort (all hits or the relevant ones). ABI 1.2.
  case relevantSort
  /// Query rules' custom data. ABI 1.2.
  case customData
  /// Dynamic facets, ordered by the rules. ABI 1.2.
  case dynamicFacets
  /// A number comparison (a stepper); reports a number chosen and steps. ABI 1.2.
  case number
  /// A fixed list of filters, one or several on; reports toggles of an item. ABI 1.2.
  case filterList
  /// Federated hits: one section per index, each with its hits. ABI 1.2.
  case multiIndexHits

  /// The header's `ISP_CONTROLLER_*` value of each kind, in declaration order.
  private static let rawValues: [PluginControllerKind: Int32] = [
    .segment: Int32(ISP_CONTROLLER_SEGMENT), .clearFilters: Int32(ISP_CONTROLLER_CLEAR_FILTERS),
    .searchBox: Int32(ISP_CONTROLLER_SEARCH_BOX), .hits: Int32(ISP_CONTROLLER_HITS),
    .facetList: Int32(ISP_CONTROLLER_FACET_LIST),
    .currentFilters: Int32(ISP_CONTROLLER_CURRENT_FILTERS), .stats: Int32(ISP_CONTROLLER_STATS),
    .loading: Int32(ISP_CONTROLLER_LOADING), .pagination: Int32(ISP_CONTROLLER_PAGINATION),
    .hierarchicalMenu: Int32(ISP_CONTROLLER_HIERARCHICAL_MENU),
    .numberRange: Int32(ISP_CONTROLLER_NUMBER_RANGE), .toggle: Int32(ISP_CONTROLLER_TOGGLE),
    .relevantSort: Int32(ISP_CONTROLLER_RELEVANT_SORT),
    .customData: Int32(ISP_CONTROLLER_CUSTOM_DATA),
    .dynamicFacets: Int32(ISP_CONTROLLER_DYNAMIC_FACETS), .number: Int32(ISP_CONTROLLER_NUMBER),
    .filterList: Int32(ISP_CONTROLLER_FILTER_LIST),
    .multiIndexHits: Int32(ISP_CONTROLLER_MULTI_INDEX_HITS),
  ]

  /// Maps the header's `ISP_CONTROLLER_*` value, or returns `nil` for a kind this host lacks.
  init?(raw: Int32) {
    guard let kind = Self.rawValues.first(where: { $0.value == raw })?.key else { return nil }
    self = kind
  }

  /// The header's `ISP_CONTROLLER_*` value.
  var raw: Int32 { Self.rawValues[self] ?? 0 }

  /// Whether the kind arrived with ABI 1.2, and so is made by `create_controller` and begins
  /// with `isp_controller_t`.
  var isCommon: Bool { self != .segment && self != .clearFilters }

  /// The C name of a 1.2 kind's setter, the member after `base` (empty for the 1.0 kinds).
  var setterName: String {
    switch self {
    case .segment, .clearFilters: ""
    case .searchBox: "set_query"
    case .hits: "set_hits"
    case .facetList, .hierarchicalMenu: "set_values"
    case .currentFilters: "set_filters"
    case .stats: "set_stats"
    case .loading: "set_loading"
    case .pagination: "set_pages"
    case .numberRange: "set_range"
    case .toggle: "set_toggle"
    case .relevantSort: "set_state"
    case .customData: "set_items"
    case .dynamicFacets: "set_facets"
    case .number: "set_number"
    case .filterList: "set_items"
    case .multiIndexHits: "set_sections"
    }
  }

  /// The kind's name: `segment` and `clear` (the 1.0 kinds, as the REPL's `use` takes them),
  /// then the names the header gives the 1.2 kinds (`search-box`, `hits`, `facet-list`, ...).
  public var description: String {
    switch self {
    case .segment: "segment"
    case .clearFilters: "clear"
    case .searchBox: "search-box"
    case .hits: "hits"
    case .facetList: "facet-list"
    case .currentFilters: "current-filters"
    case .stats: "stats"
    case .loading: "loading"
    case .pagination: "pagination"
    case .hierarchicalMenu: "hierarchical-menu"
    case .numberRange: "number-range"
    case .toggle: "toggle"
    case .relevantSort: "relevant-sort"
    case .customData: "custom-data"
    case .dynamicFacets: "dynamic-facets"
    case .number: "number"
    case .filterList: "filter-list"
    case .multiIndexHits: "multi-index-hits"
    }
  }
}
