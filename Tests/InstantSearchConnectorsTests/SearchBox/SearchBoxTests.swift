import InstantSearchConnectors
import InstantSearchCore
import Testing

/// A search box controller that records what it is told.
@MainActor
final class TestSearchBoxController: SearchBoxController {
  var onQueryChanged: ((String?) -> Void)?
  var onQuerySubmitted: ((String?) -> Void)?
  private(set) var shown: [String?] = []

  func setQuery(_ query: String?) { shown.append(query) }
}

@Suite("Search Box", .timeLimit(.minutes(10)))
@MainActor
struct SearchBoxTests {
  @Test("as you type, every change sets the query text and searches")
  func searchAsYouType() async {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    searcher.query.page = 3
    let recorder = SearcherRecorder(searcher)
    let controller = TestSearchBoxController()
    let connector = SearchBoxConnector(searcher: searcher, controller: controller)
    controller.onQueryChanged?("pho")
    controller.onQueryChanged?("phone")
    controller.onQueryChanged?("phone")
    #expect(searcher.query.query == "phone")
    #expect(searcher.query.page == 0)
    #expect(recorder.searches == 2)
    controller.onQuerySubmitted?("phone")
    #expect(recorder.searches == 2)
    await recorder.waitForOutcomes(1)
    #expect(recorder.responses.count == 1)
    #expect(recorder.responses[0].query == "phone")
    #expect(connector.interactor.query == "phone")
  }

  @Test("on submit, only a submission searches")
  func searchOnSubmit() {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    let recorder = SearcherRecorder(searcher)
    let controller = TestSearchBoxController()
    _ = SearchBoxConnector(
      searcher: searcher, searchTriggeringMode: .searchOnSubmit, controller: controller)
    controller.onQueryChanged?("pho")
    controller.onQueryChanged?("phone")
    #expect(recorder.searches == 0)
    #expect(searcher.query.query == nil)
    controller.onQuerySubmitted?("phone")
    #expect(searcher.query.query == "phone")
    #expect(recorder.searches == 1)
    controller.onQuerySubmitted?("phone")
    #expect(recorder.searches == 2)
    searcher.cancel()
  }

  @Test("connecting takes the searcher's text; a text set elsewhere is shown without a search")
  func followsSearcher() {
    let searcher = HitsSearcher(
      service: ServiceKind.fake.make(), indexName: "products", query: Query("tv"))
    let recorder = SearcherRecorder(searcher)
    let controller = TestSearchBoxController()
    let connector = SearchBoxConnector(searcher: searcher, controller: controller)
    #expect(connector.interactor.query == "tv")
    #expect(controller.shown.last == "tv")
    searcher.query.query = "radio"
    #expect(connector.interactor.query == "radio")
    #expect(controller.shown.last == "radio")
    #expect(recorder.searches == 0)
  }

  @Test("connect is idempotent: one search per change after a double connect (DECISIONS 11)")
  func idempotent() {
    let searcher = HitsSearcher(service: ServiceKind.fake.make(), indexName: "products")
    let recorder = SearcherRecorder(searcher)
    let connector = SearchBoxConnector(searcher: searcher)
    connector.connect()
    connector.connect()
    connector.interactor.query = "a"
    #expect(recorder.searches == 1)
    connector.disconnect()
    connector.interactor.query = "b"
    #expect(recorder.searches == 1)
    searcher.cancel()
  }
}
