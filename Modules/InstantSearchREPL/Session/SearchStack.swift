import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore

/// The widgets of one open source, wired as an app would wire them: a searcher on the
/// service, a filter state connected to it, a search box, hits, stats, Sort By over the
/// index and its replicas, a current filters list, and facet lists made on demand.
@MainActor
final class SearchStack {
  /// What is searched, as a person reads it ("the demo index", a path, an application).
  let sourceName: String

  /// The searcher of the current index.
  let searcher: HitsSearcher

  /// The filters applied to every search.
  let filterState = FilterState()

  /// The searcher following the filter state.
  let filterConnection: HitsSearcherFilterStateConnection

  /// The search box `search` submits through.
  let searchBox = SubmitSearchBoxController()
  /// Its connector.
  let searchBoxConnector: SearchBoxConnector

  /// The hits view.
  let hits = HitsTableController()
  /// Its connector.
  let hitsConnector: HitsConnector

  /// The stats widget; the session draws its figures with the index searched when a command
  /// reports (the figures of two sort orders are often equal, so a line presented on change
  /// alone could name the previous index).
  let statsConnector: StatsConnector

  /// The current filters view.
  let currentFilters = FiltersListController()
  /// Its connector.
  let currentFiltersConnector: CurrentFiltersConnector

  /// Sort By over the index and its replicas.
  let sortBy: SortByConnector

  /// The controller Sort By shows through now.
  private(set) var sortController: SortController

  /// The connection of `sortController`, replaced when the controller is switched.
  private var sortControllerConnection: (any Connection)?

  /// Facet lists by attribute, made the first time `facets` asks for one.
  private var facetLists: [String: (connector: FacetListConnector, view: FacetValuesController)] =
    [:]

  /// Builds the widgets on `service`, starting on `indexName`, with `indexNames` as the sort
  /// orders, and shows Sort By through `sortController`.
  init(
    sourceName: String, service: any SearchService, indexName: String, indexNames: [String],
    sortController: SortController
  ) {
    self.sourceName = sourceName
    var query = Query()
    query.facets = ["*"]
    searcher = HitsSearcher(service: service, indexName: indexName, query: query)
    filterConnection = searcher.connectFilterState(filterState)
    searchBoxConnector = SearchBoxConnector(
      searcher: searcher, searchTriggeringMode: .searchOnSubmit, controller: searchBox)
    hitsConnector = HitsConnector(searcher: searcher, controller: hits)
    statsConnector = StatsConnector(searcher: searcher)
    currentFiltersConnector = CurrentFiltersConnector(
      filterState: filterState, controller: currentFilters)
    sortBy = SortByConnector(
      searcher: searcher, indicesNames: indexNames, selected: indexNames.firstIndex(of: indexName)
    )
    self.sortController = sortController
    sortControllerConnection = sortController.connect(to: sortBy)
  }

  /// Shows Sort By through `controller` from now on.
  func useSortController(_ controller: SortController) {
    sortControllerConnection?.disconnect()
    sortController = controller
    sortControllerConnection = controller.connect(to: sortBy)
  }

  /// The facet list of `attribute` (OR-ed facet filters in the group named after it), made
  /// and connected the first time.
  func facetList(for attribute: String) -> (
    connector: FacetListConnector, view: FacetValuesController
  ) {
    if let list = facetLists[attribute] { return list }
    let view = FacetValuesController()
    let connector = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: attribute, operator: .or,
      controller: view, presenter: FacetListPresenter(selectedFirst: true, limit: nil))
    facetLists[attribute] = (connector, view)
    return (connector, view)
  }

  /// Disconnects every widget, so the source can be dropped.
  func disconnect() {
    for list in facetLists.values { list.connector.disconnect() }
    sortControllerConnection?.disconnect()
    sortBy.disconnect()
    currentFiltersConnector.disconnect()
    statsConnector.disconnect()
    hitsConnector.disconnect()
    searchBoxConnector.disconnect()
    filterConnection.disconnect()
    searcher.cancel()
  }
}
