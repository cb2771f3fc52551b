import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import Testing

@Suite("Observable widget controllers")
@MainActor
struct ObservableWidgetControllersTests {
  @Test("the facet list model lists values and toggles them")
  func facetList() {
    let controller = FacetListObservableController()
    let filterState = FilterState()
    let interactor = FacetListInteractor(facets: [Facet(value: "sony", count: 2)])
    interactor.connectFilterState(filterState, with: "brand")
    interactor.connectController(controller)
    let observed = ObservationFlag { _ = controller.facets }
    controller.toggle(Facet(value: "sony", count: 2))
    #expect(observed.isSet)
    #expect(controller.facets.first?.isSelected == true)
    #expect(filterState.filtersString == #"( "brand":"sony" )"#)
  }

  @Test("the search box model reports edits and submissions, and shows outside changes")
  func searchBox() {
    let controller = SearchBoxObservableController()
    let interactor = SearchBoxInteractor()
    interactor.connectController(controller)
    var submitted: [String?] = []
    interactor.onQuerySubmitted.subscribe(with: controller) { _, query in submitted.append(query) }
    controller.query = "pho"
    #expect(interactor.query == "pho")
    controller.submit()
    #expect(submitted == ["pho"])
    let observed = ObservationFlag { _ = controller.query }
    interactor.query = "tv"
    #expect(observed.isSet)
    #expect(controller.query == "tv")
  }

  @Test("current filters, stats, loading and hits models")
  func others() {
    let filterState = FilterState()
    filterState[and: "color"].add(Filter.Facet(attribute: "color", stringValue: "red"))
    let currentFilters = CurrentFiltersObservableController()
    _ = CurrentFiltersConnector(filterState: filterState, controller: currentFilters)
    #expect(currentFilters.filters.count == 1)
    currentFilters.remove(currentFilters.filters[0])
    #expect(filterState.isEmpty)
    #expect(currentFilters.filters.isEmpty)

    let stats = StatsObservableController()
    stats.setItem("1 hit")
    #expect(stats.stats == "1 hit")
    let loading = LoadingObservableController()
    loading.setItem(true)
    #expect(loading.isLoading)
    let hits = HitsObservableController()
    let interactor = HitsInteractor()
    interactor.connectController(hits)
    interactor.update(SearchResponse(hits: [Hit(json: ["objectID": "1"])], nbHits: 1))
    #expect(hits.hits.count == 1)
    #expect(hits.response?.nbHits == 1)
  }
}

@Suite("Observable pagination controller")
@MainActor
struct PaginationObservableControllerTests {
  @Test("the model shows the state, changes only what differs, and passes picks on")
  func pagination() {
    let controller = PaginationObservableController()
    let interactor = PaginationInteractor()
    interactor.connectController(controller)
    let observed = ObservationFlag { _ = controller.pagesCount }
    interactor.item = PaginationState(page: 0, pagesCount: 4)
    #expect(observed.isSet)
    #expect(controller.page == 0 && controller.pagesCount == 4)
    var selected: [Int] = []
    interactor.onPageSelected.subscribe(with: controller) { _, page in selected.append(page) }
    controller.select(3)
    controller.select(4)
    #expect(selected == [3])
    #expect(controller.isFirstPage && !controller.isLastPage)
    controller.selectLastPage()
    controller.selectFirstPage()
    #expect(selected == [3, 3, 0])
    controller.padding = 1
    interactor.item = PaginationState(page: 3, pagesCount: 4)
    #expect(controller.pageWindow == 1..<4 && controller.isLastPage)
  }
}
