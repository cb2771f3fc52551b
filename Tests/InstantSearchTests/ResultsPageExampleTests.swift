import InstantSearch
import Testing

/// The results page example of `Modules/InstantSearchConnectors/README.md`, run on the local
/// engine with observable controllers, as a SwiftUI view would hold them.
@Suite("Results page example", .timeLimit(.minutes(10)))
@MainActor
struct ResultsPageExampleTests {
  @Test("a results page: relevant sort, a rating stepper, price bands, pages")
  func page() async throws {
    // From the README.
    let client = LocalClient.demo(count: 2_000)  // the README uses the full demo: `.demo()`
    let searcher = HitsSearcher(index: client.index(withName: "products_rating_desc"))
    let filterState = FilterState()
    searcher.connectFilterState(filterState)

    let relevance = RelevantSortObservableController()
    _ = RelevantSortConnector(searcher: searcher, controller: relevance)
    let rating = NumberObservableController()
    _ = NumberConnector(
      searcher: searcher, filterState: filterState, attribute: "rating", controller: rating)
    let bands = FilterListObservableController()
    _ = FilterListConnector(
      filterState: filterState,
      filters: [
        .numeric(Filter.Numeric(attribute: "price", operator: .lessThan, value: 100)),
        .numeric(Filter.Numeric(attribute: "price", range: 100...500)),
      ], controller: bands)
    let pages = PaginationObservableController()
    _ = PaginationConnector(searcher: searcher, controller: pages)

    searcher.query.query = "lens"
    searcher.search()
    // When the rating stepper is tapped: rating.increment(); a band row: bands.select(filter)
    // When the banner's button is tapped: relevance.toggle(); a page: pages.select(page)
    // The README ends here; what follows checks it.
    let first = try #require(try await searcher.searchAndWait())
    let relevant = try #require(relevance.state)
    #expect(relevance.toggleTitle == "show all")
    #expect(relevant.sortedHitsCount < first.nbHits)
    let lowest = try #require(rating.bounds?.lowerBound)
    rating.increment()
    rating.increment()
    #expect(rating.number == lowest + 1)
    bands.select(bands.items[0].filter)
    #expect(bands.items.map(\.isSelected) == [true, false])
    let filtered = try #require(try await searcher.searchAndWait())
    #expect(filtered.hits.allSatisfy { ($0["rating"]?.doubleValue ?? 0) >= lowest + 1 })
    #expect(filtered.hits.allSatisfy { ($0["price"]?.doubleValue ?? .infinity) < 100 })
    relevance.toggle()
    let all = try #require(try await searcher.searchAndWait())
    #expect(relevance.toggleTitle == "show relevant only")
    #expect(relevance.state?.sortedHitsCount == all.nbHits)
    #expect(pages.isFirstPage)
    pages.selectLastPage()
    let last = try #require(try await searcher.searchAndWait())
    #expect(last.page == max(all.nbPages - 1, 0) && pages.isLastPage)
    #expect(pages.pageWindow.contains(pages.page))
  }
}
