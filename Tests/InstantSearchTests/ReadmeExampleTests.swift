import InstantSearch
import Testing

/// The wiring example of `Modules/InstantSearchConnectors/README.md`, run on the local engine.
@Suite("README example", .timeLimit(.minutes(10)))
@MainActor
struct ReadmeExampleTests {
  @Test("a search experience on the demo index: text, brand facet, sort, clear")
  func example() async throws {
    let terminal = TerminalIO(write: { _ in }, readLine: { _ in nil })
    // From the README.
    let client = LocalClient.demo(count: 1_000)  // the README uses the full demo: `.demo()`
    let searcher = HitsSearcher(index: client.index(withName: "products"))
    let filterState = FilterState()
    searcher.connectFilterState(filterState)

    let searchBox = SearchBoxConnector(searcher: searcher)
    let hits = HitsConnector(
      searcher: searcher, controller: TerminalHitsController(terminal: terminal))
    let brands = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand",
      controller: TerminalFacetListController(terminal: terminal, title: "brand"))
    let sortBy = SortByConnector(
      searcher: searcher, indicesNames: ["products", "products_price_asc"],
      controller: TerminalSegmentController(terminal: terminal, title: "Sort by"))
    let clear = FilterClearConnector(
      filterState: filterState, controller: TerminalClearButtonController(terminal: terminal),
      clearingQueryOf: searcher)

    searchBox.interactor.query = "phone"  // searches as you type
    // The README ends here; what follows checks it.
    let response = try #require(try await searcher.searchAndWait())
    #expect(hits.interactor.hits == response.hits)
    #expect(!brands.interactor.items.isEmpty)
    let brand = try #require(brands.interactor.items.first?.value)
    brands.interactor.computeSelections(selectingItemForKey: brand)
    sortBy.interactor.computeSelected(selecting: 1)
    let sorted = try #require(try await searcher.searchAndWait())
    let prices = sorted.hits.compactMap { $0["price"]?.doubleValue }
    #expect(prices == prices.sorted())
    #expect(sorted.hits.allSatisfy { $0["brand"]?.stringValue == brand })
    #expect(clear.interactor.canClear)
    clear.interactor.trigger()
    #expect(filterState.isEmpty)
    #expect(searcher.query.query == nil)
  }
}
