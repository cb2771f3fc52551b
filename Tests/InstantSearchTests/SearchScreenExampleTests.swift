import InstantSearch
import InstantSearchTestSupport
import Testing

/// The search screen example of `Modules/InstantSearchConnectors/README.md`, run on the local
/// engine with observable controllers, as a SwiftUI view would hold them.
@Suite("Search screen example", .timeLimit(.minutes(10)))
@MainActor
struct SearchScreenExampleTests {
  @Test("a whole search screen: box, infinite hits, menu, range, toggle, brand search, sort, clear")
  func screen() async throws {
    // From the README.
    let client = LocalClient.demo(count: 2_000)  // the README uses the full demo: `.demo()`
    let searcher = HitsSearcher(index: client.index(withName: "products"))
    let filterState = FilterState()
    searcher.connectFilterState(filterState)

    let searchBox = SearchBoxConnector(searcher: searcher)
    let list = InfiniteHitsObservableController()
    let hits = InfiniteHitsConnector(searcher: searcher, controller: list)
    let categories = HierarchicalObservableController()
    let breadcrumb = BreadcrumbObservableController()
    _ = HierarchicalConnector(
      searcher: searcher, filterState: filterState,
      hierarchicalAttributes: (0...2).map { "hierarchicalCategories.lvl\($0)" },
      controller: categories, breadcrumbController: breadcrumb)
    let price = NumberRangeObservableController()
    _ = NumberRangeConnector(
      searcher: searcher, filterState: filterState, attribute: "price", controller: price)
    let freeShipping = ToggleObservableController()
    _ = FilterToggleConnector(
      searcher: searcher, filterState: filterState, attribute: "free_shipping", value: "true",
      controller: freeShipping)
    let brands = FacetListObservableController()
    let brandSearch = FacetSearcher(index: client.index(withName: "products"), attribute: "brand")
    _ = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand", operator: .or,
      facetSearcher: brandSearch, controller: brands)
    let sortBy = SortByConnector(
      searcher: searcher, indicesNames: ["products", "products_price_asc"])
    let clear = FilterClearConnector(filterState: filterState, clearingQueryOf: searcher)

    searchBox.interactor.query = "phone"  // searches as you type
    freeShipping.click()
    price.choose(10...500)
    sortBy.interactor.computeSelected(selecting: 1)
    // When the list view's last row appears: list.loadMore()
    // When a category row is tapped: categories.select(row); a breadcrumb step:
    // breadcrumb.select(level: 0), or nil for the root.
    // When the brand list's search field changes: brandSearch.text = "sam"; brandSearch.search()
    // The README ends here; what follows checks it.
    let response = try #require(try await searcher.searchAndWait())
    #expect(response.nbHits > 0)
    #expect(list.hits.count == response.hits.count)
    #expect(freeShipping.isSelected)
    #expect(price.range == 10...500)
    let bounds = try #require(price.bounds)
    #expect(bounds.lowerBound <= 10 || bounds.upperBound >= 500)
    let prices = list.hits.compactMap { $0["price"]?.doubleValue }
    #expect(prices == prices.sorted())
    #expect(prices.allSatisfy { (10...500).contains($0) })
    #expect(list.hits.allSatisfy { $0["free_shipping"]?.boolValue == true })
    #expect(!brands.facets.isEmpty)
    #expect(!list.isLastPage)
    list.loadMore()
    await eventually { list.hits.count > response.hits.count }
    #expect(list.hits.count > response.hits.count)
    #expect(hits.interactor.paginator.pageMap.latestPage == 1)
    let phones = try #require(categories.rows.first { $0.label == "Cell Phones" })
    categories.select(phones)
    #expect(breadcrumb.steps.map(\.label) == ["Cell Phones"])
    let filtered = try #require(try await searcher.searchAndWait())
    #expect(filtered.nbHits == phones.facet.count)
    #expect(
      categories.rows.contains { $0.level == 1 && $0.facet.value.hasPrefix("Cell Phones > ") })
    #expect(
      list.hits.allSatisfy { $0["hierarchicalCategories"]?["lvl0"]?.stringValue == "Cell Phones" })
    brands.toggle(try #require(brands.facets.first).item)
    brandSearch.text = "sam"
    _ = try await brandSearch.searchAndWait()
    #expect(!brands.facets.isEmpty)
    #expect(brands.facets.allSatisfy { $0.item.value.lowercased().contains("sam") })
    #expect(brandSearch.filterGroups == filterState.snapshot, "searched in the screen's filters")
    clear.interactor.trigger()
    #expect(filterState.isEmpty)
    #expect(!freeShipping.isSelected && price.range == nil)
    #expect(breadcrumb.steps.isEmpty && !categories.rows.contains { $0.isSelected })
    #expect(searcher.query.query == nil)
  }
}
