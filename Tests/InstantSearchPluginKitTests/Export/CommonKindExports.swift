import InstantSearchPluginKit

/// A controller of every ABI 1.2 kind, each recording what the host set as lines of text (its
/// `render`) and reporting one event for any input.
class KindRecorder {
  var log = ""
  required init(host: PluginHostConnection) {}
  func render() -> String { log }
  func record(_ line: String) { log += line + "\n" }
}

final class RecordingSearchBox: KindRecorder, SearchBoxPluginController {
  static let controllerID = "search-box"
  static let displayName = "Box"
  func setQuery(_ query: String?) { record("query \(query ?? "nil")") }
  func handleInput(_ input: String) -> [PluginEvent]? {
    [.queryChanged(input), .querySubmitted(input)]
  }
}

final class RecordingHits: KindRecorder, HitsPluginController {
  static let controllerID = "hits"
  static let displayName = "Hits"
  func setHits(_ hits: [PluginHit], total: Int) {
    record(
      "hits \(total): "
        + hits.map { "\($0.position) \($0.objectID ?? "-") \($0.json)" }
        .joined(separator: ", "))
  }
  func handleInput(_ input: String) -> [PluginEvent]? {
    [.hitClicked(position: Int(input) ?? 0, objectID: nil)]
  }
}

final class RecordingFacetList: KindRecorder, FacetListPluginController {
  static let controllerID = "facet-list"
  static let displayName = "Facets"
  func setValues(_ values: [PluginFacetValue], attribute: String) {
    record("\(attribute): " + values.map { "\($0.label)=\($0.count)" }.joined(separator: " "))
  }
  func handleInput(_ input: String) -> [PluginEvent]? { [.valueClicked(input)] }
}

final class RecordingCurrentFilters: KindRecorder, CurrentFiltersPluginController {
  static let controllerID = "current-filters"
  static let displayName = "Filters"
  func setFilters(_ filters: [(group: String, text: String)]) {
    record(filters.map { "\($0.group)=\($0.text)" }.joined(separator: " "))
  }
  func handleInput(_ input: String) -> [PluginEvent]? { [.filterRemoved(position: 0)] }
}

final class RecordingStats: KindRecorder, StatsPluginController {
  static let controllerID = "stats"
  static let displayName = "Stats"
  func setStats(hitCount: Int?, page: Int, pageCount: Int, processingTimeMS: Int?, text: String?) {
    record("\(hitCount ?? -1) \(page)/\(pageCount) \(processingTimeMS ?? -1) \(text ?? "nil")")
  }
}

final class RecordingLoading: KindRecorder, LoadingPluginController {
  static let controllerID = "loading"
  static let displayName = "Loading"
  func setLoading(_ isLoading: Bool) { record("loading \(isLoading)") }
}

final class RecordingPagination: KindRecorder, PaginationPluginController {
  static let controllerID = "pagination"
  static let displayName = "Pages"
  func setPages(page: Int, pageCount: Int) { record("page \(page)/\(pageCount)") }
  func handleInput(_ input: String) -> [PluginEvent]? {
    input == "more" ? [.loadMore] : [.pageSelected(Int(input) ?? 0)]
  }
}

final class RecordingHierarchicalMenu: KindRecorder, HierarchicalMenuPluginController {
  static let controllerID = "hierarchical-menu"
  static let displayName = "Menu"
  func setValues(_ values: [PluginFacetValue]) {
    record(values.map { "\($0.level):\($0.value)" }.joined(separator: " "))
  }
  func handleInput(_ input: String) -> [PluginEvent]? { [.valueClicked(input)] }
}

final class RecordingNumberRange: KindRecorder, NumberRangePluginController {
  static let controllerID = "number-range"
  static let displayName = "Range"
  func setRange(_ range: PluginNumberRange, attribute: String) {
    record(
      "\(attribute) \(range.bounds.map { "\($0)" } ?? "nil") "
        + "\(range.lower.map { "\($0)" } ?? "nil") \(range.upper.map { "\($0)" } ?? "nil")")
  }
  func handleInput(_ input: String) -> [PluginEvent]? {
    [.rangeSelected(lower: Double(input), upper: nil)]
  }
}

final class RecordingToggle: KindRecorder, TogglePluginController {
  static let controllerID = "toggle"
  static let displayName = "Toggle"
  func setToggle(label: String, isOn: Bool, count: Int?) {
    record("\(label) \(isOn) \(count.map(String.init) ?? "nil")")
  }
  func handleInput(_ input: String) -> [PluginEvent]? { [.toggled(input == "on")] }
}

final class RecordingRelevantSort: KindRecorder, RelevantSortPluginController {
  static let controllerID = "relevant-sort"
  static let displayName = "Relevant"
  func setState(_ state: PluginRelevantSortState) { record("state \(state)") }
  func handleInput(_ input: String) -> [PluginEvent]? {
    [.relevantSortSelected(relevantOnly: input == "relevant")]
  }
}

final class RecordingCustomData: KindRecorder, CustomDataPluginController {
  static let controllerID = "custom-data"
  static let displayName = "Banner"
  func setItems(_ jsonItems: [String]) { record(jsonItems.joined(separator: " ")) }
}

final class RecordingDynamicFacets: KindRecorder, DynamicFacetsPluginController {
  static let controllerID = "dynamic-facets"
  static let displayName = "Dynamic"
  func setFacets(_ facets: [PluginDynamicFacet]) {
    record(
      facets.map { "\($0.attribute)[\($0.values.map(\.value).joined(separator: ","))]" }
        .joined(separator: " "))
  }
  func handleInput(_ input: String) -> [PluginEvent]? { [.valueClicked(input)] }
}

final class RecordingNumber: KindRecorder, NumberPluginController {
  static let controllerID = "number"
  static let displayName = "Stepper"
  func setNumber(_ number: PluginNumber, attribute: String) {
    record(
      "\(attribute) \(number.comparison) \(number.number.map { "\($0)" } ?? "nil") "
        + "\(number.bounds.map { "\($0)" } ?? "nil") \(number.step)")
  }
  func handleInput(_ input: String) -> [PluginEvent]? {
    input == "+" || input == "-"
      ? [.numberStepped(up: input == "+")] : [.numberChosen(Double(input))]
  }
}

final class RecordingFilterList: KindRecorder, FilterListPluginController {
  static let controllerID = "filter-list"
  static let displayName = "Bands"
  func setItems(_ items: [PluginFilterItem], selectionMode: PluginSelectionMode) {
    record(
      "\(selectionMode): "
        + items.map { "\($0.isSelected ? "*" : "")\($0.text)=\($0.count.map(String.init) ?? "-")" }
        .joined(separator: " "))
  }
  func handleInput(_ input: String) -> [PluginEvent]? { [.itemToggled(position: Int(input) ?? 0)] }
}

final class RecordingMultiIndexHits: KindRecorder, MultiIndexHitsPluginController {
  static let controllerID = "multi-index-hits"
  static let displayName = "Sections"
  func setSections(_ sections: [PluginHitsSection]) {
    record(
      sections.map {
        "\($0.indexName)[\($0.hits.map(\.json).joined(separator: ","))] "
          + "\($0.total.map(String.init) ?? "-") \($0.error ?? "-")"
      }.joined(separator: " "))
  }
}

/// Every controller above, in the order of the header's kinds.
var commonKindControllers: [any PluginController.Type] {
  [
    RecordingSearchBox.self, RecordingHits.self, RecordingFacetList.self,
    RecordingCurrentFilters.self, RecordingStats.self, RecordingLoading.self,
    RecordingPagination.self, RecordingHierarchicalMenu.self, RecordingNumberRange.self,
    RecordingToggle.self, RecordingRelevantSort.self, RecordingCustomData.self,
    RecordingDynamicFacets.self, RecordingNumber.self, RecordingFilterList.self,
    RecordingMultiIndexHits.self,
  ]
}
