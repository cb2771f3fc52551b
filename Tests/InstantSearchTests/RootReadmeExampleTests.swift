import InstantSearch
import Testing

/// The example of the root `README.md`, line for line, then checked.
@Suite("Root README example", .timeLimit(.minutes(10)))
@MainActor
struct RootReadmeExampleTests {
  @Test("filter, sort by price and clear on the demo index")
  func example() async throws {
    // From the README (with a smaller demo index: the README uses `.demo()`).
    let client = LocalClient.demo(count: 2_000)
    let searcher = HitsSearcher(index: client.index(withName: "products"))
    let filterState = FilterState()
    searcher.connectFilterState(filterState)

    let sortBy = SortByConnector(
      searcher: searcher,
      indicesNames: ["products", "products_price_asc", "products_price_desc"],
      selected: 0)

    let clearController = FilterClearObservableController()
    let filterClearConnector = FilterClearConnector(
      filterState: filterState,
      clearMode: .specified,
      filterGroupIDs: [.and(name: "color"), .or(name: "category", filterType: .facet)],
      controller: clearController)

    filterState[or: "category"].add(
      Filter.Facet(attribute: "categories", stringValue: "Cell Phones"))
    filterState.notifyChange()
    let filtered = try #require(try await searcher.searchAndWait())
    sortBy.interactor.computeSelected(selecting: 1)
    let sorted = try #require(try await searcher.searchAndWait())
    clearController.clear()
    let cleared = try #require(try await searcher.searchAndWait())
    // The README ends above; what follows checks it.

    #expect(filtered.nbHits > 0 && filtered.nbHits < cleared.nbHits)
    #expect(
      filtered.hits.allSatisfy { hit in
        hit["categories"]?.arrayValue?.contains(.string("Cell Phones")) == true
      })
    #expect(searcher.indexName == "products_price_asc")
    let prices = sorted.hits.compactMap { $0["price"]?.doubleValue }
    #expect(!prices.isEmpty && prices == prices.sorted())
    #expect(sorted.nbHits == filtered.nbHits)
    #expect(filterState.isEmpty)
    #expect(cleared.nbHits == 2_000)
    #expect(filterClearConnector.interactor.canClear == false)
  }
}
