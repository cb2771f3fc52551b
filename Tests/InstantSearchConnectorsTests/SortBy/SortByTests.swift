import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@Suite("Sort By", .timeLimit(.minutes(10)))
@MainActor
struct SortByTests {
  static let priceAscending = "products_price_asc"
  static let priceDescending = "products_price_desc"
  static let names = ["products", priceAscending, priceDescending]

  @Test("a click selects, switches the index, resets the page and searches")
  func clickSwitchesAndSearches() async throws {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
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
    #expect(searcher.indexName == Self.priceAscending)
    #expect(searcher.query.page == 0)
    #expect(recorder.searches == 1)
    await recorder.waitForOutcomes(1)
    let response = try #require(recorder.responses.first)
    #expect(response.hits.first?["name"] == .string(Self.priceAscending))
  }

  @Test("connecting applies the selected index, page 0, without searching (DECISIONS 9)")
  func connectAppliesSelection() async throws {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    searcher.query.page = 3
    let recorder = SearcherRecorder(searcher)
    let connector = SortByConnector(searcher: searcher, indicesNames: Self.names, selected: 2)
    #expect(searcher.indexName == Self.priceDescending)
    #expect(searcher.query.page == 0)
    #expect(recorder.searches == 0)
    #expect(connector.selectedIndexName == Self.priceDescending)
    let response = try #require(try await searcher.searchAndWait())
    #expect(response.hits.first?["name"] == .string(Self.priceDescending))
  }

  @Test("without a selection, the searcher's index is selected")
  func defaultSelection() {
    let searcher = HitsSearcher(
      service: ServiceKind.fake.make(), indexName: Self.priceAscending)
    let connector = SortByConnector(searcher: searcher, indicesNames: Self.names)
    #expect(connector.interactor.selected == 1)
    let unknown = HitsSearcher(service: ServiceKind.fake.make(), indexName: "elsewhere")
    let other = SortByConnector(searcher: unknown, indicesNames: Self.names)
    #expect(other.interactor.selected == nil)
    #expect(unknown.indexName == "elsewhere")
  }

  @Test("connect is idempotent: after a double connect a click searches once (DECISIONS 11)")
  func idempotentConnect() async {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
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
    connector.selectedIndexName = Self.priceDescending
    #expect(connector.interactor.selected == 2)
    #expect(controller.selected == 2)
    #expect(searcher.indexName == Self.priceDescending)
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
    let client = FakeSearchService.answering()
    let other = ServiceKind.fake.make()
    let searcher = HitsSearcher(service: other, indexName: "products")
    let indices = [
      0: Index(name: "products", service: client),
      1: Index(name: "products_rating_desc", service: client),
    ]
    let interactor = IndexSegmentInteractor(items: indices)
    let controller = TestSegmentController()
    interactor.connectSearcher(searcher: searcher)
    interactor.connectController(controller)
    #expect(controller.items == [0: "products", 1: "products_rating_desc"])
    controller.click(1)
    #expect(searcher.index == indices[1])
    #expect(searcher.service === client)
    #expect(interactor.selected == 1)
    searcher.cancel()
  }
}
