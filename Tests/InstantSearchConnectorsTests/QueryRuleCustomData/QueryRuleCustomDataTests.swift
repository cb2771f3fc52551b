import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// The banner a merchandising rule carries in its `userData`.
struct Banner: Decodable, Sendable, Equatable {
  let title: String
  let link: String?
}

/// A custom data controller that records what it is told.
@MainActor
final class TestCustomDataController<Item>: QueryRuleCustomDataController {
  private(set) var items: [Item?] = []

  func setItem(_ item: Item?) { items.append(item) }
}

@Suite("Query Rule Custom Data", .timeLimit(.minutes(10)))
@MainActor
struct QueryRuleCustomDataTests {
  /// A fake answering as an index with a rule that shows a banner for queries containing
  /// `phone`, and one carrying data of another shape for `apple`.
  static func service() -> FakeSearchService {
    FakeSearchService(answeringEach: { query in
      let text = query.query.query ?? ""
      var response = SearchResponse.fake(nbHits: 10)
      if text.contains("phone") {
        response.additional["userData"] = [["title": "Phones \u{1B}[2J sale", "link": "/sale"]]
      } else if text.contains("apple") {
        response.additional["userData"] = [["redirect": "/apple"]]
      }
      return response
    })
  }

  @Test("a rule's userData is decoded into the model, and cleared when no rule applies")
  func decodesAndClears() async throws {
    let searcher = HitsSearcher(service: Self.service(), indexName: "products")
    let controller = TestCustomDataController<Banner>()
    let connector = QueryRuleCustomDataConnector<Banner>(searcher: searcher, controller: controller)
    #expect(controller.items == [nil])
    searcher.query.query = "phone"
    _ = try await searcher.searchAndWait()
    let banner = Banner(title: "Phones \u{1B}[2J sale", link: "/sale")
    #expect(connector.interactor.item == banner)
    #expect(controller.items == [nil, banner])
    searcher.query.query = "laptop"
    _ = try await searcher.searchAndWait()
    #expect(connector.interactor.item == nil)
    #expect(controller.items == [nil, banner, nil])
  }

  @Test("data of another shape is skipped; the first element that fits is taken")
  func skipsOtherShapes() async throws {
    #expect(
      QueryRuleCustomDataInteractor<Banner>.model(from: [
        ["redirect": "/apple"], ["title": "First"], ["title": "Second"],
      ]) == Banner(title: "First", link: nil))
    #expect(QueryRuleCustomDataInteractor<Banner>.model(from: [["redirect": "/apple"]]) == nil)
    let searcher = HitsSearcher(service: Self.service(), indexName: "products")
    let interactor = QueryRuleCustomDataInteractor<Banner>()
    interactor.connectSearcher(searcher)
    searcher.query.query = "apple"
    let response = try #require(try await searcher.searchAndWait())
    #expect(response.userData == [["redirect": "/apple"]])
    #expect(interactor.item == nil)
  }

  @Test("a JSON model keeps the data as sent; a presenter turns it into text")
  func presenter() async throws {
    let searcher = HitsSearcher(service: Self.service(), indexName: "products")
    let interactor = QueryRuleCustomDataInteractor<JSON>()
    interactor.connectSearcher(searcher)
    let text = TestCustomDataController<String>()
    interactor.connectController(text) { $0?["title"]?.stringValue }
    searcher.query.query = "phone"
    _ = try await searcher.searchAndWait()
    #expect(interactor.item?["link"] == "/sale")
    #expect(text.items == [nil, "Phones \u{1B}[2J sale"])
  }

  @Test("a connection made after a response takes its data at once")
  func lateConnection() async throws {
    let searcher = HitsSearcher(service: Self.service(), indexName: "products")
    searcher.query.query = "phone"
    _ = try await searcher.searchAndWait()
    let connector = QueryRuleCustomDataConnector<Banner>(searcher: searcher)
    #expect(connector.interactor.item?.title == "Phones \u{1B}[2J sale")
  }
}
