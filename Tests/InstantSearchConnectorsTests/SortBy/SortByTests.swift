import InstantSearchConnectors
import InstantSearchCore
import InstantSearchLocal
import Testing

@Suite("Sort By", .timeLimit(.minutes(10)))
@MainActor
struct SortByTests {
  static let names = [
    DemoDataset.indexName, DemoDataset.priceAscending, DemoDataset.priceDescending,
  ]

  @Test(
    "a click selects, switches the index, resets the page and searches",
    arguments: ServiceKind.allCases)
  func clickSwitchesAndSearches(_ kind: ServiceKind) async throws {
    let service = kind.make()
    let searcher = HitsSearcher(service: service, indexName: DemoDataset.indexName)
    searcher.query.page = 2
    let recorder = SearcherRecorder(searcher)
    let controller = TestSegmentController()
    let connector = SortByConnector(
      searcher: searcher, indicesNames: Self.names, controller: controller)
    #expect(controller.selected == 0)
    #expect(recorder.searches == 0)
    controller.click(1)
    #expect(connector.interactor.selected == 1)
    #expect(controller.selected == 1)
    #expect(searcher.indexName == DemoDataset.priceAscending)
    #expect(searcher.query.page == 0)
    #expect(recorder.searches == 1)
    await recorder.waitForOutcomes(1)
    let response = try #require(recorder.responses.first)
    switch kind {
    case .fake:
      #expect(response.hits.first?["name"] == .string(DemoDataset.priceAscending))
    case .local:
      let prices = response.hits.compactMap { $0["price"]?.doubleValue }
      #expect(prices.count == response.hits.count)
      #expect(!prices.isEmpty)
      #expect(prices == prices.sorted())
    }
  }

  @Test(
    "connecting applies the selected index, page 0, without searching (DECISIONS 9)",
    arguments: ServiceKind.allCases)
  func connectAppliesSelection(_ kind: ServiceKind) async throws {
    let searcher = HitsSearcher(service: kind.make(), indexName: "products")
    searcher.query.page = 3
    let recorder = SearcherRecorder(searcher)
    let connector = SortByConnector(searcher: searcher, indicesNames: Self.names, selected: 2)
    #expect(searcher.indexName == DemoDataset.priceDescending)
    #expect(searcher.query.page == 0)
    #expect(recorder.searches == 0)
    #expect(connector.selectedIndexName == DemoDataset.priceDescending)
    let response = try #require(try await searcher.searchAndWait())
    if kind == .local {
      let prices = response.hits.compactMap { $0["price"]?.doubleValue }
      #expect(!prices.isEmpty)
      #expect(prices == prices.sorted(by: >))
    }
  }

  @Test("without a selection, the searcher's index is selected")
  func defaultSelection() {
    let searcher = HitsSearcher(
      service: ServiceKind.fake.make(), indexName: DemoDataset.priceAscending)
    let connector = SortByConnector(searcher: searcher, indicesNames: Self.names)
    #expect(connector.interactor.selected == 1)
    let unknown = HitsSearcher(service: ServiceKind.fake.make(), indexName: "elsewhere")
    let other = SortByConnector(searcher: unknown, indicesNames: Self.names)
    #expect(other.interactor.selected == nil)
    #expect(unknown.indexName == "elsewhere")
  }

  @Test(
    "connect is idempotent: after a double connect a click searches once (DECISIONS 11)",
    arguments: ServiceKind.allCases)
  func idempotentConnect(_ kind: ServiceKind) async {
    let searcher = HitsSearcher(service: kind.make(), indexName: "products")
    let recorder = SearcherRecorder(searcher)
    let controller = TestSegmentController()
    let connector = SortByConnector(
      searcher: searcher, indicesNames: Self.names, controller: controller)
    connector.connect()
    connector.connect()
    connector.searcherConnection.connect()
    controller.click(2)
    #expect(recorder.searches == 1)
    await recorder.waitForOutcomes(1)
    #expect(recorder.responses.count == 1)
  }

  @Test("a click on an unknown key does nothing")
  func unknownKey() {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    let recorder = SearcherRecorder(searcher)
    let controller = TestSegmentController()
    let connector = SortByConnector(
      searcher: searcher, indicesNames: Self.names, controller: controller)
    controller.click(7)
    #expect(recorder.searches == 0)
    #expect(connector.interactor.selected == 0)
    #expect(searcher.indexName == "products")
  }

  @Test("clicking the selected item searches again")
  func sameItemSearchesAgain() {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    let recorder = SearcherRecorder(searcher)
    let controller = TestSegmentController()
    _ = SortByConnector(searcher: searcher, indicesNames: Self.names, controller: controller)
    controller.click(0)
    controller.click(0)
    #expect(recorder.searches == 2)
    searcher.cancel()
  }

  @Test("a disconnected connector neither searches nor drives its controller")
  func disconnect() {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    let recorder = SearcherRecorder(searcher)
    let controller = TestSegmentController()
    let connector = SortByConnector(
      searcher: searcher, indicesNames: Self.names, controller: controller)
    #expect(controller.items.count == 3)
    connector.disconnect()
    connector.disconnect()
    #expect(controller.items.isEmpty)
    #expect(controller.selected == nil)
    #expect(controller.onClick == nil)
    connector.interactor.computeSelected(selecting: 1)
    #expect(recorder.searches == 0)
    connector.connect()
    #expect(controller.items.count == 3)
    controller.click(1)
    #expect(recorder.searches == 1)
    searcher.cancel()
  }

  @Test("indicesNames renumbers from 0; selectedIndexName selects by name")
  func namesAndSelection() {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    let recorder = SearcherRecorder(searcher)
    let controller = TestSegmentController()
    let connector = SortByConnector(
      searcher: searcher, indicesNames: Self.names, controller: controller
    ) { $0.uppercased() }
    #expect(connector.indicesNames == Self.names)
    #expect(controller.items[1] == "PRODUCTS_PRICE_ASC")
    connector.selectedIndexName = DemoDataset.priceDescending
    #expect(connector.interactor.selected == 2)
    #expect(controller.selected == 2)
    #expect(searcher.indexName == DemoDataset.priceDescending)
    connector.selectedIndexName = "unknown"
    #expect(connector.interactor.selected == 2)
    connector.indicesNames = ["x", "y"]
    #expect(controller.items == [0: "X", 1: "Y"])
    #expect(connector.interactor.items == [0: "x", 1: "y"])
    #expect(connector.selectedIndexName == nil)
    #expect(recorder.searches == 0)
  }

  @Test("the seed API switches to the clicked Index and its service (DECISIONS 10)")
  func seedAPI() {
    let client = ServiceKind.demo
    let other = ServiceKind.fake.make()
    let searcher = HitsSearcher(service: other, indexName: "products")
    let indices = [
      0: client.index(withName: DemoDataset.indexName),
      1: client.index(withName: DemoDataset.ratingDescending),
    ]
    let interactor = IndexSegmentInteractor(items: indices)
    let controller = TestSegmentController()
    interactor.connectSearcher(searcher: searcher)
    interactor.connectController(controller)
    #expect(controller.items == [0: DemoDataset.indexName, 1: DemoDataset.ratingDescending])
    controller.click(1)
    #expect(searcher.index == indices[1])
    #expect(searcher.service === client)
    #expect(interactor.selected == 1)
    searcher.cancel()
  }
}
