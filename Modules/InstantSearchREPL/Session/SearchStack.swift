import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore

/// The widgets of one open source, wired as an app would wire them: a searcher on the
/// service, a filter state connected to it, a search box, hits, stats, pagination, Sort By over the
/// index and its replicas, a current filters list, and facet lists made on demand; with other
/// indices named (`open products,products_query_suggestions`), the searcher is the first child
/// of a multi-index searcher and the others are shown as sections.
@MainActor
final class SearchStack {
  /// What is searched, as a person reads it ("the demo index", a path, an application).
  let sourceName: String

  /// The searcher of the current index (the primary one of a federated search).
  let searcher: HitsSearcher

  /// The other indices of a federated search, shown as sections; nil for one index.
  let federated: FederatedSections?

  /// The Insights events on the hits shown (`click N`, `convert N`): the tracker asks the
  /// searcher for `clickAnalytics`; nil when the source takes no events.
  let tracker: HitsTrackerConnector?

  /// The filters applied to every search.
  let filterState = FilterState()

  /// The searcher following the filter state.
  let filterConnection: HitsSearcherFilterStateConnection

  /// The search box `search` submits through.
  let searchBox: TerminalSearchBoxController
  /// Its connector.
  let searchBoxConnector: SearchBoxConnector

  /// The hits table, which draws the page of hits the Hits widget delivered.
  let hits: TerminalHitsController
  /// Its connector.
  let hitsConnector: HitsConnector

  /// The stats line. The session asks it for the line of the widget's figures with the index
  /// searched when a command reports (the figures of two sort orders are often equal, so a
  /// line presented on change alone could name the previous index).
  let stats: TerminalStatsController
  /// Its connector.
  let statsConnector: StatsConnector

  /// The current filters list.
  let currentFilters: TerminalCurrentFiltersController
  /// Its connector.
  let currentFiltersConnector: CurrentFiltersConnector

  /// Pagination over the searcher's results: `page`, `next` and `prev` select through its
  /// interactor, which sets the searcher's page and searches.
  let pagination: PaginationConnector

  /// Sort By over the index and its replicas.
  let sortBy: SortByConnector

  /// The custom data (`userData`) of the rules that applied, as a line of JSON.
  let ruleData: TerminalQueryRuleCustomDataController
  /// Its connector.
  let ruleDataConnector: QueryRuleCustomDataConnector<JSON>

  /// The facets in the order the response's `renderingContent` gives, when it gives one.
  let dynamicFacets: TerminalDynamicFacetListController
  /// Its connector (AND groups named after each attribute).
  let dynamicFacetsConnector: DynamicFacetListConnector

  /// The controller Sort By shows through now.
  private(set) var sortController: SortController

  /// The connection of `sortController`, replaced when the controller is switched.
  private var sortControllerConnection: (any Connection)?

  /// Facet lists by attribute, made the first time `facets` asks for one.
  private var facetLists:
    [String: (connector: FacetListConnector, view: TerminalFacetListController)] = [:]

  /// The list `hits more` grows page by page, made the first time (see
  /// `SearchStack+InfiniteHits.swift`).
  var infiniteList: (connector: InfiniteHitsConnector, view: TerminalInfiniteHitsController)?

  /// The Relevant Sort widget `relevant` shows and switches, made the first time and kept
  /// connected while the source is open, so the strictness it sets stays on later searches
  /// (see `SearchStack+RelevantSort.swift`).
  var relevantWidget: (connector: RelevantSortConnector, view: TerminalRelevantSortController)?

  /// The primary indices of the source, in the order it lists them (`indices` shows them;
  /// `open --index NAME` switches to one).
  var primaries: [String] = []

  /// The base name of the hierarchy `menu` showed last (`hierarchicalCategories`), which
  /// `menu` without a name shows again.
  var menuHierarchy: String?

  /// The hit columns the person picked with `columns`; `nil` lets the session choose (the
  /// attribute a sort order ranks by).
  var chosenColumns: [String]?

  /// Where the controllers write, and how they decorate.
  let terminal: TerminalIO, style: TerminalStyle

  /// Builds the widgets on `service`, starting on `indexName`, with `indexNames` as the sort
  /// orders, shows Sort By through `sortController`, and the rest through terminal
  /// controllers on `terminal`, decorated with `style`; `sections` (when not empty) are the
  /// other indices of a federated search.
  init(
    sourceName: String, service: any SearchService, indexName: String, indexNames: [String],
    sections: [FederatedSections.Entry] = [], insights: (any InsightsService)? = nil,
    sortController: SortController, terminal: TerminalIO, style: TerminalStyle
  ) {
    self.sourceName = sourceName
    self.terminal = terminal
    self.style = style
    searchBox = TerminalSearchBoxController(terminal: terminal)
    hits = TerminalHitsController(terminal: terminal, style: style)
    stats = TerminalStatsController(terminal: terminal, style: style)
    currentFilters = TerminalCurrentFiltersController(terminal: terminal)
    ruleData = TerminalQueryRuleCustomDataController(terminal: terminal, style: style)
    dynamicFacets = TerminalDynamicFacetListController(terminal: terminal, style: style)
    var query = Query()
    query.facets = ["*"]
    // The tables colour the matches between <em> and </em>, and plugins are promised those:
    // asked for, whatever tags the index's settings name (`highlightPreTag`).
    query.setHighlightTags()
    if sections.isEmpty {
      federated = nil
      searcher = HitsSearcher(service: service, indexName: indexName, query: query)
    } else {
      let federated = FederatedSections(
        service: service, primaryIndex: indexName, query: query, entries: sections,
        terminal: terminal, style: style)
      self.federated = federated
      searcher = federated.primary
    }
    filterConnection = searcher.connectFilterState(filterState)
    let primary = searcher
    tracker = insights.map {
      HitsTrackerConnector(
        eventName: SearchStack.clickEventName, searcher: primary,
        insights: Insights(service: $0, indexName: indexName, userToken: SearchStack.userToken))
    }
    searchBoxConnector = SearchBoxConnector(
      searcher: searcher, searchTriggeringMode: .searchOnSubmit, controller: searchBox)
    hitsConnector = HitsConnector(searcher: searcher, controller: hits)
    statsConnector = StatsConnector(searcher: searcher, controller: stats)
    currentFiltersConnector = CurrentFiltersConnector(
      filterState: filterState, controller: currentFilters)
    pagination = PaginationConnector(searcher: searcher)
    sortBy = SortByConnector(
      searcher: searcher, indicesNames: indexNames, selected: indexNames.firstIndex(of: indexName)
    )
    ruleDataConnector = QueryRuleCustomDataConnector(
      searcher: searcher, controller: ruleData,
      presenter: TerminalQueryRuleCustomDataController.present)
    dynamicFacetsConnector = DynamicFacetListConnector(
      searcher: searcher, filterState: filterState, controller: dynamicFacets)
    self.sortController = sortController
    sortControllerConnection = sortController.connect(to: sortBy)
  }

  /// The name of the events `click` sends (`convert` sends ``conversionEventName``).
  static let clickEventName = "Hit Clicked"
  /// The name of the events `convert` sends.
  static let conversionEventName = "Hit Converted"
  /// The user the REPL's events name.
  static let userToken = "instantsearch-repl"

  /// Shows Sort By through `controller` from now on.
  func useSortController(_ controller: SortController) {
    sortControllerConnection?.disconnect()
    sortController = controller
    sortControllerConnection = controller.connect(to: sortBy)
  }

  /// The facet list of `attribute` (OR-ed facet filters in the group named after it, and a
  /// facet searcher for `facets ATTRIBUTE TEXT`), made and connected the first time.
  func facetList(for attribute: String) -> (
    connector: FacetListConnector, view: TerminalFacetListController
  ) {
    if let list = facetLists[attribute] { return list }
    let view = TerminalFacetListController(terminal: terminal, style: style)
    let facetSearcher = FacetSearcher(
      service: searcher.service, indexName: searcher.indexName, attribute: attribute)
    let connector = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: attribute, operator: .or,
      facetSearcher: facetSearcher, controller: view,
      presenter: FacetListPresenter(selectedFirst: true, limit: nil))
    facetLists[attribute] = (connector, view)
    return (connector, view)
  }

  /// Whether `name` is an index of the source as far as the stack knows: a primary index, a
  /// sort order or a section.
  func knows(index name: String) -> Bool {
    primaries.contains(name) || sortBy.indicesNames.contains(name)
      || federated?.entries.contains { $0.indexName == name } == true
  }

  /// Disconnects every widget, so the source can be dropped.
  func disconnect() {
    for list in facetLists.values { list.connector.disconnect() }
    infiniteList?.connector.disconnect()
    relevantWidget?.connector.disconnect()
    dynamicFacetsConnector.disconnect()
    ruleDataConnector.disconnect()
    sortControllerConnection?.disconnect()
    sortBy.disconnect()
    pagination.disconnect()
    currentFiltersConnector.disconnect()
    statsConnector.disconnect()
    hitsConnector.disconnect()
    searchBoxConnector.disconnect()
    tracker?.disconnect()
    filterConnection.disconnect()
    federated?.disconnect()
    searcher.cancel()
  }
}
