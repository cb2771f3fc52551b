import InstantSearch
import Testing

/// The Sort By example of the seed document, run as written (UIKit replaced by stand-ins):
/// the action sheet lists the presented indices, and tapping one selects it, switches the
/// searcher to that index (page 0) and searches.
@Suite("Seed: Sort By", .timeLimit(.minutes(10)))
@MainActor
struct SortBySeedTests {
  @Test("the action sheet lists the three presented indices and Cancel")
  func listsIndices() {
    let viewController = SortByExampleViewController()
    viewController.viewDidLoad()
    let titles = viewController.alert.actions.compactMap(\.title)
    #expect(Set(titles) == ["Default", "Year Asc", "Year Desc", "Cancel"])
    #expect(titles.last == "Cancel")
  }

  @Test("tapping an index selects it, switches the searcher to it and searches")
  func tapSwitchesAndSearches() {
    let viewController = SortByExampleViewController()
    viewController.viewDidLoad()
    let searcher = viewController.searcher
    searcher.query.page = 4
    var searches = 0
    searcher.onSearch.subscribe(with: viewController) { _, _ in searches += 1 }
    #expect(viewController.alert.tap("Year Asc"))
    #expect(viewController.indexSegmentInteractor.selected == 1)
    #expect(searcher.index == viewController.indexAscendingOrder)
    #expect(searcher.indexName == "indexAscendingOrder")
    #expect(searcher.query.page == 0)
    #expect(searches == 1)
    #expect(viewController.alert.tap("Cancel"))
    #expect(searches == 1)
    searcher.cancel()
  }

  @Test("the same example on the local engine delivers the sorted index's hits")
  func onTheLocalEngine() async throws {
    let client = LocalClient.demo(count: 300)
    let searcher = HitsSearcher(index: client.index(withName: DemoDataset.indexName))
    let alert = UIAlertController(
      title: "Change Index", message: "Please select a new index", preferredStyle: .actionSheet)
    let interactor = IndexSegmentInteractor(items: [
      0: client.index(withName: DemoDataset.indexName),
      1: client.index(withName: DemoDataset.priceAscending),
      2: client.index(withName: DemoDataset.priceDescending),
    ])
    interactor.connectSearcher(searcher: searcher)
    interactor.connectController(SelectIndexController(alertController: alert))
    #expect(alert.tap(DemoDataset.priceDescending))
    #expect(searcher.indexName == DemoDataset.priceDescending)
    let response = try #require(try await searcher.searchAndWait())
    let prices = response.hits.compactMap { $0["price"]?.doubleValue }
    #expect(!prices.isEmpty)
    #expect(prices == prices.sorted(by: >))
  }
}
