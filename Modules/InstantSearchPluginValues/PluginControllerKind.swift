/// The kind of a plugin controller, which says which widget it can serve: the one table of
/// widget kinds. Each case's raw value is the header's `ISP_CONTROLLER_*` value (a test compares
/// every one with `instantsearch_plugin.h`), and ``row`` holds the rest of what the host, the
/// kit, the checker and the REPL know about it; they take their lists of kinds from here.
///
/// Adding a kind is a case here and its row; the compiler then names every `switch` that must
/// handle it (the host's checker, the kit's exports, the REPL's widgets).
public enum PluginControllerKind: Int32, Sendable, Hashable, CaseIterable,
  CustomStringConvertible
{
  /// A set of keyed options with one selected (Sort By). ABI 1.0.
  case segment = 1
  /// A "clear filters" button. ABI 1.0.
  case clearFilters = 2
  /// A search box: shows the text, reports edits and submissions. ABI 1.2.
  case searchBox = 3
  /// The hits of a page. ABI 1.2.
  case hits = 4
  /// A facet list: values, counts, selection; reports clicks. ABI 1.2.
  case facetList = 5
  /// The current filters; reports removals. ABI 1.2.
  case currentFilters = 6
  /// The stats line. ABI 1.2.
  case stats = 7
  /// A loading indicator. ABI 1.2.
  case loading = 8
  /// Pagination and infinite hits; reports a page or "load more". ABI 1.2.
  case pagination = 9
  /// A hierarchical menu. ABI 1.2.
  case hierarchicalMenu = 10
  /// A numeric range. ABI 1.2.
  case numberRange = 11
  /// An on/off filter. ABI 1.2.
  case toggle = 12
  /// Relevant sort (all hits or the relevant ones). ABI 1.2.
  case relevantSort = 13
  /// Query rules' custom data. ABI 1.2.
  case customData = 14
  /// Dynamic facets, ordered by the rules. ABI 1.2.
  case dynamicFacets = 15
  /// A number comparison (a stepper); reports a number chosen and steps. ABI 1.2.
  case number = 16
  /// A fixed list of filters, one or several on; reports toggles of an item. ABI 1.2.
  case filterList = 17
  /// Federated hits: one section per index, each with its hits. ABI 1.2.
  case multiIndexHits = 18

  /// What the table says about one kind besides its value.
  public struct Row: Sendable {
    /// The kind's name: the header's (`search-box`, `facet-list`, ...; `segment` and `clear`
    /// for the 1.0 kinds), the `kind_name` the kit writes, and the REPL's `use` word.
    public let name: String
    /// The ABI minor version that brought the kind: 0 for the 1.0 kinds, then 2.
    public let abiMinor: Int
    /// The C name of the kind's setter, the member after `base` (empty for the 1.0 kinds).
    public let setter: String
    /// The REPL's older `use` words for the kind's widget, still taken (`pages`, `menu`, ...).
    public let aliases: [String]
    /// Whether the widget the kind draws is made for one attribute, which the REPL's `use`
    /// reads after the kind's word (`use facet-list brand ID`).
    public let takesAttribute: Bool

    /// A 1.2 kind's row.
    init(_ name: String, _ setter: String, aliases: [String] = [], attribute: Bool = false) {
      (self.name, abiMinor, self.setter) = (name, 2, setter)
      (self.aliases, takesAttribute) = (aliases, attribute)
    }

    /// A 1.0 kind's row: no setter of its own, made by its own create function.
    init(abi10 name: String) {
      (self.name, abiMinor, setter, aliases, takesAttribute) = (name, 0, "", [], false)
    }
  }

  /// The kind's row of the table.
  public var row: Row {
    switch self {
    case .segment: Row(abi10: "segment")
    case .clearFilters: Row(abi10: "clear")
    case .searchBox: Row("search-box", "set_query", aliases: ["search"])
    case .hits: Row("hits", "set_hits")
    case .facetList: Row("facet-list", "set_values", aliases: ["facets"], attribute: true)
    case .currentFilters: Row("current-filters", "set_filters", aliases: ["filters"])
    case .stats: Row("stats", "set_stats")
    case .loading: Row("loading", "set_loading")
    case .pagination: Row("pagination", "set_pages", aliases: ["pages"])
    case .hierarchicalMenu: Row("hierarchical-menu", "set_values", aliases: ["menu"])
    case .numberRange: Row("number-range", "set_range", aliases: ["range"], attribute: true)
    case .toggle: Row("toggle", "set_toggle", attribute: true)
    case .relevantSort: Row("relevant-sort", "set_state", aliases: ["relevant"])
    case .customData: Row("custom-data", "set_items", aliases: ["data"])
    case .dynamicFacets: Row("dynamic-facets", "set_facets", aliases: ["dynamic"])
    case .number: Row("number", "set_number", attribute: true)
    case .filterList: Row("filter-list", "set_items", aliases: ["list"])
    case .multiIndexHits: Row("multi-index-hits", "set_sections", aliases: ["sections"])
    }
  }

  /// The kinds of ABI 1.2 and later: each made by `create_controller`, its struct beginning
  /// with `isp_controller_t base` followed by its one setter.
  public static var common: [PluginControllerKind] { allCases.filter(\.isCommon) }

  /// The kind named `name` (its ``Row/name``), or `nil`.
  public init?(name: String) {
    guard let kind = Self.allCases.first(where: { $0.row.name == name }) else { return nil }
    self = kind
  }

  /// Whether the kind arrived with ABI 1.2 or later, and so is made by `create_controller` and
  /// begins with `isp_controller_t`.
  public var isCommon: Bool { row.abiMinor >= 2 }

  /// The C name of a 1.2 kind's setter, the member after `base` (empty for the 1.0 kinds).
  public var setterName: String { row.setter }

  /// The name of the kind's C struct: `isp_segment_controller_t`,
  /// `isp_clear_controller_t`, `isp_search_box_controller_t`, ...
  public var structName: String {
    "isp_" + String(row.name.map { $0 == "-" ? "_" : $0 }) + "_controller_t"
  }

  /// The kind's name: `segment` and `clear` (the 1.0 kinds), then the names the header gives
  /// the 1.2 kinds (`search-box`, `hits`, `facet-list`, ...).
  public var description: String { row.name }
}
