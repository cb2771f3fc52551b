import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@Suite("Facet List with facet search")
@MainActor
struct FacetSearchListTests {
  /// A fake index of 8 products by 4 brands, two of them starting with "sam": Samsung (3, 2 of
  /// them phones), Samsonite (1), Apple (2, 1 phone) and Sony (2, 1 phone).
  static func catalog() -> FakeSearchService {
    let products: [(brand: String, name: String)] = [
      ("Samsung", "Galaxy phone"), ("Samsung", "Fold phone"), ("Samsung", "QLED TV"),
      ("Samsonite", "Cabin suitcase"), ("Apple", "Smart phone"), ("Apple", "Laptop"),
      ("Sony", "Xperia phone"), ("Sony", "Noise-cancelling headphones"),
    ]
    let records = products.enumerated().map { offset, product -> JSONObject in
      [
        "objectID": .string("\(offset + 1)"), "brand": .string(product.brand),
        "name": .string(product.name),
      ]
    }
    return FakeSearchService(catalogs: ["products": FakeCatalog(records)])
  }

  @Test("searched values replace the list, keep their selection, and follow the main search")
  func searchedValues() async throws {
    let service = Self.catalog()
    let (searcher, filterState, recorder) = SearcherRecorder.searching(service)
    let facetSearcher = FacetSearcher(service: service, indexName: "products", attribute: "brand")
    let controller = TestFacetListController()
    let list = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand",
      facetSearcher: facetSearcher, controller: controller,
      presenter: FacetListPresenter(limit: nil))
    searcher.search()
    await recorder.waitForOutcomes(1)
    let all = controller.items.map(\.item)
    let samsung = try #require(all.first { $0.value == "Samsung" })
    controller.click("Samsung")
    await recorder.waitForOutcomes(2)
    facetSearcher.text = "sam"
    _ = try await facetSearcher.searchAndWait()
    let searched = controller.items
    #expect(!searched.isEmpty && searched.count < all.count)
    #expect(searched.allSatisfy { $0.item.value.lowercased().contains("sam") })
    let found = try #require(searched.first { $0.item.value == "Samsung" })
    #expect(found.isSelected, "a searched value keeps its selection")
    #expect(found.item.count == samsung.count, "counted without the list's own choice")
    #expect(found.item.highlighted?.contains("<em>") == true)

    searcher.query.query = "phone"
    searcher.search()
    #expect(facetSearcher.query.query == "phone", "the facet searcher follows the main query")
    await recorder.waitForOutcomes(3)
    _ = try await facetSearcher.searchAndWait()
    let main = try #require(recorder.responses.last?.facets?["brand"]?["Samsung"])
    #expect(controller.items.first { $0.item.value == "Samsung" }?.item.count == main)

    facetSearcher.text = ""
    _ = try await facetSearcher.searchAndWait()
    #expect(list.interactor.facetSearchResults == nil)
    #expect(controller.items.count > searched.count, "an empty text shows the main values")
    facetSearcher.text = "sam"
    _ = try await facetSearcher.searchAndWait()
    #expect(list.interactor.facetSearchResults != nil)
    list.disconnect()
    #expect(list.interactor.facetSearchResults == nil)
  }
}
