import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@MainActor
@Suite("Multi-index hits")
struct MultiIndexHitsTests {
  /// A fake of two indices: `products` (6 products by 3 brands: Samsung 3, Apple 2, Sony 1;
  /// 4 of them phones) and `products_query_suggestions` (5 suggestions, 3 with "phone").
  static func service() -> FakeSearchService {
    let products: [(brand: String, name: String)] = [
      ("Samsung", "Galaxy phone"), ("Samsung", "Fold phone"), ("Samsung", "QLED TV"),
      ("Apple", "Smart phone"), ("Apple", "Laptop"), ("Sony", "Xperia phone"),
    ]
    let suggestions = ["samsung", "samsung phone", "apple phone", "sony phone", "laptop"]
    return FakeSearchService(catalogs: [
      "products": FakeCatalog(
        products.enumerated().map { offset, product in
          [
            "objectID": .string("\(offset + 1)"), "brand": .string(product.brand),
            "name": .string(product.name),
          ]
        }),
      "products_query_suggestions": FakeCatalog(
        suggestions.map { ["objectID": .string($0), "query": .string($0)] }),
    ])
  }

  @Test("one call fills one section per index, in order")
  func sections() async throws {
    let multi = MultiSearcher(service: Self.service())
    let products = multi.addHitsSearcher(indexName: "products")
    let suggestions = multi.addHitsSearcher(indexName: "products_query_suggestions")
    _ = multi.addFacetSearcher(indexName: "products", attribute: "brand")
    let view = SectionsView()
    multi.onSearch.subscribe(with: view) { view, _ in view.calls += 1 }
    let hits = MultiIndexHitsConnector(multiSearcher: multi, controller: view)
    #expect(view.sections.map(\.indexName) == ["products", "products_query_suggestions"])
    #expect(view.sections.allSatisfy { $0.response == nil })
    products.query.query = "phone"
    suggestions.query.query = "phone"
    let response = try #require(try await products.searchAndWait())
    #expect(view.calls == 1, "one call for every index")
    #expect(view.sections[0].response == response)
    let suggested = try #require(view.sections[1].response)
    #expect(!suggested.hits.isEmpty && suggested.hits != response.hits)
    hits.disconnect()
    #expect(products.onResults.subscriptionCount == 0)
  }

  /// iOS #113: a facet list could not connect to a searcher of the multi-index searcher.
  @Test("a facet list on one child filters that child's section only (iOS #113)")
  func facetListOnChild() async throws {
    let multi = MultiSearcher(service: Self.service())
    let products = multi.addHitsSearcher(indexName: "products")
    _ = multi.addHitsSearcher(indexName: "products_query_suggestions")
    let filterState = FilterState()
    products.connectFilterState(filterState)
    let view = SectionsView()
    _ = MultiIndexHitsConnector(multiSearcher: multi, controller: view)
    let brands = TestFacetListController()
    _ = FacetListConnector(
      searcher: products, filterState: filterState, attribute: "brand", controller: brands)
    _ = try await products.searchAndWait()
    let all = try #require(view.sections[0].response?.nbHits)
    let suggestionsBefore = try #require(view.sections[1].response?.nbHits)
    let first = try #require(brands.items.first?.item)
    brands.click(first.value)
    _ = try await products.searchAndWait()
    #expect(view.sections[0].response?.nbHits == first.count)
    #expect(first.count < all)
    #expect(view.sections[1].response?.nbHits == suggestionsBefore)
  }

  @Test("a child's failure leaves the sections; a failed call empties every section")
  func failures() async throws {
    let fake = MultiSearcher(service: ServiceKind.fake.make())
    let products = fake.addHitsSearcher(indexName: "products")
    let brands = fake.addFacetSearcher(indexName: "products", attribute: "brand")
    let view = SectionsView()
    _ = MultiIndexHitsConnector(multiSearcher: fake, controller: view)
    var facetFailed = false
    brands.onError.subscribe(with: view) { _, _ in facetFailed = true }
    _ = try await products.searchAndWait()
    #expect(facetFailed, "the fake's answer is no facet answer")
    #expect(view.sections.count == 1 && view.sections[0].response?.nbHits == 42)

    let catalog = MultiSearcher(service: Self.service())
    let known = catalog.addHitsSearcher(indexName: "products")
    _ = catalog.addHitsSearcher(indexName: "no_such_index")
    let failing = SectionsView()
    _ = MultiIndexHitsConnector(multiSearcher: catalog, controller: failing)
    _ = try? await known.searchAndWait()
    #expect(failing.sections.map(\.indexName) == ["products", "no_such_index"])
    #expect(failing.sections.allSatisfy { $0.response == nil })
  }
}

/// A federated list recording what the widget shows.
@MainActor
final class SectionsView: MultiIndexHitsController {
  var sections: [MultiIndexHitsSection] = []
  var calls = 0
  func setItem(_ sections: [MultiIndexHitsSection]) { self.sections = sections }
}
